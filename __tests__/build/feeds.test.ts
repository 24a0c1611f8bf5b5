import { FEED_SIZE, insightsFeeds } from "../../src/build/feeds"

const article = (n: number, date: string) => ({
  path: `/insights/article-${n}`, title: `Article ${n} & more`, summary: `Summary ${n}`, publishDate: date,
  author: { name: "Amna Siddiqui", path: "/insights/author/amna-siddiqui" }, topics: [{ name: "Automation" }],
})
const SITE = "https://www.lumenaut.dev"
const feeds = (articles = [article(1, "2026-10-01T09:00:00.000Z"), article(2, "2026-11-18T09:00:00.000Z")]) =>
  Object.fromEntries(insightsFeeds({ language: "en", articles, siteUrl: SITE, title: "Insights | Lumenaut", description: "Notes" }).map(file => [file.path, file.text]))
const xml = (text: string) => {
  const doc = new DOMParser().parseFromString(text, "application/xml")
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0)
  return doc
}

test("RSS lists the articles newest first with absolute links, their authors and topics", () => {
  const doc = xml(feeds()["/insights/rss.xml"])
  expect(doc.querySelector("channel > title")?.textContent).toBe("Insights | Lumenaut")
  expect(doc.querySelector("channel > link")?.textContent).toBe(`${SITE}/insights`)
  const items = Array.from(doc.querySelectorAll("item"))
  expect(items.map(item => item.querySelector("title")?.textContent)).toEqual(["Article 2 & more", "Article 1 & more"])
  expect(items.map(item => item.querySelector("link")?.textContent)).toEqual([`${SITE}/insights/article-2`, `${SITE}/insights/article-1`])
  expect(items[0].querySelector("pubDate")?.textContent).toBe(new Date("2026-11-18T09:00:00.000Z").toUTCString())
  expect(items[0].querySelector("category")?.textContent).toBe("Automation")
})

test("Atom and JSON Feed carry the same entries, each with its own address", () => {
  const files = feeds()
  const atom = xml(files["/insights/atom.xml"])
  expect(Array.from(atom.querySelectorAll("entry > link"), link => link.getAttribute("href"))).toEqual([`${SITE}/insights/article-2`, `${SITE}/insights/article-1`])
  expect(atom.querySelector("feed > link[rel=self]")?.getAttribute("href")).toBe(`${SITE}/insights/atom.xml`)
  const json = JSON.parse(files["/insights/feed.json"]) as { feed_url: string; items: { url: string; authors?: { url: string }[] }[] }
  expect(json.feed_url).toBe(`${SITE}/insights/feed.json`)
  expect(json.items.map(item => item.url)).toEqual([`${SITE}/insights/article-2`, `${SITE}/insights/article-1`])
})

test(`a feed carries the newest ${FEED_SIZE} articles`, () => {
  const many = Array.from({ length: FEED_SIZE + 5 }, (_, n) => article(n, new Date(Date.UTC(2026, 0, n + 1)).toISOString()))
  const items = xml(feeds(many)["/insights/rss.xml"]).querySelectorAll("item")
  expect(items).toHaveLength(FEED_SIZE)
  expect(items[0].querySelector("title")?.textContent).toBe(`Article ${FEED_SIZE + 4} & more`)
})

test("a translation's feeds are under its prefix, in its language, each entry at the page the build made in it", () => {
  const files = Object.fromEntries(insightsFeeds({
    language: "tr", siteUrl: SITE, title: "İçgörüler | Lumenaut", description: "Notlar",
    articles: [{ ...article(1, "2026-10-01T09:00:00.000Z"), path: "/tr/insights/ilk-yazi", author: { name: "Amna Siddiqui", path: "/tr/insights/author/amna-siddiqui" } }],
  }).map(file => [file.path, file.text]))
  expect(Object.keys(files)).toEqual(["/tr/insights/rss.xml", "/tr/insights/atom.xml", "/tr/insights/feed.json"])
  const rss = xml(files["/tr/insights/rss.xml"])
  expect(rss.querySelector("channel > language")?.textContent).toBe("tr")
  expect(rss.querySelector("channel > link")?.textContent).toBe(`${SITE}/tr/insights`)
  expect(rss.querySelector("item > link")?.textContent).toBe(`${SITE}/tr/insights/ilk-yazi`)
  expect(xml(files["/tr/insights/atom.xml"]).querySelector("entry > author > uri")?.textContent).toBe(`${SITE}/tr/insights/author/amna-siddiqui`)
  expect((JSON.parse(files["/tr/insights/feed.json"]) as { feed_url: string }).feed_url).toBe(`${SITE}/tr/insights/feed.json`)
})
