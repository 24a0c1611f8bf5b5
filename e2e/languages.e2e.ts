import { readFileSync } from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { builtHtml, publicFiles, readPublic, routeLanguage } from "./support/built-site"
import { hydrated, until } from "./support/poll"
import { LANGUAGES, localisedPath, pathLanguage, unlocalisedPath } from "../src/content/languages"
import type { LanguageCode } from "../src/content/languages"
import { snapshotSettings } from "../__tests__/support/content-blocks"
import { fillIn } from "../src/content/words"
import { OPEN_GRAPH_LOCALES } from "../src/components/seo/head-model"
import { ARABIC_FACE_CLASS, ARABIC_FONT_FAMILY, ARABIC_WARM_WEIGHTS, arabicFontUrl } from "../src/styles/arabic-font"

const SITE_URL = (process.env.SITE_URL || "https://www.lumenaut.dev").replace(/\/+$/, "")
const absolute = (route: string) => (route === "/" ? SITE_URL : `${SITE_URL}${route.replace(/\/$/, "")}`)

/** Every built page a visitor reaches, with its language (the not-found pages aside). */
const PAGES = builtHtml()
  .filter(page => !/(^|\/)404(\.html)?$/.test(page.route))
  .map(page => ({ ...page, language: routeLanguage(page.route) }))

/** The seed's pages in Arabic and Turkish (content/: spec 47's first build shows all three languages). */
const TRANSLATED = ["/", "/services", "/about", "/contact", "/lp/automation-solutions", "/lp/ai-development-services", "/services/business-automation", "/services/ai-development"]

/** The seed's translations with a slug of their own (content/services.json, pages.json, articles.json, topics.json): their pages' addresses. */
const OWN_SLUGS: Partial<Record<string, Record<string, string>>> = {
  ar: { "/insights/choosing-your-first-process-to-automate": "/ar/insights/ikhtiyar-awwal-amaliya-lil-atmata", "/insights/topic/automation": "/ar/insights/topic/al-atmata" },
  tr: {
    "/services/ai-development": "/tr/services/yapay-zeka-gelistirme", "/lp/ai-development-services": "/tr/lp/yapay-zeka-gelistirme-hizmetleri",
    "/insights/choosing-your-first-process-to-automate": "/tr/insights/otomatiklestirilecek-ilk-sureci-secmek", "/insights/topic/automation": "/tr/insights/topic/otomasyon",
  },
}

/** A page's address in a language: its translation's own slug's where it has one, else the English path under the prefix. */
const pathIn = (language: LanguageCode, english: string) => OWN_SLUGS[language]?.[english] ?? localisedPath(language, english)

/** The not-found page's Arabic heading, as content/ holds it. */
const ARABIC_NOT_FOUND = (JSON.parse(readFileSync(path.resolve(__dirname, "../content/pages.json"), "utf8")) as { slug: string; translations?: { languages_code: string; title?: string }[] }[])
  .find(page => page.slug === "404")?.translations?.find(row => row.languages_code === "ar")?.title

/** An attribute of the built HTML's first tag of a kind, as a crawler reads it. */
const tagAttributes = (html: string, tag: string) => Object.fromEntries([...(new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(m => [m[1].toLowerCase(), m[2]]))
const links = (html: string, rel: string) => [...html.matchAll(/<link\b[^>]*>/g)].map(m => tagAttributes(m[0], "link")).filter(link => link.rel === rel)

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

test("the seed's pages exist in Arabic and Turkish, under their prefixes", () => {
  const routes = new Set(PAGES.map(page => page.route))
  for (const language of ["ar", "tr"] as const) {
    for (const route of TRANSLATED) expect(routes).toContain(pathIn(language, route).replace(/(.)\/$/, "$1"))
  }
  // A translation with a slug of its own is at that slug only.
  expect(routes).not.toContain("/tr/services/ai-development")
  expect(routes).toContain("/ar/services/ai-development")
  // A page without a translation is in English only.
  expect(routes).toContain("/careers")
  expect(routes).not.toContain("/ar/careers")
})

test.each(PAGES.map(page => [page.route, page] as const))("%s says its language and direction", (_route, page) => {
  const language = LANGUAGES.find(entry => entry.code === page.language)!
  expect(tagAttributes(page.html, "html")).toMatchObject({ lang: language.code, dir: language.direction })
})

/** A built page's English path: the page itself, or the one its address in its language stands for. */
const englishPathOf = (route: string) =>
  Object.entries(OWN_SLUGS).flatMap(([, own]) => Object.entries(own ?? {})).find(([, local]) => local === route)?.[0] ?? unlocalisedPath(route)

test.each(PAGES.filter(page => page.language !== "en" || TRANSLATED.includes(page.route)).map(page => [page.route, page] as const))(
  "%s names itself canonical and every language it exists in",
  (route, page) => {
    expect(links(page.html, "canonical").map(link => link.href)).toEqual([absolute(route)])
    const english = englishPathOf(route)
    const alternates = Object.fromEntries(links(page.html, "alternate").filter(link => link.hreflang).map(link => [link.hreflang, link.href]))
    expect(alternates).toEqual({
      en: absolute(english), ar: absolute(pathIn("ar", english)), tr: absolute(pathIn("tr", english)), "x-default": absolute(english),
    })
    expect(page.html).toContain(`"inLanguage":"${page.language}"`)
    const locale = OPEN_GRAPH_LOCALES[page.language]
    expect(page.html).toContain(`<meta property="og:locale" content="${locale}"`)
  },
)

test.each(["ar", "tr"] as const)("%s: a service page's trail (BreadcrumbList) names the home and the services in the page's language, at its addresses", language => {
  const words = snapshotSettings(language)
  const route = pathIn(language, "/services/ai-development")
  const html = PAGES.find(page => page.route === route)!.html
  const trail = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(m => JSON.parse(m[1]) as { "@type": string; itemListElement?: { name: string; item: string }[] })
    .find(item => item["@type"] === "BreadcrumbList")?.itemListElement ?? []
  expect(trail.map(crumb => [crumb.name, crumb.item])).toEqual([
    [words.breadcrumbHomeLabel, absolute(`/${language}`)], [words.breadcrumbServicesLabel, absolute(`/${language}/services`)], [expect.any(String), absolute(route)],
  ])
})

test.each(["ar", "tr"] as const)("%s: a landing page's button tags show the settings' words in the page's language", language => {
  const words = snapshotSettings(language)
  const html = PAGES.find(page => page.route === pathIn(language, "/lp/automation-solutions"))!.html
  expect(html).toContain(`>${String(words.freeTagLabel)}</span>`)
  expect(html).toContain(`>${String(words.limitedTagLabel)}</span>`)
  expect(html).not.toMatch(/>(FREE|LIMITED)<\/span>/)
})

test("a page in English only has no alternates", () => {
  const careers = PAGES.find(page => page.route === "/careers")!
  expect(links(careers.html, "alternate").filter(link => link.hreflang)).toEqual([])
})

describe("the language links", () => {
  test("on a desktop, the header offers the page in the other languages, each in its own words; one goes there", async () => {
    const { page, context } = await openSession(browser, { width: 1440, height: 900, priorConsent: "rejected" })
    await page.goto(url("/ar/about"), { waitUntil: "load" })
    const header = page.locator("header").getByRole("navigation", { name: "اللغات" })
    await expect(header.getByRole("link").evaluateAll(anchors => anchors.map(a => [a.textContent, a.getAttribute("href")]))).resolves.toEqual([
      ["English", "/about/"], ["Türkçe", "/tr/about/"],
    ])
    await header.getByRole("link", { name: "Türkçe" }).click()
    await page.waitForURL(url("/tr/about/"))
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("tr")
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("ltr")
    await context.close()
  })

  test("on a phone, the menu and the footer offer every language; a page without a translation leads to that language's home", async () => {
    const { page, context } = await openSession(browser, { width: 375, height: 800, priorConsent: "rejected" })
    await page.goto(url("/careers"), { waitUntil: "load" })
    await expect(page.locator("header").getByRole("navigation", { name: "Languages" }).isVisible()).resolves.toBe(false)
    const footer = page.locator("footer").getByRole("navigation", { name: "Languages" })
    await expect(footer.getByRole("link").evaluateAll(anchors => anchors.map(a => [a.textContent, a.getAttribute("href"), a.getAttribute("aria-current")]))).resolves.toEqual([
      ["English", "/careers/", "page"], ["العربية", "/ar/", null], ["Türkçe", "/tr/", null],
    ])
    await page.getByRole("button", { name: "Open menu" }).click()
    const menu = page.locator("#mobile-menu").getByRole("navigation", { name: "Languages" })
    await menu.getByRole("link", { name: "العربية" }).click()
    await page.waitForURL(url("/ar/"))
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl")
    await context.close()
  })
})

/** A page's links to its site's paths, from its built HTML (its language links, each in its own language, aside). */
const siteAnchors = (html: string) => [...html.matchAll(/<a\b([^>]*)>/g)].map(m => m[1])
  .filter(attributes => !/\blang=/i.test(attributes))
  .flatMap(attributes => {
    const href = /\bhref="(\/(?!\/)[^"]*)"/.exec(attributes)?.[1]
    return href ? [{ href, hreflang: /\bhrefLang="([^"]*)"/i.exec(attributes)?.[1] ?? null }] : []
  })
const siteLinks = (html: string) => siteAnchors(html).map(anchor => anchor.href)

test("a translated page's links go to its language's pages where they exist, else to the English ones", () => {
  for (const language of ["ar", "tr"] as const) {
    const built = new Set(PAGES.filter(page => page.language === language).map(page => englishPathOf(page.route)))
    const home = PAGES.find(page => page.route === localisedPath(language, "/").replace(/\/$/, ""))!
    const hrefs = siteLinks(home.html).map(href => href.split("#")[0]).filter(href => !/^\/(insights\/)?[\w-]*\.(xml|json)$/.test(href))
    // Every link to a page the language has is to its own; the others go to English pages.
    const astray = hrefs.filter(href => pathLanguage(href) === "en" && built.has(href.replace(/(.)\/$/, "$1")))
    expect({ language, astray }).toEqual({ language, astray: [] })
    // Gatsby's links drop the trailing slash: the home is `/ar`.
    expect(hrefs).toEqual(expect.arrayContaining([`/${language}`, localisedPath(language, "/contact"), "/careers"]))
    // The shell's links to a page only in English say so; its links to the language's own pages do not
    // (links in the CMS's rich text are the editors' own, as written).
    const shell = [...home.html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)].map(m => m[0]).join("")
    const named = siteAnchors(shell).filter(anchor => !/^\/(insights\/)?[\w-]*\.(xml|json)$/.test(anchor.href))
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter(anchor => (anchor.hreflang === "en") !== (pathLanguage(anchor.href) === "en"))).toEqual([])
  }
})

describe("a translation with a slug of its own", () => {
  const turkish = "/tr/services/yapay-zeka-gelistirme"

  test("the English page's language links and the Turkish pages' links go to its address; the sitemap lists it with its alternates", () => {
    const html = (route: string) => PAGES.find(page => page.route === route)!.html
    const languageLinks = (route: string) => [...html(route).matchAll(/<a\b[^>]*\blang="tr"[^>]*>/g)].map(m => /\bhref="([^"]*)"/.exec(m[0])?.[1])
    expect(new Set(languageLinks("/services/ai-development"))).toEqual(new Set([turkish]))
    expect(siteLinks(html("/tr/services"))).toContain(turkish)
    expect(siteLinks(html("/tr/services"))).not.toContain("/services/ai-development")
    const sitemap = readFileSync(path.resolve(__dirname, "../public/sitemap.xml"), "utf8")
    const entry = new RegExp(`<url><loc>${absolute(turkish)}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? ""
    expect(entry).toContain(`hreflang="en" href="${absolute("/services/ai-development")}"`)
    expect(entry).toContain(`hreflang="ar" href="${absolute("/ar/services/ai-development")}"`)
    expect(entry).toContain(`hreflang="tr" href="${absolute(turkish)}"`)
  })

  test("a visitor switching from the English page lands on it, in Turkish", async () => {
    const { page, context } = await openSession(browser, { width: 1440, height: 900, priorConsent: "rejected" })
    await page.goto(url("/services/ai-development"), { waitUntil: "load" })
    await page.locator("header").getByRole("navigation", { name: "Languages" }).getByRole("link", { name: "Türkçe" }).click()
    await page.waitForURL(address => address.pathname.replace(/\/$/, "") === turkish)
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("tr")
    await expect(page.locator("h1").textContent()).resolves.toContain("Yapay Zekâ")
    await context.close()
  })
})

test("an unknown address under a language's prefix gets that language's not-found page", async () => {
  const { page, context, consoleErrors } = await openSession(browser)
  const response = await page.goto(url("/ar/no-such-page"), { waitUntil: "load" })
  expect(response?.status()).toBe(404)
  await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ar")
  await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl")
  await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex, nofollow")
  // Once live (Gatsby renders its one not-found page there), the page stays in the address's language and hydrates as served.
  await hydrated(page, "main")
  await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ar")
  await expect(page.locator("main h1").textContent()).resolves.toBe(ARABIC_NOT_FOUND)
  // Its links are the Arabic pages' too, as served.
  await expect(page.locator("header").getByRole("link", { name: String(snapshotSettings("ar").homeLinkLabel) }).getAttribute("href")).resolves.toBe("/ar")
  expect(consoleErrors.filter(error => /React error|hydrat/i.test(error))).toEqual([])
  await context.close()
})

test.each(["ar", "tr"] as const)("%s: the words the site reads out around the content are the page's language's", async language => {
  const words = snapshotSettings(language)
  const english = snapshotSettings("en")
  const { page, context } = await openSession(browser, { priorConsent: "rejected" })
  await page.goto(url(`/${language}/`), { waitUntil: "load" })
  await hydrated(page, "main")
  const named = {
    skipLink: await page.getByRole("link", { name: String(words.skipLinkLabel), exact: true }).count(),
    logo: await page.getByRole("link", { name: String(words.homeLinkLabel), exact: true }).count(),
    menus: await page.getByRole("navigation", { name: String(words.mainMenuLabel), exact: true }).count(),
    trustSignals: await page.getByRole("list", { name: String(words.heroTrustLabel), exact: true }).count(),
    contact: await page.getByRole("list", { name: String(words.footerContactLabel), exact: true }).count(),
    social: await page.getByRole("list", { name: String(words.footerSocialLabel), exact: true }).count(),
    badges: await page.getByRole("list", { name: String(words.footerBadgesLabel), exact: true }).count(),
  }
  // The header's logo and the footer's; the desktop menus (the phone's sheet is closed).
  expect(named).toEqual({ skipLink: 1, logo: 2, menus: 1, trustSignals: 1, contact: 1, social: 1, badges: 1 })
  // The blocks' own words: the reviews carousel's and the testimonials slider's, and the rating line they fill in.
  const reviews = page.getByRole("region", { name: String(words.reviewsLabel), exact: true })
  await expect(reviews.getByRole("button", { name: String(words.nextReviewLabel), exact: true }).count()).resolves.toBe(1)
  await expect(reviews.getByRole("list", { name: String(words.reviewsListLabel), exact: true }).count()).resolves.toBe(1)
  await expect(page.getByTestId("rating-summary").textContent()).resolves.toBe(fillIn(String(words.ratingSummary), {
    rating: Number(words.reviewRating), max: Number(words.reviewMaxRating), count: Number(words.reviewCount), platform: String(words.reviewPlatform),
  }))
  const testimonials = page.getByRole("region", { name: String(words.testimonialsLabel), exact: true })
  const dots = await testimonials.locator("button.dot").count()
  await expect(testimonials.getByRole("button", { name: fillIn(String(words.showTestimonialLabel), { position: dots, total: dots }), exact: true }).count()).resolves.toBe(1)
  for (const key of ["reviewsLabel", "nextReviewLabel", "ratingSummary", "testimonialsLabel", "showcaseListLabel"]) expect(words[key]).not.toBe(english[key])
  for (const key of ["skipLinkLabel", "homeLinkLabel", "mainMenuLabel", "closeLabel"]) expect(words[key]).not.toBe(english[key])
  // The consent banner, beside the page, speaks its language too.
  const visitor = await openSession(browser)
  await visitor.page.goto(url(`/${language}/`), { waitUntil: "load" })
  await visitor.page.getByRole("region", { name: String(words.consentTitle) }).waitFor()
  await visitor.context.close()
  // The site's dialogs share one close button's name.
  await page.locator("header").getByRole("button", { name: String(words.searchLabel) }).click()
  await page.getByRole("dialog").getByRole("button", { name: String(words.closeLabel), exact: true }).waitFor()
  await context.close()
})

/** The placeholders the site fills with a number. */
const NUMBERED = /^(position|total|count|rating|max|number|minutes)$/

test.each(["ar", "tr"] as const)("%s: no name or role a page reads out, and no line it shows, is one of the settings' English words", language => {
  const words = snapshotSettings(language)
  const english = snapshotSettings("en")
  // Each English word the language translates, as a pattern: a placeholder matches a number, or for a name a name of up to four words.
  const patterns = Object.keys(english)
    .filter(key => typeof english[key] === "string" && english[key] !== "" && words[key] !== english[key])
    .map(key => ({ key, pattern: new RegExp(`^${String(english[key]).replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, name) => (NUMBERED.test(name) ? "[\\d.,]+" : "\\S+(?: \\S+){0,3}"))}$`) }))
  const readOut = PAGES.filter(page => page.language === language).flatMap(page => {
    const names = [...page.html.matchAll(/\baria-(?:label|roledescription)="([^"]*)"/g)].map(m => m[1])
    const lines = [...page.html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "").matchAll(/>([^<]+)</g)].map(m => m[1].trim()).filter(Boolean)
    return [...names, ...lines].map(name => ({ route: page.route, name: name.replace(/&amp;/g, "&") }))
  })
  expect(readOut.length).toBeGreaterThan(1000)
  const inEnglish = readOut.flatMap(({ route, name }) => patterns.filter(({ pattern }) => pattern.test(name)).map(({ key }) => `${route}: "${name}" (${key})`))
  expect(inEnglish).toEqual([])
})

/** The faces Chromium painted an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: import("playwright-core").Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument")
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  return fonts.map(font => font.familyName)
}

test("Arabic pages paint in the system's Arabic face until the self-hosted one is cached, then in it, never moving", async () => {
  const { page, context } = await openSession(browser, { priorConsent: "rejected" })
  const fonts: { url: string; afterLoad: boolean }[] = []
  let loaded = false
  page.on("load", () => { loaded = true })
  page.on("request", request => { if (request.resourceType() === "font") fonts.push({ url: new URL(request.url()).pathname, afterLoad: loaded }) })
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver(list => list.getEntries().forEach(entry => shifts.push((entry as unknown as { value: number }).value))).observe({ type: "layout-shift", buffered: true })
  })
  // A first visit: nothing fetched for the face while the page loads; its text weights once it has.
  await page.goto(url("/ar/"), { waitUntil: "load" })
  await until(page, () => localStorage.getItem("lumenaut:arabic-face") !== null)
  expect(fonts).toEqual(ARABIC_WARM_WEIGHTS.map(weight => ({ url: arabicFontUrl(weight), afterLoad: true })))
  expect(await renderedFonts(page, "main h1")).not.toContain(ARABIC_FONT_FAMILY)
  // The next page paints in it from the start, from the cache, and nothing moves.
  await page.goto(url("/ar/services/business-automation"), { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => document.documentElement.className)).toContain(ARABIC_FACE_CLASS)
  expect(await renderedFonts(page, "main h1")).toContain(ARABIC_FONT_FAMILY)
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
  await context.close()
})

test.each(["/tr/", "/"])("%s: Turkish and English letters paint in the Latin stack, and no font file is fetched", async route => {
  const { page, context } = await openSession(browser, { priorConsent: "rejected" })
  const fonts: string[] = []
  page.on("request", request => { if (request.resourceType() === "font") fonts.push(request.url()) })
  await page.goto(url(route), { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  expect((await renderedFonts(page, "main h1")).some(name => /Arabic/.test(name))).toBe(false)
  await page.waitForTimeout(300)
  expect(fonts).toEqual([])
  await context.close()
})

test("every page and its page data are sent in ASCII (src/build/ascii-page.ts); its letters, names and arrows show as written", async () => {
  expect(builtHtml().filter(page => /[^\x00-\x7f]/.test(page.sent)).map(page => page.route)).toEqual([])
  const pageData = publicFiles().filter(file => file.endsWith("/page-data.json"))
  expect(pageData.length).toBeGreaterThan(50)
  expect(pageData.filter(file => /[^\x00-\x7f]/.test(readPublic(file.slice(1))))).toEqual([])
  const { page, context } = await openSession(browser, { priorConsent: "rejected" })
  await page.goto(url("/industries/"), { waitUntil: "load" })
  const languageLink = (code: string) => page.locator(`header a[hreflang="${code}"]`).first().textContent()
  expect([await languageLink("ar"), await languageLink("tr")]).toEqual(["العربية", "Türkçe"])
  // A style sheet's escape: the card's link ends with its arrow.
  const arrow = await page.locator(".links a").first().evaluate(link => getComputedStyle(link, "::after").content)
  expect(arrow).toBe('" →"')
  await page.goto(url("/tr/"), { waitUntil: "load" })
  expect(await page.title()).toMatch(/Yapay Zekâ/)
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(structured.some(text => JSON.stringify(JSON.parse(text)).includes("Yapay Zekâ"))).toBe(true)
  await context.close()
})
