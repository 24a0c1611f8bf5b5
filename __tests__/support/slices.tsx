/**
 * Components that take longer than one of React's ~5 ms slices, but only once `inBrowser()` has been
 * called (the server render stays fast). React yields right after the first of them renders;
 * `firstSliceEnded` resolves then, in the microtask after that slice's task, and `rendered` lists
 * the names rendered so far.
 */
export function slowComponents() {
  let inBrowser = false
  let sliceEnded: () => void = () => undefined
  const firstSliceEnded = new Promise<void>(resolve => (sliceEnded = resolve))
  const rendered: string[] = []
  function Slow({ name }: { name: string }) {
    const start = performance.now()
    while (inBrowser && performance.now() - start < 20);
    if (inBrowser) {
      rendered.push(name)
      void Promise.resolve().then(sliceEnded)
    }
    return <p>{name}</p>
  }
  return { Slow, rendered, firstSliceEnded, inBrowser: () => void (inBrowser = true) }
}
