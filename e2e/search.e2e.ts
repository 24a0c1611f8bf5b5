import { readFileSync } from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { seriousViolations } from "./support/axe"
import { hydrated } from "./support/poll"
import { PAGEFIND_URL, SEARCH_DIR } from "../src/components/search/pagefind"
import { snapshotSettings } from "../__tests__/support/content-blocks"

/** The search window's copy, as editors left it (content/settings.json). */
const copy = JSON.parse(readFileSync(path.join(__dirname, "..", "content", "settings.json"), "utf8")) as Record<string, string>
const articles = JSON.parse(readFileSync(path.join(__dirname, "..", "content", "articles.json"), "utf8")) as
  { slug: string; title: string; translations?: { languages_code: string; slug: string; title: string }[] }[]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A page under the site's Content-Security-Policy (unless a test injects axe), every request it makes recorded. */
async function visit(pathname: string, width = 1440, enforceCsp = true) {
  const session = await openSession(browser, { width, height: width < 768 ? 800 : 900, priorConsent: "rejected", enforceCsp })
  const requests: string[] = []
  session.page.on("request", request => requests.push(new URL(request.url()).pathname))
  await session.page.goto(url(pathname), { waitUntil: "load" })
  await hydrated(session.page, "main")
  await session.page.waitForTimeout(1500)
  return { ...session, requests }
}

const searchCode = (requests: string[]) => requests.filter(request => request.startsWith(`${SEARCH_DIR}/`) || /\/search-[0-9a-f]+\.js$/.test(request))
const dialog = (page: Page) => page.getByRole("dialog", { name: copy.search_heading })

test("nothing of the search loads with a page; opened from the header it finds pages as the visitor types, under the site's policy", async () => {
  const { page, context, requests, consoleErrors } = await visit("/")
  expect(searchCode(requests)).toEqual([])
  await page.getByRole("button", { name: copy.search_label }).click()
  await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search")
  await page.keyboard.type("automation")
  const results = dialog(page).getByRole("list").getByRole("link")
  await results.first().waitFor()
  expect(await results.count()).toBeGreaterThan(1)
  await expect(dialog(page).getByRole("status").textContent()).resolves.toBe(copy.search_results.replace("{count}", String(await results.count())))
  // Matches are marked in their passage as text, never as markup the index brought.
  expect(await dialog(page).locator("mark").count()).toBeGreaterThan(0)
  expect(searchCode(requests)).toContain(PAGEFIND_URL)
  expect(consoleErrors.filter(error => /Content Security Policy|WebAssembly/i.test(error))).toEqual([])
  await context.close()
})

test("the keyboard reaches a match and follows it; Escape closes the window and focus goes back to the button", async () => {
  const article = articles[0]
  const { page, context } = await visit("/about/", 375)
  const button = page.getByRole("button", { name: copy.search_label })
  await button.focus()
  await page.keyboard.press("Enter")
  await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search")
  await page.keyboard.press("Escape")
  await dialog(page).waitFor({ state: "detached" })
  await expect(button.evaluate(element => element === document.activeElement)).resolves.toBe(true)

  await page.keyboard.press("Enter")
  await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search")
  await page.keyboard.type(article.title)
  const first = dialog(page).getByRole("list").getByRole("link").first()
  await first.waitFor()
  await expect(first.textContent()).resolves.toContain(article.title)
  await page.keyboard.press("ArrowDown")
  await expect(first.evaluate(element => element === document.activeElement)).resolves.toBe(true)
  await page.keyboard.press("Enter")
  await page.waitForURL(new RegExp(`/insights/${article.slug}/?$`))
  // The address changes as the navigation starts; the new page renders after it.
  await page.getByRole("heading", { level: 1, name: article.title, exact: true }).waitFor()
  await context.close()
})

test("a search without a match says so; the open window has no serious axe violation", async () => {
  const { page, context } = await visit("/contact/", 1440, false)
  await page.getByRole("button", { name: copy.search_label }).click()
  await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search")
  await page.keyboard.type("qqzxjv")
  const status = dialog(page).getByRole("status")
  await page.waitForFunction(text => document.querySelector('[role="dialog"] [role="status"]')?.textContent === text, copy.search_empty.replace("{query}", "qqzxjv"))
  await expect(status.textContent()).resolves.toBe(copy.search_empty.replace("{query}", "qqzxjv"))
  await expect(seriousViolations(page, '[role="dialog"]')).resolves.toEqual([])
  await context.close()
})

test("an Arabic page's search finds an article by its Arabic title (pages are sent with their letters as references) and leads to it", async () => {
  const article = articles[0].translations!.find(row => row.languages_code === "ar")!
  const words = snapshotSettings("ar")
  const { page, context } = await visit("/ar/")
  await page.getByRole("button", { name: String(words.searchLabel) }).click()
  await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search")
  await page.keyboard.type(article.title)
  const first = page.getByRole("dialog", { name: String(words.searchHeading) }).getByRole("list").getByRole("link").first()
  await first.waitFor()
  await expect(first.textContent()).resolves.toContain(article.title)
  await first.click()
  await page.waitForURL(new RegExp(`/ar/insights/${article.slug}/?$`))
  await context.close()
})
