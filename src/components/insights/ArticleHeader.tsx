/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Container } from "../ui/Container"
import { Picture } from "../ui/Picture"
import { SiteLink } from "../ui/SiteLink"
import { INSIGHTS_PATH, authorPath, publishedOn, topicPath } from "../../content/articles"
import { fillInParts } from "../../content/words"
import { mq, theme } from "../../styles/theme"
import { readingTime } from "./article-card"
import type { InsightsWords } from "./words"

export interface ArticleHeaderProps {
  title: string
  summary?: string | null
  publishDate?: string | null
  readingMinutes: number
  topics: readonly { id: string; slug: string | null; name: string | null }[]
  author?: { slug: string | null; name: string | null; role?: string | null } | null
  cover?: { image: import("gatsby-plugin-image").IGatsbyImageData; alt: string } | null
  words: InsightsWords
}

const header = css`
  padding-block: 3rem 2rem;
  .inner { max-inline-size: ${theme.reading}px; margin-inline: auto; }
  .topics { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; margin: 0 0 1.25rem; padding: 0; font-weight: 600; font-size: .85rem; }
  .topics a {
    display: inline-block; padding: .3rem .8rem; border-radius: ${theme.radius.pill}; text-decoration: none;
    color: ${theme.color.primary}; background: ${theme.color.surfaceAlt}; border: 1px solid ${theme.color.border};
  }
  .topics a:hover { border-color: ${theme.color.primary}; }
  h1 { font-size: clamp(2rem, 5.5vw, 3rem); color: ${theme.color.navy}; margin: 0 0 1rem; }
  .summary { font-size: 1.2rem; line-height: 1.6; color: ${theme.color.textMuted}; margin: 0 0 1.5rem; }
  .byline { display: flex; flex-wrap: wrap; gap: .25rem 1rem; color: ${theme.color.textMuted}; margin: 0; }
  .byline a { font-weight: 600; }
  .cover { display: block; margin-top: 2rem; border-radius: ${theme.radius.lg}; overflow: hidden; aspect-ratio: 1200 / 630; background: ${theme.color.surfaceAlt}; }
  .cover img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
  ${mq.lg} { padding-block: 4.5rem 2rem; }
`

/** An article's top: its topics, title, summary, author, date and reading time, then its cover (the page's largest paint). */
export function ArticleHeader({ title, summary, publishDate, readingMinutes, topics, author, cover, words }: ArticleHeaderProps) {
  const date = publishedOn(publishDate, words.language)
  // The byline's words around the author's linked name ("By {name}, {role}").
  const byline = author?.slug && fillInParts(author.role ? words.byRole : words.by, {
    name: <SiteLink key="name" to={authorPath(author.slug)}>{author.name}</SiteLink>,
    role: <span key="role">{author.role}</span>,
  })
  return (
    <header css={header}>
      <Container>
        <div className="inner">
          <ul className="topics" aria-label={words.topics}>
            <li><SiteLink to={INSIGHTS_PATH}>{words.insights}</SiteLink></li>
            {topics.map(topic => topic.slug && <li key={topic.id}><SiteLink to={topicPath(topic.slug)}>{topic.name}</SiteLink></li>)}
          </ul>
          <h1>{title}</h1>
          {summary && <p className="summary">{summary}</p>}
          <p className="byline">
            {byline && <span>{byline}</span>}
            {date && publishDate && <time dateTime={publishDate}>{date}</time>}
            <span>{readingTime(readingMinutes, words)}</span>
          </p>
          {cover && <Picture className="cover" data={cover.image} alt={cover.alt} highPriority />}
        </div>
      </Container>
    </header>
  )
}
