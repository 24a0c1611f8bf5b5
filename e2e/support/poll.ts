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

/** Waits until React has hydrated the element (a click before that would do nothing). */
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
