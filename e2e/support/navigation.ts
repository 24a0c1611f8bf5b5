import type { Page } from "playwright-core"
import { committed, sectionsHydrated } from "./poll"

/** Set on the window before a page change: still there afterwards only if the document stayed (client-side routing). */
const MARK = "__beforePageChange"

const mark = (page: Page) => page.evaluate(name => void ((window as unknown as Record<string, boolean>)[name] = true), MARK)

async function expectSameDocument(page: Page) {
  const stayed = await page.evaluate(name => (window as unknown as Record<string, boolean | undefined>)[name] === true, MARK)
  if (!stayed) throw new Error(`${page.url()} was loaded from the host: the page change was not client-side`)
}

const samePath = (a: URL, b: URL) => a.pathname.replace(/\/$/, "") === b.pathname.replace(/\/$/, "") && a.hash === b.hash

/**
 * Follows the first visible link to `href` on the page (header, body or footer) as a visitor does,
 * with a click, and waits for the address to change. It clicks once the page's hydration is
 * committed and its sections are live, where the router handles the link; a page change that loads
 * the page from the host fails.
 */
export async function followLink(page: Page, href: string): Promise<void> {
  await committed(page)
  await sectionsHydrated(page)
  await mark(page)
  const target = new URL(href, page.url())
  await page.locator(`a[href="${href}"]:visible`).first().click()
  await page.waitForURL(address => samePath(address, target))
  await expectSameDocument(page)
}

/**
 * Client-side routing to an address no page links to (the build keeps every link of the site on a
 * page that exists): a visitor's router meets an unknown or outdated address only through the tab's
 * history, an entry left by an earlier visit (before a slug changed, say). This puts `pathname`
 * behind the current entry through the History API, as that visit would have left it, and presses
 * Back: the router takes the browser's popstate as it takes a link. Waits until the address is
 * `endsOn`, where a redirect takes the visitor: in the page (the not-found page's rules, Gatsby's
 * in-browser redirects) or, for an address Gatsby finds no page data for and hands to the host
 * (the CMS's redirects, with a link as with Back), through the host's `_redirects`.
 */
export async function backTo(page: Page, pathname: string, endsOn: string): Promise<void> {
  await committed(page)
  await page.evaluate(to => {
    const here = location.href
    history.pushState(null, "", to)
    history.pushState(null, "", here)
  }, pathname)
  await page.goBack({ waitUntil: "commit" })
  // Polled: where the router hands the address to the host, the host redirects that page load, which waitForURL takes for a failure.
  const target = new URL(endsOn, page.url())
  const end = Date.now() + 10000
  while (!samePath(new URL(page.url()), target)) {
    if (Date.now() > end) throw new Error(`Back to ${pathname} ended on ${page.url()}, not ${endsOn}`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}
