import { TextEncoder } from "util"
import { act, useEffect, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { render, screen, waitFor } from "@testing-library/react"
import { HydrateWhenVisible } from "../../src/lib/HydrateWhenVisible"

// The server renderer needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

/** A stand-in IntersectionObserver the test drives: `reveal()` reports every observed element visible. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
const reveal = () =>
  act(() => {
    for (const o of observers) o.callback(o.targets.map(target => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver)
  })
/** Idle callbacks wait until the test says the page is idle. */
const idleCallbacks: (() => void)[] = []
const goIdle = () =>
  act(() => {
    expect(idleCallbacks.length).toBeGreaterThan(0)
    while (idleCallbacks.length > 0) idleCallbacks.splice(0).forEach(callback => callback())
  })
afterEach(() => {
  // Whatever a test left waiting for idle time runs, so the next test starts with an empty queue.
  while (idleCallbacks.length > 0) idleCallbacks.splice(0).forEach(callback => callback())
  document.body.innerHTML = ""
})
beforeEach(() => {
  observers.length = 0
  Object.assign(window, { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) })
  Object.assign(window, {
    IntersectionObserver: class {
      entry: { callback: IntersectionObserverCallback; targets: Element[] }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] }
        observers.push(this.entry)
      }
      observe(target: Element) { this.entry.targets.push(target) }
      disconnect() { this.entry.targets = [] }
    },
  })
  Object.assign(window, { CSS: { escape: (s: string) => s.replace(/:/g, "\\:") } })
})

function Counter({ onMount }: { onMount: () => void }) {
  const [count, setCount] = useState(0)
  useEffect(onMount, [onMount])
  return <section><button onClick={() => setCount(c => c + 1)}>Clicked {count}</button></section>
}

const Page = ({ onMount }: { onMount: () => void }) => (
  <main>
    <h1>Hero</h1>
    <HydrateWhenVisible><Counter onMount={onMount} /></HydrateWhenVisible>
  </main>
)

async function hydrateServerHtml() {
  const container = document.createElement("div")
  container.innerHTML = renderToString(<Page onMount={() => undefined} />)
  document.body.appendChild(container)
  // Give the section a box, as a browser would.
  const section = container.querySelector("section") as HTMLElement
  section.getClientRects = () => [{}] as unknown as DOMRectList
  const serverButton = container.querySelector("button")
  const mounted = jest.fn()
  await act(async () => {
    hydrateRoot(container, <Page onMount={mounted} />)
  })
  return { container, section, serverButton, mounted }
}

test.each([
  ["nears the viewport", reveal],
  ["the loaded page goes idle", goIdle],
])("server HTML stays as it is and hydrates only once it is needed: %s", async (_when, trigger) => {
  const { container, section, serverButton, mounted } = await hydrateServerHtml()
  expect(mounted).not.toHaveBeenCalled()
  expect(container.querySelector("button")).toBe(serverButton)
  expect(observers.flatMap(o => o.targets)).toEqual([section])

  await trigger()
  await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1))
  // The very same DOM, now live.
  expect(container.querySelector("button")).toBe(serverButton)
  await act(async () => serverButton?.click())
  expect(serverButton?.textContent).toBe("Clicked 1")
  container.remove()
})

test("rendered in the browser without server HTML (after a page change), it shows at once", () => {
  const mounted = jest.fn()
  render(<Page onMount={mounted} />)
  expect(screen.getByRole("button", { name: "Clicked 0" })).toBeTruthy()
  expect(mounted).toHaveBeenCalledTimes(1)
  expect(observers).toHaveLength(0)
})
