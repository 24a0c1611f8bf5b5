import { articleCard } from "../../../src/components/insights/article-card"

const base = {
  id: "n1", slug: "rag-that-works", title: "RAG that works", summary: "What matters.", publishDate: "2026-10-02T09:00:00.000Z", readingMinutes: 6,
  coverAlt: "A stack of documents", coverUrl: null, cover: null, topics: [{ id: "t1", slug: "ai-development", name: "AI Development" }], author: null,
} as unknown as Queries.ArticleCardFieldsFragment
const EN = { readingTime: "{minutes} min read", language: "en" } as const

test("an article's card links to it, labelled with its first topic, its reading time and date under the title", () => {
  const card = articleCard(base, EN)
  expect(card).toMatchObject({
    title: "RAG that works", link: "/insights/rag-that-works", text: "What matters.", badge: { text: "AI Development", at: "label" },
    detail: { icon: "clock", text: "6 min read" }, caption: "2 October 2026",
  })
  // No cover: no picture (never an empty image).
  expect(card.picture).toBeUndefined()
  expect(articleCard({ ...base, coverUrl: "/assets/cover.webp" }, EN).picture?.image).toMatchObject({ src: "/assets/cover.webp", alt: "A stack of documents" })
  expect(articleCard({ ...base, topics: [] }, EN).badge).toBeUndefined()
})

test("an article without a date still says how long it takes", () => {
  const card = articleCard({ ...base, publishDate: null }, EN)
  expect(card.caption).toBeUndefined()
  expect(card.detail?.text).toBe("6 min read")
})

test("an Arabic or Turkish card says its reading time in the settings' words and its date in its language", () => {
  expect(articleCard(base, { readingTime: "مدة القراءة: {minutes} دقيقة", language: "ar" })).toMatchObject({ detail: { text: "مدة القراءة: 6 دقيقة" }, caption: "2 أكتوبر 2026" })
  expect(articleCard(base, { readingTime: "{minutes} dk okuma", language: "tr" })).toMatchObject({ detail: { text: "6 dk okuma" }, caption: "2 Ekim 2026" })
})
