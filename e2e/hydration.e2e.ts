import type { Browser, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import type { SessionOptions } from "./support/browser"
import { builtHtml, scriptsContaining } from "./support/built-site"
import { committed, isLive, sectionsHydrated, until, useThePage } from "./support/poll"
import { LIBRARY_MARKERS } from "./support/page-weight"
import { referencedScripts } from "../scripts/page-weight.mjs"
import { onScriptContaining } from "./support/scripts"
import { followLink } from "./support/navigation"
import { PAGE_COMPONENT_CHUNK_PREFIX } from "../src/framework/internals"
import { NEAR_SRC_ATTRIBUTE } from "../src/lib/near-images"
import { CONSENT_ASK_ATTRIBUTE } from "../src/lib/consent/ask-early"

// Below-the-fold sections are server-rendered and hydrate when needed, once their own chunk has
// arrived. On a slow network that takes a while; the server HTML must stay in place meanwhile,
// whatever the shell does (the consent banner opening, a stored choice applied, a click in the banner).
const CHUNK_DELAY_MS = 2500

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** Opens a page whose lazily loaded chunks (scripts the HTML does not reference) arrive late. */
async function visitSlowly(pathname: string, options: SessionOptions = {}) {
  const session = await openSession(browser, options)
  const html = await (await session.page.request.get(url(pathname))).text()
  const firstLoad = new Set(referencedScripts(html).map(file => `/${file}`))
  const delayed: string[] = []
  await session.context.route("**/*.js", async route => {
    const { pathname: script } = new URL(route.request().url())
    if (!firstLoad.has(script)) {
      delayed.push(script)
      await new Promise(resolve => setTimeout(resolve, CHUNK_DELAY_MS))
    }
    return route.continue()
  })
  await session.context.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { __removedSections: removed })
    new MutationObserver(records => {
      for (const record of records)
        if (record.target instanceof Element && record.target.closest("main"))
          for (const node of Array.from(record.removedNodes))
            if (node instanceof HTMLElement && node.matches("section")) removed.push(node.id || node.getAttribute("aria-labelledby") || "section")
    }).observe(document, { childList: true, subtree: true })
  })
  // The page's bundles start after its first paint (src/build/scripts-after-paint.ts), so after its
  // `load` event: wait until the app runs and asks for a chunk that is held back.
  const lazyChunk = session.page.waitForRequest(request => /\.js$/.test(request.url()) && !firstLoad.has(new URL(request.url()).pathname))
  await session.page.goto(url(pathname), { waitUntil: "load" })
  await lazyChunk
  return { ...session, delayed }
}

const removedSections = (page: Page) => page.evaluate(() => (window as unknown as { __removedSections: string[] }).__removedSections)
const sectionCount = (page: Page) => page.locator("main section").count()

describe("server-rendered sections survive slowly arriving chunks", () => {
  test.each(["/", "/services", "/services/business-automation"])("%s keeps every section while the consent banner opens", async pathname => {
    const { page, context, delayed } = await visitSlowly(pathname)
    const before = await sectionCount(page)
    await page.getByRole("region", { name: "Your privacy choices" }).waitFor()
    // The lazy sections are still on their way: their HTML must not have been replaced.
    expect(delayed.length).toBeGreaterThan(0)
    await page.waitForTimeout(500)
    await expect(removedSections(page)).resolves.toEqual([])
    await expect(sectionCount(page)).resolves.toBe(before)
    await context.close()
  })

  test("the header's menu and the footer stay in place while the page scrolls before their chunks arrive", async () => {
    const { page, context, delayed } = await visitSlowly("/", { priorConsent: "rejected" })
    const menuLinks = () => page.locator("header nav[aria-label='Main'] a, header nav[aria-label='Main'] button").count()
    const footerLinks = () => page.locator("footer a").count()
    const before = { menu: await menuLinks(), footer: await footerLinks() }
    expect(before.menu).toBeGreaterThan(5)
    expect(before.footer).toBeGreaterThan(5)
    // The header turns opaque past 10 px: its re-render must not reach the not-yet-hydrated menu.
    await page.mouse.wheel(0, 400)
    await page.waitForSelector('header[data-scrolled="true"]')
    expect(delayed.some(script => !script.startsWith(`/${PAGE_COMPONENT_CHUNK_PREFIX}`))).toBe(true)
    await expect(menuLinks()).resolves.toBe(before.menu)
    await expect(footerLinks()).resolves.toBe(before.footer)
    await page.waitForTimeout(CHUNK_DELAY_MS)
    await expect(menuLinks()).resolves.toBe(before.menu)
    await context.close()
  })

  test("a stored cookie choice and a click in the banner before the chunks arrive remove nothing", async () => {
    const { page, context } = await visitSlowly("/", { reducedMotion: "reduce" })
    await page.getByRole("button", { name: "Reject all" }).click()
    await expect(page.locator("#why-work-with-us [data-testid=counter]").allTextContents()).resolves.toEqual(["50+", "8", "98%", "24"])
    await page.waitForTimeout(CHUNK_DELAY_MS + 1000)
    await expect(removedSections(page)).resolves.toEqual([])
    await context.close()

    const again = await visitSlowly("/", { priorConsent: "accepted" })
    await again.page.waitForTimeout(1000)
    await expect(removedSections(again.page)).resolves.toEqual([])
    await again.context.close()
  })
})

describe("the page's bundles wait for its first paint", () => {
  test.each(["/", "/about", "/contact"])("%s asks for them once its first contentful paint is shown, then hydrates", async pathname => {
    const { page, context } = await openSession(browser, { width: 412, height: 823, priorConsent: "rejected" })
    const bundles = referencedScripts(await (await page.request.get(url(pathname))).text())
    await page.goto(url(pathname))
    await committed(page)
    const { firstContentfulPaint, requested } = await page.evaluate(files => {
      const resources = performance.getEntriesByType("resource")
      return {
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        requested: files.map(file => resources.find(entry => new URL(entry.name).pathname === `/${file}`)?.startTime),
      }
    }, bundles)
    expect(bundles.filter(file => /^(webpack-runtime|framework|app)-/.test(file))).toHaveLength(3)
    expect(firstContentfulPaint).toBeGreaterThan(0)
    for (const start of requested) expect(start).toBeGreaterThanOrEqual(firstContentfulPaint ?? Infinity)
    await context.close()
  })
})

describe("sections hydrate when needed", () => {
  /** A phone on the landing page, used once (a key), with every section's chunk downloaded but no viewport or idle signal. */
  async function visitWithoutSignals() {
    const session = await openSession(browser, { width: 375, height: 800, priorConsent: "rejected" })
    await session.context.addInitScript(() => {
      Object.assign(window, {
        requestIdleCallback: () => 0,
        IntersectionObserver: class { observe() {} unobserve() {} disconnect() {} takeRecords() { return [] } },
      })
    })
    await session.page.goto(url("/lp/automation-solutions"), { waitUntil: "load" })
    // The visitor's first use starts every section's download; the page has hydrated, and every
    // block, the hero too, waits for a signal.
    await useThePage(session.page)
    await session.page.waitForLoadState("networkidle")
    expect(await isLive(session.page, "main h1")).toBe(false)
    return session
  }

  test("a tap on a section still waiting is not lost: it hydrates within the tap", async () => {
    const { page, context } = await visitWithoutSignals()
    expect(await isLive(page, "#before-after")).toBe(false)
    await page.getByRole("button", { name: "Show More Problems" }).click()
    await expect(page.locator('[data-testid="problem"]:visible').count()).resolves.toBe(5)
    expect(await isLive(page, "#before-after")).toBe(true)
    // Its neighbours keep waiting.
    expect(await isLive(page, "#industries")).toBe(false)
    await context.close()
  })

  test("so is a key press on a control reached by keyboard", async () => {
    const { page, context } = await visitWithoutSignals()
    expect(await isLive(page, "#before-after")).toBe(false)
    await page.getByRole("button", { name: "Show More Problems" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.locator('[data-testid="problem"]:visible').count()).resolves.toBe(5)
    await context.close()
  })
})

describe("static blocks", () => {
  const STATIC_CHUNK = /\/blocks-static-[^/]*\.js$/
  /** The static block's first element: what follows its marker, without the comments the server writes between texts. */
  const staticBlock = (page: Page) =>
    page.evaluate(() => document.querySelector('template[data-island="static"]')?.nextElementSibling?.outerHTML.replaceAll("<!-- -->", "") ?? null)

  test("on a first load keep their server HTML, never hydrate and never download their code", async () => {
    const { page, context } = await openSession(browser)
    const scripts: string[] = []
    page.on("request", request => void scripts.push(new URL(request.url()).pathname))
    await page.goto(url("/privacy-policy"), { waitUntil: "load" })
    await page.evaluate(() => Object.assign(window, { __serverBlock: document.querySelector('template[data-island="static"]')?.nextElementSibling }))
    const served = await staticBlock(page)
    expect(served).toContain("Privacy Policy")
    // Whatever the page does meanwhile: the banner, a choice in it, every other section going live.
    await page.getByRole("button", { name: "Reject all" }).click()
    await page.mouse.wheel(0, 4000)
    await sectionsHydrated(page)
    await page.waitForLoadState("networkidle")
    expect(scripts.filter(script => STATIC_CHUNK.test(script))).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __serverBlock?: Element }).__serverBlock?.isConnected)).toBe(true)
    expect(await staticBlock(page)).toBe(served)
    await context.close()
  })

  /**
   * Every static block's HTML: the elements after each marker, up to the next marker. Written alike
   * whoever rendered it: without the comments the server writes between texts, inline styles as the
   * browser serialises them, <noscript> without the copy only the server writes (React renders no
   * <noscript> content in the browser: NearImg), and a NearImg's picture as it is once near (its
   * address moved to `src`), whether or not it has come near yet: that is the visitor's scrolling.
   */
  const staticBlocks = (page: Page) =>
    page.evaluate(nearSrc =>
      Array.from(document.querySelectorAll('template[data-island="static"]')).map(start => {
        let html = ""
        for (let el = start.nextElementSibling; el && el.tagName !== "TEMPLATE"; el = el.nextElementSibling) {
          const copy = el.cloneNode(true) as Element
          for (const styled of Array.from(copy.querySelectorAll<HTMLElement>("[style]"))) styled.setAttribute("style", styled.style.cssText)
          for (const fallback of Array.from(copy.querySelectorAll("noscript"))) fallback.textContent = ""
          for (const picture of Array.from(copy.querySelectorAll(`img[${nearSrc}]`))) {
            picture.setAttribute("src", picture.getAttribute(nearSrc) ?? "")
            picture.removeAttribute(nearSrc)
          }
          html += copy.outerHTML
        }
        return html.replaceAll("<!-- -->", "")
      }), NEAR_SRC_ATTRIBUTE
    )

  /** A page change as the router sees it (the history API): no server HTML, every block rendered by its code. */
  async function changePageTo(page: Page, pathname: string) {
    await page.evaluate(() => document.querySelector("main")?.setAttribute("data-left", ""))
    await page.evaluate(path => {
      window.history.pushState(null, "", path)
      window.dispatchEvent(new PopStateEvent("popstate"))
    }, pathname)
    await page.waitForFunction(() => document.querySelector("main") !== null && document.querySelector("main[data-left]") === null)
  }

  // Whether a variant is static is the registry's claim: rendering it in the browser must change nothing.
  // Each static block type and variant (its marker's name) is checked on the first page that has it.
  const pages = builtHtml().filter(({ route }) => !/^\/(showcase|internal)/.test(route))
  const staticKinds = new Map<string, string>()
  for (const { route, html } of pages)
    for (const [, kind] of html.matchAll(/<template [^>]*data-name="([^"]+)" data-island="static"/g)) if (!staticKinds.has(kind)) staticKinds.set(kind, route)
  const withStaticBlocks = [...new Set(staticKinds.values())]

  test("every static kind of block is on a page", () => {
    expect([...staticKinds.keys()]).toEqual(expect.arrayContaining(["block_rich_text legal_document", "block_faq accordion", "block_steps cards", "block_steps rows", "block_stats beside_text", "block_testimonials cards"]))
  })

  test.each(withStaticBlocks)("%s: each renders after a page change as the server sent it", async pathname => {
    const { page, context } = await openSession(browser, { priorConsent: "rejected" })
    await page.goto(url(pathname), { waitUntil: "networkidle" })
    const served = await staticBlocks(page)
    await committed(page)
    await changePageTo(page, pathname === "/contact" ? "/careers" : "/contact")
    await changePageTo(page, pathname)
    // Each block's code arrives after the page change; its marker stands alone until then.
    await page.waitForFunction(count => {
      const markers = Array.from(document.querySelectorAll('template[data-island="static"]'))
      return markers.length === count && markers.every(start => start.nextElementSibling && start.nextElementSibling.tagName !== "TEMPLATE")
    }, served.length)
    expect(await staticBlocks(page)).toEqual(served)
    await context.close()
  })

  test("after a page change render from their code, as the server rendered them", async () => {
    const { page, context } = await openSession(browser, { priorConsent: "rejected" })
    await page.goto(url("/privacy-policy"), { waitUntil: "networkidle" })
    const served = await staticBlock(page)
    await page.goto(url("/about"), { waitUntil: "networkidle" })
    await committed(page)
    await page.locator('footer a[href="/privacy-policy"]').click()
    await page.waitForURL(/\/privacy-policy$/)
    await page.waitForFunction(() => document.querySelector('template[data-island="static"]')?.nextElementSibling?.textContent?.includes("Privacy Policy"))
    expect(await staticBlock(page)).toBe(served)
    await context.close()
  })
})

describe("site-wide providers", () => {
  // Gatsby renders each page's Head in a second React root wrapped with wrapRootElement: providers
  // placed there ran twice (two content-data downloads, consent read twice).
  test("run once per visit: the build-time content data is downloaded once, also after a page change", async () => {
    const { page, context } = await openSession(browser)
    const downloads: string[] = []
    const isContentData = (request: { url: () => string }) => new URL(request.url()).pathname === "/static-data.json"
    page.on("request", request => {
      if (isContentData(request)) downloads.push(request.url())
    })
    // The data downloads when the browser is idle, which a busy machine may put after "networkidle".
    const firstDownload = page.waitForRequest(isContentData)
    await page.goto(url("/"), { waitUntil: "networkidle" })
    await firstDownload
    await followLink(page, "/about")
    await page.waitForLoadState("networkidle")
    expect(downloads).toHaveLength(1)
    await context.close()
  })
})

describe("styles", () => {
  test("come in the head, and emotion adopts them: none is inserted again once every section is live", async () => {
    const { page, context } = await openSession(browser, { priorConsent: "rejected" })
    const html = await (await page.request.get(url("/"))).text()
    expect(html.slice(html.indexOf("</head>"))).not.toContain("<style")
    const serverIds = [...html.matchAll(/<style data-emotion="css ([^"]+)"/g)].flatMap(match => match[1].split(" "))
    expect(serverIds.length).toBeGreaterThan(50)
    await page.goto(url("/"), { waitUntil: "networkidle" })
    await sectionsHydrated(page)
    await page.waitForTimeout(500)
    // What emotion inserts in the browser goes, rule by rule, into style elements keyed "css" alone:
    // only styles the server could not know (sizes measured in the browser) belong there.
    const insertedIds = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'))
        .flatMap(el => Array.from(el.sheet?.cssRules ?? [], rule => rule.cssText))
        .flatMap(text => [...text.matchAll(/\.css-([a-z0-9]+)/g)].map(match => match[1]))
    )
    expect(insertedIds.filter(id => serverIds.includes(id))).toEqual([])
    await context.close()
  })

  test("the shell and a notice need no emotion runtime: the not-found page runs it only once a page change needs it", async () => {
    const carriers = scriptsContaining(LIBRARY_MARKERS["emotion's runtime"].marker)
    const { page, context } = await openSession(browser)
    // Scripts the page ran, by the Resource Timing API: one prefetched for a link's next page is not among them.
    const ranEmotion = async () =>
      (await page.evaluate(() => performance.getEntriesByType("resource").filter(entry => (entry as PerformanceResourceTiming).initiatorType === "script").map(entry => new URL(entry.name).pathname.slice(1))))
        .filter(file => carriers.includes(file))
    await page.goto(url("/no-such-page"), { waitUntil: "networkidle" })
    await sectionsHydrated(page)
    await page.getByRole("region", { name: "Your privacy choices" }).getByRole("button", { name: "Customize" }).click()
    await page.getByRole("checkbox").first().waitFor()
    await page.waitForLoadState("networkidle")
    expect(await ranEmotion()).toEqual([])
    await followLink(page, "/about")
    // The new page's sections render in the browser, and their styles need emotion.
    await until(page, () => document.querySelectorAll("main section").length > 3)
    expect(await ranEmotion()).not.toEqual([])
    await context.close()
  })
})

describe("the consent banner's code", () => {
  /** The scripts carrying the banner (its heading's id: its copy is content) a visit downloads, before and after a first use of the page. */
  async function bannerDownloads(options: SessionOptions) {
    const { page, context } = await openSession(browser, options)
    const bannerScripts: string[] = []
    onScriptContaining(page, "consent-title", response => bannerScripts.push(response.url()))
    await page.goto(url("/about"), { waitUntil: "load" })
    await committed(page)
    await page.waitForLoadState("networkidle")
    const beforeUse = [...bannerScripts]
    const shownBeforeUse = await page.getByRole("region", { name: "Your privacy choices" }).isVisible()
    await useThePage(page)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(500)
    await context.close()
    return { beforeUse, shownBeforeUse, afterUse: bannerScripts }
  }

  test("on a first visit waits for the visitor's first use of the page: the banner shows from the HTML meanwhile", async () => {
    const { beforeUse, shownBeforeUse, afterUse } = await bannerDownloads({})
    expect(beforeUse).toEqual([])
    expect(shownBeforeUse).toBe(true)
    expect(afterUse).toHaveLength(1)
  })

  /** Whether the banner shows with every script file held back, and whether the page's first frame already had it. */
  async function beforeAnyBundle(options: SessionOptions) {
    const { page, context } = await openSession(browser, options)
    await context.route("**/*.js", route => route.abort())
    // The first animation frame's callbacks run just before that frame is styled and painted.
    await context.addInitScript(
      attribute => requestAnimationFrame(() => Object.assign(window, { __askedAtFirstFrame: document.documentElement.hasAttribute(attribute) })),
      CONSENT_ASK_ATTRIBUTE
    )
    await page.goto(url("/about"), { waitUntil: "load" })
    await until(page, () => "__askedAtFirstFrame" in window)
    const shown = await page.getByRole("region", { name: "Your privacy choices" }).isVisible()
    const atFirstFrame = await page.evaluate(() => (window as unknown as { __askedAtFirstFrame: boolean }).__askedAtFirstFrame)
    await context.close()
    return { shown, atFirstFrame }
  }

  test("is shown to a first visit by the page's head, in its first frame, before any bundle runs", async () => {
    expect(await beforeAnyBundle({})).toEqual({ shown: true, atFirstFrame: true })
  })

  test("is never shown to a visitor who has already chosen, even before the bundles run", async () => {
    expect(await beforeAnyBundle({ priorConsent: "rejected" })).toEqual({ shown: false, atFirstFrame: false })
  })

  test("is never downloaded by a visitor who has already chosen", async () => {
    const { afterUse } = await bannerDownloads({ priorConsent: "accepted" })
    expect(afterUse).toEqual([])
  })
})
