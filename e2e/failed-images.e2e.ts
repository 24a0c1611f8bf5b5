/**
 * What a visitor sees of an image that fails (spec 000 §2.4, §4.5), before any of the page's code
 * has been asked for: the head's image-states script and the styles do it (src/lib/image-states.ts).
 */
import type { Browser } from "playwright-core"
import { launch, openSession, url } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A phone that opens the page and touches nothing, the images matching `failing` answered 404. */
async function visitWithFailing(pathname: string, failing: RegExp) {
  const session = await openSession(browser, { width: 412, height: 823, priorConsent: "rejected" })
  const warnings: string[] = []
  session.page.on("console", message => message.type() === "warning" && warnings.push(message.text()))
  await session.context.route(failing, route => route.fulfill({ status: 404, body: "" }))
  await session.page.goto(url(pathname), { waitUntil: "load" })
  return { ...session, warnings }
}

test("a platform logo that fails shows a circle with the first letter of the platform's name", async () => {
  const { page, context } = await visitWithFailing("/lp/automation-solutions", /platforms-zapier\.svg$/)
  // Scrolling there is a use of the page, which starts its sections' code: the block's is held back
  // until the test ends, to show the circle needs none of it.
  let release: () => void = () => undefined
  const held = new Promise<void>(resolve => (release = resolve))
  await context.route(/\/block-cards-[0-9a-f]+\.js$/, async route => {
    await held
    await route.continue().catch(() => undefined)
  })
  const platforms = page.locator("#platforms")
  await platforms.scrollIntoViewIfNeeded()
  const circles = platforms.locator("[data-fallback]:visible")
  await circles.first().waitFor()
  await expect(circles.allTextContents()).resolves.toEqual(["Z"])
  // In its image's place: the failed image is not shown.
  await expect(platforms.locator("img[src$='platforms-zapier.svg']").first().isVisible()).resolves.toBe(false)
  // The logos that loaded show themselves, not their circles.
  await expect(platforms.locator("img[src$='platforms-n8n.svg']").first().isVisible()).resolves.toBe(true)
  release()
  await context.close()
})

test("a hero image that fails is hidden, with a console warning", async () => {
  const { page, context, warnings } = await visitWithFailing("/", /hero-home\.(png|webp|avif)$/)
  const hero = page.locator("main img[src*='hero-home.png']").first()
  await hero.waitFor({ state: "hidden" })
  expect(warnings).toEqual([expect.stringMatching(/^Hero image failed to load: .*hero-home/)])
  await context.close()
})
