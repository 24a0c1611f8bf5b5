/** What an article's card shows (ArticleCards.tsx), from its data: pure, unit-tested. */
import type { CardProps } from "../sections/Card"
import { imageRef } from "../../content/images"
import { articlePath, publishedOn } from "../../content/articles"

/** The height of a card's cover on the grid (640 × 360 as processed). */
export const COVER_HEIGHT = 200

/** How long an article takes to read ("5 min read"). */
export const readingTime = (minutes: number) => `${minutes} min read`

/** An article's card: its cover, its first topic, its title linking to it, its reading time, date and summary. */
export function articleCard(article: Queries.ArticleCardFieldsFragment): CardProps {
  const cover = article.cover || article.coverUrl ? imageRef(article.cover, article.coverUrl, "", article.coverAlt ?? "") : null
  const topic = article.topics[0]?.name
  return {
    ...(cover && { picture: { image: cover, height: COVER_HEIGHT } }),
    ...(topic && { badge: { text: topic, at: "label" as const } }),
    title: article.title ?? "",
    link: articlePath(article.slug ?? ""),
    text: article.summary ?? "",
    detail: { icon: "clock", text: readingTime(article.readingMinutes) },
    ...(article.publishDate && { caption: publishedOn(article.publishDate) }),
    gap: 0.6,
    lift: true,
  }
}
