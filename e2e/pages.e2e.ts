import { readFileSync } from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import type { SessionOptions } from "./support/browser"
import { blockPagePath } from "../src/content/routes"
import { metricBarWidth } from "../src/content/portfolio-detail"
import { expectHeadingPinnedWithCards } from "./support/strip"
import { useThePage } from "./support/poll"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A visitor who opens the page and uses it (a key): its sections hydrate near the viewport or when the page is idle. */
async function visit(pathname: string, options: SessionOptions & { clock?: boolean } = {}) {
  const session = await openSession(browser, options)
  if (options.clock) await session.page.clock.install()
  const response = await session.page.goto(url(pathname), { waitUntil: "load" })
  await useThePage(session.page)
  return { ...session, response }
}

const WHY_WORK = "#why-work-with-us ul"

/**
 * What a sighted visitor reads in each counter of the list: the count the styles show while figures
 * count up (count-up-rules.ts), with what follows the number; else the figure's text. With `atMs`,
 * each count's animation is first held at that time.
 */
const shownFigures = (page: Page, list: string, atMs?: number) =>
  page.locator(`${list} [data-testid=counter]`).evaluateAll((counters, at) => counters.map(counter => {
    const count = counter.firstElementChild as HTMLElement
    for (const animation of count.getAnimations()) {
      if (at === null) continue
      animation.pause()
      animation.currentTime = at
    }
    if (!getComputedStyle(count, "::before").content.startsWith("counter(")) return counter.textContent
    const suffix = counter.textContent?.slice(count.textContent?.length ?? 0) ?? ""
    return `${getComputedStyle(count).getPropertyValue("--count")}${suffix}`
  }), atMs ?? null)

/** Each counter's animation: its length and steps. */
const countTimings = (page: Page, list: string) =>
  page.locator(`${list} [data-testid=counter] > span`).evaluateAll(counts => counts.map(count => {
    const [animation] = count.getAnimations()
    return animation && `${animation.effect?.getTiming().duration} ${getComputedStyle(count).animationTimingFunction}`
  }))

describe("why work with us counters", () => {
  test("the final values are in the server-rendered HTML", async () => {
    const { page, context } = await visit("/")
    const html = await (await page.request.get(url("/"))).text()
    for (const text of [">50</span></span>+", ">8</span></span>", ">98</span></span>%", ">24</span></span>", "Hour Support"]) expect(html).toContain(text)
    await context.close()
  })

  test("they show 0, count up once half visible, in 60 steps of 33 ms, and end on the targets", async () => {
    const { page, context } = await visit("/")
    await expect(shownFigures(page, WHY_WORK)).resolves.toEqual(["0+", "0", "0%", "0"])
    await page.locator(WHY_WORK).scrollIntoViewIfNeeded()
    await page.locator(`${WHY_WORK}[data-seen=true]`).waitFor()
    await expect(countTimings(page, WHY_WORK)).resolves.toEqual(Array(4).fill("1980 steps(60)"))
    const middle = await shownFigures(page, WHY_WORK, 33 * 20 + 10)
    const first = parseInt(middle[0] ?? "", 10)
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThan(50)
    await expect(shownFigures(page, WHY_WORK, 33 * 60)).resolves.toEqual(["50+", "8", "98%", "24"])
    await context.close()
  })

  test("with reduced motion they show the final values without counting", async () => {
    const { page, context } = await visit("/", { reducedMotion: "reduce" })
    await expect(shownFigures(page, WHY_WORK)).resolves.toEqual(["50+", "8", "98%", "24"])
    await page.locator(WHY_WORK).scrollIntoViewIfNeeded()
    await page.locator(`${WHY_WORK}[data-seen=true]`).waitFor()
    await expect(shownFigures(page, WHY_WORK)).resolves.toEqual(["50+", "8", "98%", "24"])
    await context.close()
  })
})

describe("home benefits strip", () => {
  test("pinned at 1440 px, 'What You Gain' stays in view with its cards", async () => {
    const { page, context } = await visit("/")
    const section = page.locator("#benefits")
    await section.locator('[data-pinned="true"]').waitFor({ state: "attached" })
    await expectHeadingPinnedWithCards(section)
    await context.close()
  })
})

describe("reviews carousel", () => {
  const track = "#reviews ul[aria-label='Reviews, one per view']"

  test("shows one review per view with snap, the summary, and each rating with its stars", async () => {
    const { page, context } = await visit("/")
    await expect(page.getByTestId("rating-summary").textContent()).resolves.toContain("4.9 out of 5 from 23 reviews on Clutch")
    const layout = await page.locator(track).evaluate(el => {
      const slide = el.children[0] as HTMLElement
      return { snap: getComputedStyle(el).scrollSnapType, align: getComputedStyle(slide).scrollSnapAlign, width: el.clientWidth, slide: slide.offsetWidth }
    })
    expect(layout.snap).toBe("x mandatory")
    expect(layout.align).toContain("start")
    expect(layout.slide).toBe(layout.width)
    const first = page.locator(`${track} > li`).first()
    await expect(first.getByText("5 out of 5").count()).resolves.toBe(1)
    // Five stars in one drawing, 18 px each and 2 px apart.
    await expect(first.locator("svg[data-stars]").evaluate(svg => ({
      stars: (svg.querySelector("path")?.getAttribute("d")?.match(/M/g) ?? []).length, width: svg.getBoundingClientRect().width,
    }))).resolves.toEqual({ stars: 5, width: 98 })
    // No sliver of the next review: its card, shadow included, starts a gutter beyond the edge.
    const edges = await page.locator(track).evaluate(el => ({
      right: el.getBoundingClientRect().right,
      next: (el.children[1].firstElementChild as HTMLElement).getBoundingClientRect().left,
    }))
    expect(edges.next - edges.right).toBeGreaterThanOrEqual(16)
    // The client's wordmark is drawn large enough to read.
    await expect(first.locator("figcaption img").evaluate(img => img.getBoundingClientRect().width)).resolves.toBeGreaterThanOrEqual(120)
    await expect(page.locator("#reviews a", { hasText: "View Our Work" }).getAttribute("href")).resolves.toBe("/portfolios")
    const booking = page.locator("#reviews a", { hasText: "Start Collaboration" })
    await expect(booking.getAttribute("target")).resolves.toBe("_blank")
    await context.close()
  })

  test("Next and Previous buttons move one slide", async () => {
    const { page, context } = await visit("/", { reducedMotion: "reduce" })
    const list = page.locator(track)
    await page.locator("#reviews [data-ready=true]").waitFor()
    await list.scrollIntoViewIfNeeded()
    const width = await list.evaluate(el => el.clientWidth)
    await page.getByRole("button", { name: "Next review" }).click()
    await page.waitForFunction(([sel, w]) => Math.abs(document.querySelector(sel as string)!.scrollLeft - (w as number)) < 2, [track, width])
    await page.getByRole("button", { name: "Previous review" }).focus()
    await page.keyboard.press("Enter")
    await page.waitForFunction(sel => document.querySelector(sel)!.scrollLeft < 2, track)
    await context.close()
  })

  test("dragging with the mouse scrolls at twice the pointer distance, then snaps", async () => {
    const { page, context } = await visit("/", { reducedMotion: "reduce" })
    const list = page.locator(track)
    await page.locator("#reviews [data-ready=true]").waitFor()
    await list.scrollIntoViewIfNeeded()
    // Sections near the viewport render as it arrives (content-visibility) and the browser keeps the
    // view steady meanwhile: measure once the list has stopped moving.
    let box = (await list.boundingBox())!
    for (let moved = true; moved; ) {
      await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const now = (await list.boundingBox())!
      moved = now.y !== box.y
      box = now
    }
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width - 100, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width - 160, y, { steps: 6 })
    const during = await list.evaluate(el => el.scrollLeft)
    expect(during).toBeGreaterThanOrEqual(115)
    expect(during).toBeLessThanOrEqual(125)
    await page.mouse.up()
    const width = await list.evaluate(el => el.clientWidth)
    await page.waitForFunction(([sel, w]) => {
      const left = document.querySelector(sel as string)!.scrollLeft
      return Math.abs(left % (w as number)) < 2 || Math.abs((left % (w as number)) - (w as number)) < 2
    }, [track, width])
    await context.close()
  })
})

describe("reviews open the booking link", () => {
  const track = "#reviews ul[aria-label='Reviews, one per view']"
  const BOOKING = "https://calendly.com/lumenaut/30min"

  test("every review links to the booking page in a new tab; a click opens it", async () => {
    const { page, context } = await visit("/", { reducedMotion: "reduce" })
    await page.locator("#reviews [data-ready=true]").waitFor()
    const slides = await page.locator(`${track} > li`).count()
    const links = page.locator(`${track} > li`).getByRole("link", { name: /book a free consultation/i })
    await expect(links.count()).resolves.toBe(slides)
    for (const link of await links.all()) {
      await expect(link.getAttribute("href")).resolves.toBe(BOOKING)
      await expect(link.getAttribute("target")).resolves.toBe("_blank")
      await expect(link.getAttribute("rel")).resolves.toContain("noopener")
    }
    await page.locator(track).scrollIntoViewIfNeeded()
    // A click opens a new tab on the booking page.
    await Promise.all([
      context.waitForEvent("page"),
      context.waitForEvent("request", request => request.url().startsWith(BOOKING)),
      links.first().click(),
    ])
    await context.close()
  })

  test("a drag that starts on a review's link scrolls the carousel and opens nothing", async () => {
    const { page, context } = await visit("/", { reducedMotion: "reduce" })
    await page.locator("#reviews [data-ready=true]").waitFor()
    const list = page.locator(track)
    await list.scrollIntoViewIfNeeded()
    const link = page.locator(`${track} > li`).first().getByRole("link")
    const box = (await link.boundingBox())!
    const opened: string[] = []
    context.on("page", popup => opened.push(popup.url()))
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2, { steps: 8 })
    await expect(list.evaluate(el => el.scrollLeft)).resolves.toBeGreaterThanOrEqual(150)
    await page.mouse.up()
    await page.waitForTimeout(500)
    expect(opened).toEqual([])
    await expect(page.evaluate(() => location.pathname)).resolves.toBe("/")
    await context.close()
  })
})

describe("testimonial slider", () => {
  const region = (page: Page) => page.getByRole("region", { name: "Testimonials" })
  const quote = (page: Page) => region(page).locator("blockquote").textContent()

  test("advances after 5000 ms and holds while hovered or paused", async () => {
    const { page, context } = await visit("/", { clock: true })
    await region(page).and(page.locator("[data-running=true]")).waitFor()
    const start = await quote(page)
    await page.clock.runFor(5100)
    const second = await quote(page)
    expect(second).not.toBe(start)
    await region(page).hover()
    await page.clock.runFor(12000)
    await expect(quote(page)).resolves.toBe(second)
    await page.mouse.move(5, 5)
    await region(page).getByRole("button", { name: "Pause" }).evaluate((el: HTMLElement) => el.click())
    await page.clock.runFor(12000)
    await expect(quote(page)).resolves.toBe(second)
    await expect(region(page).getByRole("button", { name: "Play" }).count()).resolves.toBe(1)
    await context.close()
  })
})

describe("portfolio cards", () => {
  test("more than five tags show +N whose tooltip lists the rest on focus", async () => {
    const { page, context } = await visit("/portfolios")
    const more = page.locator("#all li.more button:visible").first()
    const text = (await more.textContent())!
    expect(text).toMatch(/^\+\d+$/)
    const tooltip = more.locator("xpath=following-sibling::*[@role='tooltip']")
    await expect(tooltip.evaluate(el => getComputedStyle(el).visibility)).resolves.toBe("hidden")
    await more.focus()
    await page.waitForFunction(el => el && getComputedStyle(el).visibility === "visible", await tooltip.elementHandle())
    const hidden = (await tooltip.textContent())!.split(", ")
    expect(hidden).toHaveLength(Number(text.slice(1)))
    const description = await more.evaluate(el => document.getElementById(el.getAttribute("aria-describedby")!)?.textContent)
    expect(description).toBe(hidden.join(", "))
    await context.close()
  })

  test("on mobile a card shows one tag and +N", async () => {
    const { page, context } = await visit("/portfolios", { width: 375, height: 800 })
    const card = page.locator("#all article").first()
    const visibleTags = await card.locator("ul[aria-label=Technologies] > li:visible").count()
    expect(visibleTags).toBe(2)
    await expect(card.locator("li.more button:visible").textContent()).resolves.toMatch(/^\+\d+$/)
    await context.close()
  })

  test("/portfolios#all scrolls smoothly to the list", async () => {
    const { page, context } = await visit("/portfolios#all")
    // The list stops under the 80 px sticky offset (scroll positions are whole pixels, layout is not).
    await page.waitForFunction(() => Math.abs(document.getElementById("all")!.getBoundingClientRect().top) < 81 && window.scrollY > 100)
    await context.close()
  })

  test("every block page's server HTML opens with the hero of its page record", async () => {
    const snapshot = (name: string) => JSON.parse(readFileSync(path.join(__dirname, "..", "content", `${name}.json`), "utf8")) as Record<string, unknown>[]
    const heroes = snapshot("hero_sections")
    const pages = snapshot("pages")
    // Pages built from their blocks (page template) that have a hero section: home, services, industries, about, process.
    const built = pages.filter(page => (page.blocks as unknown[]).length > 0 && page.HeroSectionId).map(page => [blockPagePath(String(page.slug)), page] as const)
    expect(built.map(([pagePath]) => pagePath)).toEqual(expect.arrayContaining(["/", "/services/", "/industries/", "/about/", "/process/"]))
    for (const [pagePath, record] of built) {
      const title = heroes.find(hero => hero.id === record?.HeroSectionId)?.title as string
      const html = await (await fetch(url(pagePath))).text()
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, "") ?? ""
      const text = h1.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&")
      expect([pagePath, text.includes(title)]).toEqual([pagePath, true])
    }
  })

  test("/portfolios shows the hero of its page record (hero key portfolio)", async () => {
    const { page, context } = await visit("/portfolios")
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Work That Moves the Numbers")
    await context.close()
  })

  test("home shows at most 4 projects and View All Projects goes to /portfolios#all", async () => {
    const { page, context } = await visit("/")
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Featured Projects" }) })
    await expect(section.locator("article").count()).resolves.toBe(4)
    await expect(section.getByRole("link", { name: "View All Projects" }).getAttribute("href")).resolves.toBe("/portfolios#all")
    await context.close()
  })
})

describe("portfolio detail", () => {
  test("sections, focus-revealed benefits, percent bars and at most 3 related projects", async () => {
    const { page, context } = await visit("/portfolio/fintech-mobile")
    await expect(page.getByRole("link", { name: "View Project Details" }).getAttribute("href")).resolves.toBe("#overview")
    await expect(page.getByRole("heading", { name: "The Challenge" }).count()).resolves.toBe(1)
    const feature = page.locator("#features article").first()
    const benefits = feature.getByTestId("benefits")
    await expect(benefits.evaluate(el => getComputedStyle(el).opacity)).resolves.toBe("0")
    await feature.focus()
    await page.waitForFunction(el => el && getComputedStyle(el).opacity === "1", await benefits.elementHandle())
    const widths = await page.getByTestId("metric-bar").evaluateAll(els => els.map(el => (el as HTMLElement).style.width))
    const values = await page.locator("#results li strong").allTextContents()
    expect(values.length).toBeGreaterThan(0)
    expect(widths.some(width => width !== "100%")).toBe(true)
    values.forEach((value, i) => expect(widths[i]).toBe(metricBarWidth(value)))
    const related = page.locator("#related article")
    expect(await related.count()).toBeLessThanOrEqual(3)
    for (const card of await related.all()) expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(3)
    await context.close()
  })
})

describe("company pages", () => {
  test("careers lists the open positions with Apply Now under #open-positions", async () => {
    const { page, context } = await visit("/careers")
    const section = page.locator("#open-positions")
    const apply = section.getByRole("link", { name: /^Apply Now/ })
    expect(await apply.count()).toBeGreaterThan(0)
    await expect(section.getByText("No Open Positions").count()).resolves.toBe(0)
    await context.close()
  })

  test("about counts 50, 8 and 5 over 2000 ms in 16 ms steps when the stats are seen", async () => {
    const { page, context } = await visit("/about")
    const stats = "ul[aria-label='Lumenaut in numbers']"
    await page.locator(`${stats}[data-seen=true]`).waitFor()
    await expect(countTimings(page, stats)).resolves.toEqual(Array(3).fill("2000 steps(125)"))
    await expect(shownFigures(page, stats, 2000)).resolves.toEqual(["50+", "8", "5+"])
    await context.close()
  })

  test("quote, process, contact and privacy show their fixed texts", async () => {
    const { page, context } = await visit("/quote")
    await expect(page.getByRole("heading", { name: "Get Quote Page (Coming Soon)" }).count()).resolves.toBe(1)
    await page.goto(url("/process"))
    await expect(page.locator("ol > li h3").count()).resolves.toBe(5)
    await expect(page.locator('a[href="/portfolios"]').count()).resolves.toBeGreaterThan(0)
    await page.goto(url("/contact"))
    await expect(page.getByRole("heading", { name: "Let's Talk", exact: true }).count()).resolves.toBe(1)
    // The map is a plain image, requested once within 100 px of the viewport (NearImg), not at the load event.
    await page.locator('img[data-near-src$="/offices-map.svg"], img[src$="/offices-map.svg"]').first().scrollIntoViewIfNeeded()
    await page.locator('img[src$="/offices-map.svg"]').waitFor()
    await expect(page.locator('img[src$="/offices-map.svg"]').count()).resolves.toBe(1)
    await page.goto(url("/privacy-policy"))
    await expect(page.locator("article section h2").count()).resolves.toBe(15)
    await expect(page.getByText("Effective date: 01/08/2025").count()).resolves.toBe(1)
    await expect(page.getByText(/pending legal review/).count()).resolves.toBe(1)
    await expect(page.getByText(/counsel must confirm/).count()).resolves.toBe(0)
    await context.close()
  })

  test("home industries link Discover More to /industries; auto-pilot opens the booking link", async () => {
    const { page, context } = await visit("/")
    await expect(page.getByRole("link", { name: "Discover More" }).getAttribute("href")).resolves.toBe("/industries")
    const autopilot = page.locator("#auto-pilot").getByRole("link", { name: "Start Your Automation Journey" })
    await expect(autopilot.getAttribute("href")).resolves.toBe("https://calendly.com/lumenaut/30min")
    await context.close()
  })

  test("home has its sections in the spec's order, with an intro and a FAQ whose answers open", async () => {
    const { page, context } = await visit("/")
    const headings = await page.locator("main h2").allTextContents()
    const at = (text: string) => headings.findIndex(h => h.includes(text))
    const order = ["One Team From Idea", "Our Services", "Featured Projects", "Why Work With Us", "We Serve", "Frequently Asked Questions", "Ready to Scale"].map(at)
    expect(order.every(index => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    const question = page.locator("#faq summary").first()
    await question.focus()
    await page.keyboard.press("Enter")
    await expect(page.locator("#faq details").first().getAttribute("open")).resolves.toBe("")
    await context.close()
  })

  test("an industry page has its sections in order with Featured and Popular badges", async () => {
    const { page, context } = await visit("/industries/education")
    const order = await page.locator("main section[id]").evaluateAll(els => els.map(el => el.id))
    const wanted = ["overview", "challenges", "services", "technology", "success-stories", "cta"]
    expect(order.filter(id => wanted.includes(id))).toEqual(wanted)
    await expect(page.getByText("Featured", { exact: true }).count()).resolves.toBeGreaterThan(0)
    await expect(page.getByText("Popular", { exact: true }).count()).resolves.toBeGreaterThan(0)
    await expect(page.getByRole("link", { name: "Explore Our Work" }).first().getAttribute("href")).resolves.toBe("/portfolios")
    // Section headings fit their cut: none ends in an ellipsis.
    const sectionHeadings = await page.locator("main section h2").allTextContents()
    expect(sectionHeadings.filter(text => text.endsWith("..."))).toEqual([])
    await context.close()
  })
})
