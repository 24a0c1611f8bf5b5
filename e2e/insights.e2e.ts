import { readFileSync } from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { seriousViolations } from "./support/axe"
import { hydrated } from "./support/poll"
import { languageOf } from "../src/content/languages"
import { FEEDS, WRITTEN_IN } from "../src/content/articles"
import type { LanguageCode } from "../src/content/languages"
import { fillIn } from "../src/content/words"
import { IMAGE_STATE_ATTRIBUTE } from "../src/lib/image-states"

/** The embedded content's insights, as the editors left them (content/). */
const content = <T,>(name: string): T => JSON.parse(readFileSync(path.join(__dirname, "..", "content", `${name}.json`), "utf8")) as T
type Article = { id: number; slug: string; title: string; publish_date: string; author: number; article_topics: { topics_id: number }[]; status: string }
const articles = content<Article[]>("articles").filter(article => article.status === "published")
  .sort((a, b) => b.publish_date.localeCompare(a.publish_date))
const authors = content<{ id: number; slug: string; name: string; role: string; bio: string }[]>("authors")
const topics = content<{ id: number; slug: string; name: string }[]>("topics")
const labels = content<{ insights_all_label: string; insights_about_author: string; insights_related_heading: string; insights_feed_title: string }>("settings")
const topicIds = (article: Article) => article.article_topics.map(topic => topic.topics_id)
const PER_PAGE = 6
/** The feeds' names a page's head gives, in the order of FEEDS: the settings' words in its language. */
const feedTitles = (words: string) => FEEDS.map(feed => fillIn(words, { format: feed.title }))
/** The names of the feeds a page's head links (a document's, or the HTML of one: the not-found page's, as served). */
const linkedFeedTitles = (page: Page, html?: string) => page.evaluate(source => {
  const doc = source === undefined ? document : new DOMParser().parseFromString(source, "text/html")
  return Array.from(doc.querySelectorAll('head link[rel="alternate"][type]'), link => link.getAttribute("title"))
}, html)
const SITE_URL = (process.env.SITE_URL || "https://www.lumenaut.dev").replace(/\/+$/, "")

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function visit(pathname: string, width = 1440) {
  const session = await openSession(browser, { width, height: width < 768 ? 800 : 900, priorConsent: "rejected" })
  await session.page.goto(url(pathname), { waitUntil: "load" })
  await hydrated(session.page, "main")
  return session
}

/** The titles of the article cards in the page's main list (not the related ones). */
const cardTitles = (page: Page, list = "main ul[aria-label]") =>
  page.locator(`${list} article :is(h2, h3)`).allTextContents()

test("the insights list every published article newest first, six a page; Older and Newer walk its pages", async () => {
  expect(articles.length).toBeGreaterThan(PER_PAGE)
  const { page, context } = await visit("/insights/")
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy()
  await expect(cardTitles(page)).resolves.toEqual(articles.slice(0, PER_PAGE).map(article => article.title))
  const pages = page.getByRole("navigation", { name: "Pages" })
  await expect(pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe("page")
  await pages.getByRole("link", { name: "Older" }).click()
  await page.waitForURL(/\/insights\/page\/2\/?$/)
  await expect(cardTitles(page)).resolves.toEqual(articles.slice(PER_PAGE, 2 * PER_PAGE).map(article => article.title))
  await expect(page.title()).resolves.toMatch(/\(page 2\)/)
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Newer" }).click()
  await page.waitForURL(/\/insights\/?$/)
  await expect(cardTitles(page)).resolves.toEqual(articles.slice(0, PER_PAGE).map(article => article.title))
  await context.close()
})

test("a list's card titles are the headings under its h1; on a phone its first cover, the largest paint, is preloaded and asked for first", async () => {
  const { page, context } = await visit("/insights/", 412)
  const list = page.locator("main ul[aria-label]")
  await expect(list.getByRole("heading", { level: 2 }).allTextContents()).resolves.toEqual(articles.slice(0, PER_PAGE).map(article => article.title))
  await expect(list.getByRole("heading", { level: 3 }).count()).resolves.toBe(0)
  const cover = list.locator("article picture").first()
  await expect(cover.locator("img").getAttribute("fetchpriority")).resolves.toBe("high")
  // Shown as it arrives: Chromium reports a largest paint only once a fade has ended.
  await page.waitForFunction(state => document.querySelector(`main ul[aria-label] [${state}="loaded"]`) !== null, IMAGE_STATE_ATTRIBUTE)
  await expect(cover.locator("img").evaluate(img => [getComputedStyle(img).opacity, getComputedStyle(img).transitionDuration])).resolves.toEqual(["1", "0s"])
  const preloads = await page.locator('head link[rel="preload"][as="image"]').evaluateAll(links => links.map(link => link.getAttribute("imagesrcset")))
  expect(preloads).toEqual([await cover.locator('source[type="image/avif"]').getAttribute("srcset")])
  // The other covers wait until they come near the viewport.
  await expect(list.locator("article picture").last().locator("img").getAttribute("src")).resolves.toBeNull()
  await context.close()
})

test("an article shows its topics, author, date and reading time, its body and call to action, who wrote it and related articles", async () => {
  const article = articles.find(candidate => articles.some(other => other !== candidate && topicIds(other).some(id => topicIds(candidate).includes(id))))!
  const author = authors.find(entry => entry.id === article.author)!
  const { page, context } = await visit(`/insights/${article.slug}/`)
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(article.title)
  const topicLinks = page.getByRole("list", { name: "Topics" }).getByRole("link")
  const expectedTopics = topicIds(article).map(id => topics.find(topic => topic.id === id)!)
  await expect(topicLinks.allTextContents()).resolves.toEqual(["Insights", ...expectedTopics.map(topic => topic.name)])
  await expect(page.locator("header time").getAttribute("datetime")).resolves.toBe(new Date(article.publish_date).toISOString())
  await expect(page.locator("main header").textContent()).resolves.toMatch(new RegExp(`By ${author.name}, ${author.role}.*\\d+ min read`))
  // The body's sections have headings of their own; the shared call to action ends it.
  expect(await page.locator("main h2[id]").count()).toBeGreaterThan(2)
  await expect(page.getByRole("button", { name: "Book a Free Consultation" }).or(page.getByRole("link", { name: "Book a Free Consultation" })).count()).resolves.toBeGreaterThan(0)
  await expect(page.getByRole("complementary", { name: labels.insights_about_author.replace("{name}", author.name) }).textContent()).resolves.toContain(author.bio)
  await expect(page.getByRole("heading", { name: labels.insights_related_heading }).isVisible()).resolves.toBe(true)
  // Related: articles sharing a topic, never the article itself.
  const related = await cardTitles(page, 'section[aria-labelledby="related-insights"]')
  expect(related.length).toBeGreaterThan(0)
  expect(related).not.toContain(article.title)
  for (const title of related) {
    const other = articles.find(candidate => candidate.title === title)!
    expect(topicIds(other).some(id => topicIds(article).includes(id))).toBe(true)
  }
  // Its structured data is a BlogPosting with its headline, date, author and canonical address.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const posting = jsonLd.map(text => JSON.parse(text)).flat().find(item => item["@type"] === "BlogPosting")
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
  expect(posting).toMatchObject({ headline: article.title, datePublished: new Date(article.publish_date).toISOString(), url: canonical, author: { "@type": "Person", name: author.name } })
  await context.close()
})

test("a topic's page lists its articles only; an author's lists theirs, with their role and bio", async () => {
  const topic = topics.find(entry => articles.some(article => topicIds(article).includes(entry.id)))!
  const ofTopic = articles.filter(article => topicIds(article).includes(topic.id))
  const topicPage = await visit(`/insights/topic/${topic.slug}/`)
  await expect(topicPage.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(topic.name)
  await expect(cardTitles(topicPage.page)).resolves.toEqual(ofTopic.slice(0, PER_PAGE).map(article => article.title))
  await topicPage.page.getByRole("link", { name: labels.insights_all_label }).click()
  await topicPage.page.waitForURL(/\/insights\/?$/)
  await topicPage.context.close()

  const author = authors[0]
  const authorPage = await visit(`/insights/author/${author.slug}/`)
  await expect(authorPage.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(author.name)
  await expect(authorPage.page.locator("main header").textContent()).resolves.toContain(author.role)
  await expect(authorPage.page.locator("main header").textContent()).resolves.toContain(author.bio)
  await expect(cardTitles(authorPage.page)).resolves.toEqual(articles.filter(article => article.author === author.id).map(article => article.title))
  await authorPage.context.close()
})

test("the home page's latest insights are the newest articles, each opening its page, and a button leads to all of them", async () => {
  type RecordsBlock = { id: number; layout: string; heading: string; limit: number | null; buttons: { text: string; link: string }[] | null }
  const block = content<RecordsBlock[]>("block_records").find(entry => entry.layout === "articles")!
  const { page, context } = await visit("/", 375)
  const section = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: block.heading }) })
  const shown = articles.slice(0, block.limit ?? articles.length)
  await expect(section.locator("article h3").allTextContents()).resolves.toEqual(shown.map(article => article.title))
  const button = block.buttons![0]
  await expect(section.getByRole("link", { name: button.text }).getAttribute("href")).resolves.toBe(button.link)
  await section.getByRole("link", { name: shown[0].title }).click()
  await page.waitForURL(new RegExp(`/insights/${shown[0].slug}/?$`))
  await context.close()
})

test("a picture an editor placed in an article's text is the site's own copy: it loads, with its alt text and size, within the column on a phone", async () => {
  type RichText = { id: number; sections: { body: string }[] }
  const withPicture = content<RichText[]>("block_rich_text").find(block => block.sections.some(section => section.body.includes("<img")))!
  const [, fileId, alt] = /<img src="[^"]*\/assets\/([0-9a-f-]{36})[^"]*" alt="([^"]*)"/.exec(withPicture.sections.map(section => section.body).join(""))!
  const file = content<{ id: string; width: number; height: number }[]>("files").find(entry => entry.id === fileId)!
  const article = content<(Article & { blocks: { item: string }[] })[]>("articles").find(entry => entry.blocks.some(block => block.item === String(withPicture.id)))!
  for (const width of [375, 1440]) {
    const { page, context } = await visit(`/insights/${article.slug}/`, width)
    const picture = page.getByRole("img", { name: alt })
    await picture.scrollIntoViewIfNeeded()
    await page.waitForFunction(img => (img as HTMLImageElement).complete, await picture.elementHandle())
    const shown = await picture.evaluate(img => {
      const { left, right } = img.getBoundingClientRect()
      return { src: (img as HTMLImageElement).currentSrc, natural: (img as HTMLImageElement).naturalWidth, left, right, viewport: window.innerWidth, width: img.getAttribute("width"), height: img.getAttribute("height") }
    })
    expect(new URL(shown.src).pathname).toMatch(/^\/static\/[0-9a-f]{16}\/[\w.-]+-\d+\.webp$/)
    expect(new URL(shown.src).origin).toBe(new URL(url("/")).origin)
    expect(shown.natural).toBeGreaterThan(0)
    expect(Number(shown.width) / Number(shown.height)).toBeCloseTo(file.width / file.height, 2)
    expect(shown.left).toBeGreaterThanOrEqual(0)
    expect(shown.right).toBeLessThanOrEqual(shown.viewport)
    await context.close()
  }
})

test("a card is reached by keyboard and opens its article", async () => {
  const { page, context } = await visit("/insights/", 375)
  const first = page.locator("main ul[aria-label] article h2 a").first()
  for (let step = 0; step < 40 && !(await first.evaluate(link => link === document.activeElement)); step++) await page.keyboard.press("Tab")
  await expect(first.evaluate(link => link === document.activeElement)).resolves.toBe(true)
  await page.keyboard.press("Enter")
  await page.waitForURL(new RegExp(`/insights/${articles[0].slug}/?$`))
  // The address changes as the navigation starts; the new page renders after it.
  await page.getByRole("heading", { level: 1, name: articles[0].title, exact: true }).waitFor()
  await context.close()
})

test("every page links the feeds; each is valid, lists the articles newest first, its links absolute and each one a page of the site", async () => {
  const { page, context } = await visit("/about/")
  // Feeds are the alternates with a type; the others are the page in other languages (hreflang).
  const links = await page.locator('head link[rel="alternate"][type]').evaluateAll(elements => elements.map(link => [link.getAttribute("type"), link.getAttribute("href")]))
  expect(links).toEqual(expect.arrayContaining([["application/rss+xml", "/insights/rss.xml"], ["application/atom+xml", "/insights/atom.xml"]]))
  await expect(linkedFeedTitles(page)).resolves.toEqual(["Lumenaut Insights (RSS)", "Lumenaut Insights (Atom)", "Lumenaut Insights (JSON Feed)"])
  for (const [type, href] of links) {
    const response = await page.request.get(url(href!))
    expect(response.status()).toBe(200)
    const text = await response.text()
    const entries = type === "application/feed+json"
      ? (JSON.parse(text) as { items: { url: string }[] }).items.map(item => item.url)
      : await page.evaluate(([xml, tag]) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml")
        if (doc.getElementsByTagName("parsererror").length > 0) throw new Error(`not well-formed: ${doc.getElementsByTagName("parsererror")[0].textContent}`)
        return Array.from(doc.querySelectorAll(tag), node => node.getAttribute("href") ?? node.textContent ?? "")
      }, [text, type === "application/rss+xml" ? "item > link" : "entry > link"] as const)
    expect(entries).toEqual(articles.map(article => `${SITE_URL}/insights/${article.slug}`))
    for (const entry of entries.slice(0, 2)) expect((await page.request.get(url(new URL(entry).pathname))).status()).toBe(200)
  }
  await context.close()
})

/** A record's translation in a language, as content/ holds it. */
type Row = { languages_code: string; status?: string; slug?: string; title?: string; name?: string; role?: string }
type Translated = { translations?: Row[] }
const rowIn = (record: Translated, language: LanguageCode) => record.translations?.find(row => row.languages_code === language)
const settingsIn = (language: LanguageCode) => rowIn(content<Translated>("settings"), language) as Row & Record<string, string>
/** The seed's first article with a published translation in each language, and its address there. */
const translatedArticle = (language: LanguageCode) => {
  const article = content<(Article & Translated)[]>("articles").find(entry => rowIn(entry, language)?.status === "published")!
  const row = rowIn(article, language)!
  return { article, row, path: `/${language}/insights/${row.slug ?? article.slug}` }
}

describe.each(["ar", "tr"] as const)("in %s", language => {
  test("an article speaks the page's language: its words, date and reading time, and its links stay in the language", async () => {
    const { article, row, path: articlePath } = translatedArticle(language)
    const words = settingsIn(language)
    const topic = content<(Translated & { id: number; slug: string; name: string })[]>("topics").find(entry => entry.id === topicIds(article)[0])!
    const topicRow = rowIn(topic, language)!
    const author = content<(Translated & { id: number; name: string; role: string })[]>("authors").find(entry => entry.id === article.author)!
    const { page, context } = await visit(`${articlePath}/`, 375)
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe(languageOf(language).direction)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(row.title)
    const topicList = page.getByRole("list", { name: words.insights_topics_label })
    await expect(topicList.getByRole("link").allTextContents()).resolves.toEqual([words.insights_label, topicRow.name])
    const header = (await page.locator("main header").textContent())!
    const authorRow = rowIn(author, language)
    expect(header).toContain(fillIn(words.insights_by_role_label, { name: authorRow?.name ?? author.name, role: authorRow?.role ?? author.role }))
    expect(header).toContain(new Intl.DateTimeFormat(WRITTEN_IN[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(article.publish_date)))
    expect(header).toMatch(new RegExp(words.insights_reading_time.replace("{minutes}", "\\d+")))
    // Its topic's page is the language's, listing the article; its back link leads to the language's list of all.
    await topicList.getByRole("link", { name: topicRow.name }).click()
    await page.waitForURL(new RegExp(`/${language}/insights/topic/${topicRow.slug ?? topic.slug}/?$`))
    await expect(page.getByRole("heading", { level: 1, name: topicRow.name }).isVisible()).resolves.toBe(true)
    await expect(cardTitles(page)).resolves.toEqual([row.title])
    await page.getByRole("link", { name: words.insights_all_label }).click()
    await page.waitForURL(new RegExp(`/${language}/insights/?$`))
    await expect(cardTitles(page)).resolves.toContain(row.title)
    await context.close()
  })

  test("the language's feeds list its own articles at their addresses, and its pages link them by names in its words", async () => {
    const { path: articlePath } = translatedArticle(language)
    const { page, context } = await visit(`/${language}/about/`)
    const feeds = await page.locator('head link[rel="alternate"][type]').evaluateAll(elements => elements.map(link => link.getAttribute("href")))
    expect(feeds).toEqual([`/${language}/insights/rss.xml`, `/${language}/insights/atom.xml`, `/${language}/insights/feed.json`])
    const names = feedTitles(settingsIn(language).insights_feed_title)
    expect(names.every(name => !name.startsWith("Lumenaut Insights"))).toBe(true)
    await expect(linkedFeedTitles(page)).resolves.toEqual(names)
    // The not-found page the host answers under the language's prefix names them alike.
    const notFound = await page.request.get(url(`/${language}/no-such-page/`))
    expect(notFound.status()).toBe(404)
    await expect(linkedFeedTitles(page, await notFound.text())).resolves.toEqual(names)
    const rss = await (await page.request.get(url(feeds[0]!))).text()
    const items = await page.evaluate(xml => Array.from(new DOMParser().parseFromString(xml, "application/xml").querySelectorAll("item > link"), link => link.textContent), rss)
    expect(items).toEqual([`${SITE_URL}${articlePath}`])
    await context.close()
  })
})

describe.each([375, 1440])("at %i px", width => {
  test.each(["/insights/", `/insights/${articles[0].slug}/`, "/ar/insights/", `${translatedArticle("ar").path}/`])("%s has no serious axe violation and no sideways scroll", async pathname => {
    const { page, context } = await visit(pathname, width)
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0)
    await expect(seriousViolations(page)).resolves.toEqual([])
    await context.close()
  })
})
