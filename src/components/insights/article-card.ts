/** What an article's card shows (ArticleCards.tsx), from its data: pure, unit-tested. */
import type { CardProps } from "../sections/Card"
import { imageRef } from "../../content/images"
import { articlePath, publishedOn } from "../../content/articles"
import type { LanguageCode } from "../../content/languages"
import { fillIn } from "../../content/words"

/** The height of a card's cover on the grid (640 × 360 as processed). */
export const COVER_HEIGHT = 200

/** What a card says besides its article: the reading time's words (the settings', `{minutes}`) and the language of its date. */
export interface ArticleWords {
  readingTime: string
  language: LanguageCode
}

/** How long an article takes to read ("5 min read"), in the words' language. */
export const readingTime = (minutes: number, words: ArticleWords) => fillIn(words.readingTime, { minutes })

/** An article's card: its cover, its first topic, its title linking to it, its reading time, date and summary. */
export function articleCard(article: Queries.ArticleCardFieldsFragment, words: ArticleWords): CardProps {
  const cover = article.cover || article.coverUrl ? imageRef(article.cover, article.coverUrl, "", article.coverAlt ?? "") : null
  const topic = article.topics[0]?.name
  return {
    ...(cover && { picture: { image: cover, height: COVER_HEIGHT } }),
    ...(topic && { badge: { text: topic, at: "label" as const } }),
    title: article.title ?? "",
    link: articlePath(article.slug ?? ""),
    text: article.summary ?? "",
    detail: { icon: "clock", text: readingTime(article.readingMinutes, words) },
    ...(article.publishDate && { caption: publishedOn(article.publishDate, words.language) }),
    gap: 0.6,
    lift: true,
  }
}
