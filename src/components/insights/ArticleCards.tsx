import { Card } from "../sections/Card"
import { CardGrid } from "../sections/CardGrid"
import { articleCard } from "./article-card"
import type { ArticleWords } from "./article-card"

/** Articles as a grid of cards: one column on phones, two from md, three from lg. */
export function ArticleCards({ articles, words, label }: { articles: readonly Queries.ArticleCardFieldsFragment[]; words: ArticleWords; label?: string }) {
  return (
    <CardGrid items={articles} keyOf={article => article.id} columns={{ md: 2, lg: 3 }} gap={1.5} label={label}>
      {article => <Card {...articleCard(article, words)} />}
    </CardGrid>
  )
}
