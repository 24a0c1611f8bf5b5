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
 * listeners): the app marks <html data-hydrated> then (src/root/RootProviders.tsx). Hydration works
 * in slices, so React owns elements before that. Polled from Node, so it works under Playwright's
 * fake clock.
 */
export async function committed(page: Page): Promise<void> {
  await until(page, () => document.documentElement.hasAttribute("data-hydrated"))
}

/**
 * A first use of the page that changes nothing on it: a press of Shift, once the page's code listens
 * (its hydration committed). Until one, sections that only answer a visitor stay waiting
 * (src/lib/first-use.ts).
 */
export async function useThePage(page: Page): Promise<void> {
  await committed(page)
  await page.keyboard.press("Shift")
}

/**
 * True when the element is in no section still waiting to hydrate (HydrateWhenNeeded marks each
 * section's start `data-island="waiting"` until it is live; its end marker has the matching id).
 */
export function isLive(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(sel => {
    const el = document.querySelector(sel)
    if (!el) return false
    return Array.from(document.querySelectorAll('template[data-island="waiting"]')).every(start => {
      const end = document.getElementById(start.id.replace("hydrate-start", "hydrate-end"))
      const after = Boolean(start.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
      const before = Boolean(end && end.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)
      return !(after && before)
    })
  }, selector)
}

/**
 * Uses the page (useThePage), then waits until the element is there and live, and the page's
 * hydration is committed: for tests that read what only hydrated code shows.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { state: "attached" })
  await useThePage(page)
  await committed(page)
  const end = Date.now() + 10000
  while (!(await isLive(page, selector))) {
    if (Date.now() > end) throw new Error(`${selector} did not hydrate in 10 s`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

/**
 * Uses the page (useThePage), then waits until every section is live (HydrateWhenNeeded: on the way
 * into view, or once the loaded page is idle), for tests that read hydrated state without a tap first.
 * Polled from Node, so it works under Playwright's fake clock.
 */
export async function sectionsHydrated(page: Page, timeout = 15000): Promise<void> {
  await useThePage(page)
  await until(page, () => document.querySelector('template[data-island="waiting"]') === null, timeout)
}

/**
 * The page's layout shift so far (the sum of every layout-shift entry, buffered from the start of
 * the load), read after two frames so a shift of the current frame is counted.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>(resolve => {
        let total = 0
        new PerformanceObserver(list => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
        }).observe({ type: "layout-shift", buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
      })
  )
}
