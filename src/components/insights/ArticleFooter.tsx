/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Container } from "../ui/Container"
import { SiteLink } from "../ui/SiteLink"
import { authorPath } from "../../content/articles"
import { fillIn } from "../../content/words"
import { theme } from "../../styles/theme"
import { ArticleCards } from "./ArticleCards"
import type { InsightsWords } from "./words"

export interface ArticleFooterProps {
  author?: { slug: string | null; name: string | null; role?: string | null; bio?: string | null } | null
  related: readonly Queries.ArticleCardFieldsFragment[]
  words: InsightsWords
}

const footer = css`
  padding-block: 2rem 4.5rem;
  .author { max-inline-size: ${theme.reading}px; margin: 0 auto 3.5rem; padding: 1.5rem; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; }
  .author h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  .author p { margin: 0 0 .75rem; color: ${theme.color.textMuted}; line-height: 1.7; }
  .related h2 { font-size: clamp(1.5rem, 3.5vw, 2rem); color: ${theme.color.navy}; margin: 0 0 1.5rem; }
`

/** Under an article: who wrote it (with a link to their articles), then the related articles. */
export function ArticleFooter({ author, related, words }: ArticleFooterProps) {
  const name = author?.name ?? ""
  return (
    <div css={footer}>
      <Container>
        {author?.slug && (
          <aside className="author" aria-labelledby="about-author">
            <h2 id="about-author">{fillIn(words.aboutAuthor, { name }) || name}</h2>
            {author.bio && <p>{author.bio}</p>}
            <SiteLink to={authorPath(author.slug)}>{fillIn(words.moreFrom, { name }) || name}</SiteLink>
          </aside>
        )}
        {related.length > 0 && words.related && (
          <section className="related" aria-labelledby="related-insights">
            <h2 id="related-insights">{words.related}</h2>
            <ArticleCards articles={related} words={words} />
          </section>
        )}
      </Container>
    </div>
  )
}
