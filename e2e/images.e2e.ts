import type { Browser, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { followLink } from "./support/navigation"
import { NEAR_SRC_ATTRIBUTE } from "../src/lib/near-images"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const CARD_IMAGE = /\/static\/.+\/service-[a-z-]+-banner\.(avif|webp|jpg)$/
const servicesGrid = "section:has(h2:text('Our Services'))"

/** Home on a phone, with every card image request recorded. */
async function homeOnAPhone(failImages = false) {
  const session = await openSession(browser, { width: 375, height: 812, priorConsent: "rejected" })
  const requested: string[] = []
  await session.context.route(CARD_IMAGE, route => {
    requested.push(route.request().url())
    return failImages ? route.fulfill({ status: 404, body: "" }) : route.continue()
  })
  await session.page.goto(url("/"), { waitUntil: "load" })
  return { ...session, requested }
}

describe("card images (sharp-processed, spec 000 §4.5 and §9)", () => {
  test("the server HTML holds one blurred placeholder per card and no image of GatsbyImage's runtime", async () => {
    const { page, context } = await homeOnAPhone()
    const html = await (await page.request.get(url("/"))).text()
    // GatsbyImage's wrapper marks every image it renders; a card's own <noscript> picture is for visitors without JavaScript (below).
    expect(html).not.toMatch(/data-gatsby-image|gatsby-image-wrapper/)
    const placeholders = html.match(/<img [^>]*data-placeholder=""[^>]*>/g) ?? []
    // Ten service cards and four featured projects, each over its blurred image (and its <noscript> copy).
    expect(placeholders.filter(img => img.includes("data-near-src")).length).toBeGreaterThanOrEqual(14)
    // Spec 000 §9's placeholder (20 px, quality 10) as WebP: 85–120 bytes, a sixth of sharp's JPEG at the image's quality.
    for (const img of placeholders) expect(img).toMatch(/(data-near-)?src="data:image\/webp;base64,[A-Za-z0-9+/]{100,200}={0,2}"/)
    await context.close()
  })

  test("a card's placeholder waits like its image: none is decoded at load, one within reach shows until its image arrives", async () => {
    const { page, context } = await openSession(browser, { width: 375, height: 812, priorConsent: "rejected" })
    // Chrome handles a data: URL as a request (and Lighthouse counts it in the page's largest paint).
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    const decoded: string[] = []
    cdp.on("Network.requestWillBeSent", event => {
      if (event.request.url.startsWith("data:image/webp")) decoded.push(event.request.url)
    })
    let release: () => void = () => undefined
    const held = new Promise<void>(resolve => (release = resolve))
    await context.route(CARD_IMAGE, async route => {
      await held
      await route.continue()
    })
    await page.goto(url("/"), { waitUntil: "load" })
    await page.waitForTimeout(500)
    expect(decoded).toEqual([])

    const card = page.locator(`${servicesGrid} li`).first()
    await card.scrollIntoViewIfNeeded()
    const placeholder = card.locator("img[data-placeholder]")
    await page.waitForFunction(img => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 20, await placeholder.elementHandle())
    await expect(placeholder.isVisible()).resolves.toBe(true)
    expect(decoded.length).toBeGreaterThan(0)
    release()
    await card.locator('[data-image-state="loaded"]').waitFor()
    await expect(placeholder.isVisible()).resolves.toBe(false)
    await context.close()
  })

  test("below the fold, nothing is requested at load; within reach an image loads and fades in", async () => {
    const { page, context, requested } = await homeOnAPhone()
    await page.waitForTimeout(500)
    expect(requested).toEqual([])

    const card = page.locator(`${servicesGrid} li`).first()
    await card.scrollIntoViewIfNeeded()
    const frame = card.locator("[data-image-state]")
    await card.locator('[data-image-state="loaded"]').waitFor()
    const img = frame.locator("picture img")
    await page.waitForFunction(el => getComputedStyle(el!).opacity === "1", await img.elementHandle())
    const shown = await frame.evaluate(el => {
      const image = el.querySelector("picture img") as HTMLImageElement
      const style = getComputedStyle(image)
      return { decoded: image.naturalWidth > 0, type: image.currentSrc.split(".").pop(), fade: `${style.transitionProperty} ${style.transitionDuration}`, placeholder: Boolean(el.querySelector("[data-placeholder]")?.checkVisibility()) }
    })
    expect(shown).toEqual({ decoded: true, type: "avif", fade: "opacity 0.4s", placeholder: false })
    expect(requested.length).toBeGreaterThan(0)
    // Only images near the viewport: far fewer than the ten cards.
    expect(requested.length).toBeLessThan(10)
    await context.close()
  })

  test("an image that fails to load says 'Failed to load image' in its box, which keeps its size", async () => {
    const { page, context } = await homeOnAPhone(true)
    const card = page.locator(`${servicesGrid} li`).first()
    await card.scrollIntoViewIfNeeded()
    const frame = card.locator("[data-image-state]")
    await card.locator('[data-image-state="failed"]').waitFor()
    await expect(frame.innerText()).resolves.toBe("Failed to load image")
    // The note alone: neither the failed image nor its placeholder shows (or is named) beside it.
    await expect(frame.evaluate(el => [...el.querySelectorAll("img")].filter(img => img.checkVisibility()).length)).resolves.toBe(0)
    await expect(frame.evaluate(el => el.getBoundingClientRect().height)).resolves.toBe(200)
    await context.close()
  })
})

describe("hero images (a phone's largest paint)", () => {
  // Lighthouse's phone: 412 CSS pixels at 1.75 device pixels, so a full-width hero needs about 720.
  // A hero section's image (/about) and an industry's banner (its page's hero) go through sharp alike.
  test.each(["/about", "/industries/education"])("%s: a phone fetches the hero's 840 px AVIF, under 45 KB, not a wider one", async route => {
    const { page, context } = await openSession(browser, { width: 412, height: 823, deviceScaleFactor: 1.75, priorConsent: "rejected" })
    await page.goto(url(route), { waitUntil: "load" })
    const hero = page.locator("main picture img").first()
    await page.waitForFunction(img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await hero.elementHandle())
    const { current, ...chosen } = await hero.evaluate(img => {
      const current = (img as HTMLImageElement).currentSrc
      const avif = img.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute("srcset")!
      const entry = avif.split(",").map(candidate => candidate.trim().split(/\s+/)).find(([src]) => current.endsWith(src))
      return { current, type: current.split(".").pop(), width: entry?.[1] }
    })
    expect(chosen).toEqual({ type: "avif", width: "840w" })
    const bytes = (await (await page.request.get(current)).body()).length
    expect(bytes).toBeLessThan(45 * 1024)
    await context.close()
  })

  // The head's preload asks for the hero's image before the parser reaches the hero, past the styles.
  test.each(["/", "/about", "/industries/education"])("%s: the head's preload fetches the hero's image, the one file of it the picture shows", async route => {
    const { page, context } = await openSession(browser, { width: 412, height: 823, deviceScaleFactor: 1.75, priorConsent: "rejected" })
    await page.goto(url(route), { waitUntil: "load" })
    const hero = page.locator("main picture img").first()
    await page.waitForFunction(img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await hero.elementHandle())
    const fetched = await hero.evaluate(img => {
      const current = (img as HTMLImageElement).currentSrc
      const folder = current.slice(0, current.lastIndexOf("/", current.lastIndexOf("/") - 1))
      const requests = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
      return requests.filter(entry => entry.name.startsWith(folder)).map(entry => ({ file: entry.name === current ? "shown" : entry.name, by: entry.initiatorType }))
    })
    expect(fetched).toEqual([{ file: "shown", by: "link" }])
    await context.close()
  })
})

describe("plain images (logos, maps, icons): requested within 100 px of the viewport (spec 000 §9)", () => {
  const CLIENT_LOGO = /\/client-[a-z-]+\.svg$/
  const OFFICES_MAP = /\/offices-map\.svg$/

  /** A page on a phone, recording the requests for the files `pattern` names. */
  async function onAPhone(route: string, pattern: RegExp) {
    const session = await openSession(browser, { width: 412, height: 823, deviceScaleFactor: 1.75, priorConsent: "rejected" })
    const requested: string[] = []
    session.page.on("request", request => { if (pattern.test(request.url())) requested.push(request.url()) })
    await session.page.goto(url(route), { waitUntil: "load" })
    return { ...session, requested }
  }

  /** Scrolls so that the top of the first element `selector` matches is `gap` px below the viewport. */
  const scrollToGap = (page: Page, selector: string, gap: number) =>
    page.evaluate(([css, px]) => {
      const top = document.querySelector(css as string)!.getBoundingClientRect().top + scrollY
      scrollTo(0, top - innerHeight - (px as number))
    }, [selector, gap] as const)

  test("the hero's client logos below a phone's fold wait until they come within 100 px, then load", async () => {
    const { page, context, requested } = await onAPhone("/", CLIENT_LOGO)
    const logos = 'main img[alt="Dunes Hospitality Group"]'
    await page.waitForTimeout(500)
    expect(requested).toEqual([])
    await expect(page.locator(logos).getAttribute("src")).resolves.toBeNull()
    await scrollToGap(page, logos, 200)
    await page.waitForTimeout(300)
    expect(requested).toEqual([])
    await scrollToGap(page, logos, 60)
    // A src-less image is already `complete`: wait for the observer to set src and the file to arrive.
    await page.waitForFunction(css => {
      const img = document.querySelector(css) as HTMLImageElement
      return img.hasAttribute("src") && img.complete && img.naturalWidth > 0
    }, logos)
    expect(requested).toContain(await page.locator(logos).evaluate(img => (img as HTMLImageElement).currentSrc))
    await context.close()
  })

  test("a reviews slide's client logo loads once its slide nears, not only after the swipe that shows it", async () => {
    const { page, context } = await onAPhone("/", CLIENT_LOGO)
    const slides = page.locator("#reviews li[aria-roledescription=slide]")
    /** Per slide: whether its logo has its src yet. */
    const loaded = () => slides.evaluateAll(items => items.map(item => item.querySelector("img")!.hasAttribute("src")))
    await expect(loaded()).resolves.toEqual([false, false, false, false, false, false])
    // The carousel hydrates as it nears the viewport (its slides move on by themselves).
    await page.locator("#reviews").scrollIntoViewIfNeeded()
    await page.locator("#reviews [data-ready=true]").waitFor()
    // The visible slide's logo, and the next one's, a gutter beyond the track's edge; the third is a slide further.
    await page.waitForFunction(() => {
      const logos = [...document.querySelectorAll("#reviews li[aria-roledescription=slide] img")].slice(0, 2) as HTMLImageElement[]
      return logos.every(img => img.hasAttribute("src") && img.complete && img.naturalWidth > 0)
    })
    await page.waitForTimeout(300)
    await expect(loaded()).resolves.toEqual([true, true, false, false, false, false])
    await page.getByRole("button", { name: "Next review" }).click()
    await page.waitForFunction(() => (document.querySelectorAll("#reviews li[aria-roledescription=slide] img")[2] as HTMLImageElement).hasAttribute("src"))
    await expect(loaded()).resolves.toEqual([true, true, true, false, false, false])
    await context.close()
  })

  test("on a wide screen the logos in view load at once, under the page's enforced CSP", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { width: 1440, height: 900, priorConsent: "rejected", enforceCsp: true })
    await page.goto(url("/"), { waitUntil: "load" })
    await page.waitForFunction(() => {
      const logos = [...document.querySelectorAll(".hero-client-logos img")] as HTMLImageElement[]
      return logos.length === 6 && logos.every(img => img.complete && img.naturalWidth > 0)
    })
    expect(consoleErrors.filter(message => /Content Security Policy/.test(message))).toEqual([])
    await context.close()
  })

  test("a logo in view that still waits draws nothing in its box, not its alt text and a broken-image icon, and keeps its name", async () => {
    const { page, context } = await openSession(browser, { width: 1440, height: 900, priorConsent: "rejected", reducedMotion: "reduce" })
    // The moment before the observer first reports (a page's first frame): here it never does.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() { return [] }
      } as unknown as typeof IntersectionObserver
    })
    await page.goto(url("/"), { waitUntil: "load" })
    const logo = page.getByRole("img", { name: "Dunes Hospitality Group" })
    await expect(logo.getAttribute("src")).resolves.toBeNull()
    const clip = (await logo.boundingBox())!
    const waiting = await page.screenshot({ clip, animations: "disabled" })
    await logo.evaluate(img => { (img as HTMLElement).style.visibility = "hidden" })
    const without = await page.screenshot({ clip, animations: "disabled" })
    expect(waiting.equals(without)).toBe(true)
    await context.close()
  })

  test("without JavaScript each shows its <noscript> copy, not the waiting one", async () => {
    const { page, context } = await openSession(browser, { withoutJavaScript: true })
    await page.goto(url("/"), { waitUntil: "load" })
    const waiting = page.locator(".hero-client-logos img[data-near-src]")
    const copies = page.locator(".hero-client-logos noscript img")
    await expect(waiting.count()).resolves.toBe(6)
    await expect(copies.count()).resolves.toBe(6)
    await expect(waiting.first().isVisible()).resolves.toBe(false)
    await expect(copies.first().isVisible()).resolves.toBe(true)
    await expect(copies.first().getAttribute("alt")).resolves.toBe("Dunes Hospitality Group")
    await context.close()
  })

  test("without JavaScript a card shows its picture from the <noscript> copy, not its blurred placeholder", async () => {
    const { page, context } = await openSession(browser, { withoutJavaScript: true })
    await page.goto(url("/"), { waitUntil: "load" })
    const card = page.locator('[aria-labelledby="services-grid-title"] article').first()
    await card.scrollIntoViewIfNeeded()
    const copy = card.locator("noscript picture img")
    await expect(card.locator(`picture img[${NEAR_SRC_ATTRIBUTE}]`).isVisible()).resolves.toBe(false)
    await expect(copy.isVisible()).resolves.toBe(true)
    await page.waitForFunction(img => (img as HTMLImageElement).complete, await copy.elementHandle())
    const shown = await copy.evaluate(img => {
      const { naturalWidth, currentSrc } = img as HTMLImageElement
      const box = img.getBoundingClientRect(), frame = img.closest("[data-image-state]")!.getBoundingClientRect()
      return { loaded: naturalWidth > 0, avif: currentSrc.endsWith(".avif"), fillsItsBox: box.top === frame.top && box.height === frame.height }
    })
    expect(shown).toEqual({ loaded: true, avif: true, fillsItsBox: true })
    await context.close()
  })

  test("after a client-side navigation, the map React renders loads only once scrolled near", async () => {
    const { page, context, requested } = await onAPhone("/", OFFICES_MAP)
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    expect(requested).toEqual([])
    await followLink(page, "/contact")
    const map = 'main img[alt][width="800"]'
    await page.waitForFunction(css => location.pathname.startsWith("/contact") && document.querySelector(css) !== null, map)
    await page.waitForTimeout(500)
    expect(requested).toEqual([])
    await scrollToGap(page, map, 60)
    await page.waitForFunction(css => (document.querySelector(css) as HTMLImageElement).naturalWidth > 0, map)
    expect(requested).toHaveLength(1)
    await context.close()
  })
})
