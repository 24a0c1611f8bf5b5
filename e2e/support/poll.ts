import type { Page } from "playwright-core"

/**
 * Waits, on the Node side, until `fn` evaluated in the page returns true. Node-side timers keep
 * working while a test has installed Playwright's fake clock in the page.
 */
export async function until(page: Page, fn: () => boolean, timeout = 10000): Promise<void> {
  const end = Date.now() + timeout
  while (Date.now() < end) {
    if (await page.evaluate(fn)) return
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`Condition not met in ${timeout} ms: ${fn.toString()}`)
}

/**
 * Waits until React has committed the page's hydration and run its effects (key and scroll
 * listeners). Hydration works in slices, so React owns elements before that. Read from React's root
 * and polled from Node, so it works under Playwright's fake clock.
 */
export async function committed(page: Page): Promise<void> {
  await until(page, () => {
    const container = document.getElementById("___gatsby") as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>
    const key = Object.keys(container ?? {}).find(name => name.startsWith("__reactContainer"))
    return Boolean(key && container[key].stateNode?.current?.memoizedState?.isDehydrated === false)
  })
  // React runs the effects of that commit in a task it posted then; this one comes after it.
  await page.evaluate(() => new Promise<void>(resolve => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  }))
}

/**
 * Waits until React owns the element (a section hydrating when needed may come later than the
 * page) and has committed the page's hydration: a click before that would do nothing.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { state: "attached" })
  await page.waitForFunction(
    sel => {
      const el = document.querySelector(sel)
      return Boolean(el && Object.keys(el).some(key => key.startsWith("__reactFiber")))
    },
    selector,
    { polling: 100 }
  )
  await committed(page)
}

/**
 * Waits until React has hydrated every section of the page (HydrateWhenNeeded: on the way into
 * view, or once the loaded page is idle), for tests that read hydrated state without a tap first.
 * Polled from Node, so it works under Playwright's fake clock.
 */
export async function sectionsHydrated(page: Page, timeout = 15000): Promise<void> {
  await until(
    page,
    () => Array.from(document.querySelectorAll("main section")).every(el => Object.keys(el).some(key => key.startsWith("__reactFiber"))),
    timeout
  )
}
