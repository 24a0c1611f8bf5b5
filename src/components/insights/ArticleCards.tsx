import { Card } from "../sections/Card"
import { CardGrid } from "../sections/CardGrid"
import { articleCard } from "./article-card"
import type { ArticleWords } from "./article-card"

interface ArticleCardsProps {
  articles: readonly Queries.ArticleCardFieldsFragment[]
  words: ArticleWords
  label?: string
  /**
   * The list is its page's content (a list of insights): its titles are the headings under the page's
   * h1, and its first cover, in a phone's first screen, is the page's largest paint.
   */
  asPageContent?: boolean
}

/** Articles as a grid of cards: one column on phones, two from md, three from lg. */
export function ArticleCards({ articles, words, label, asPageContent = false }: ArticleCardsProps) {
  return (
    <CardGrid items={articles} keyOf={article => article.id} columns={{ md: 2, lg: 3 }} gap={1.5} label={label}>
      {(article, index) => {
        const card = articleCard(article, words)
        if (!asPageContent) return <Card {...card} />
        // Level 2 at the size the raised surface gives a level-3 title (cardStyle), so the list looks the same.
        return <Card {...card} level={2} titleSize={1.2} picture={card.picture && { ...card.picture, largestPaint: index === 0 }} />
      }}
    </CardGrid>
  )
}
