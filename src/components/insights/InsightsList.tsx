/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Container } from "../ui/Container"
import { SiteLink } from "../ui/SiteLink"
import { FEEDS, INSIGHTS_PATH, WRITTEN_IN } from "../../content/articles"
import { localisedPath } from "../../content/languages"
import { fillIn } from "../../content/words"
import { NOT_SEARCHED } from "../../lib/search-marks"
import { mq, theme } from "../../styles/theme"
import { ArticleCards } from "./ArticleCards"
import { Pagination } from "./Pagination"
import type { InsightsWords } from "./words"

export interface InsightsListProps {
  heading: string
  intro?: string | null
  /** Over the heading: a link back to every insight (a topic's or an author's list). */
  backLink?: boolean
  /** Under the heading (an author's role). */
  detail?: string | null
  articles: readonly Queries.ArticleCardFieldsFragment[]
  /** The list's English path (a site link finds its page in the words' language). */
  base: string
  number: number
  count: number
  words: InsightsWords
}

const page = css`
  padding-block: 3.5rem 5rem; background: ${theme.color.surfaceAlt};
  header { max-inline-size: 760px; margin-bottom: 2.5rem; }
  h1 { font-size: clamp(2rem, 5vw, 2.75rem); color: ${theme.color.navy}; margin: 0 0 .75rem; }
  .back { display: inline-block; margin-bottom: 1rem; font-weight: 600; }
  header .detail { color: ${theme.color.primary}; font-weight: 600; margin: 0 0 .75rem; }
  .intro { color: ${theme.color.textMuted}; font-size: 1.1rem; line-height: 1.7; margin: 0; }
  .feeds { margin: 1rem 0 0; font-size: .95rem; color: ${theme.color.textMuted}; }
  ${mq.lg} { padding-block: 4.5rem 6rem; }
`

/** The language's feeds, joined as its language joins a choice ("RSS, Atom or JSON Feed"). */
function FeedLinks({ words }: { words: InsightsWords }) {
  const parts = new Intl.ListFormat(WRITTEN_IN[words.language], { type: "disjunction" }).formatToParts(FEEDS.map(feed => feed.title))
  let next = 0
  return (
    <p className="feeds" {...NOT_SEARCHED}>{words.follow} {parts.map((part, index) => {
      if (part.type === "literal") return part.value
      const feed = FEEDS[next++]
      return <a key={index} href={localisedPath(words.language, feed.path)} type={feed.type}>{feed.title}</a>
    })}</p>
  )
}

/** A list of articles (every insight, a topic's, an author's): its heading, its cards, its pages. */
export function InsightsList({ heading, intro, backLink, detail, articles, base, number, count, words }: InsightsListProps) {
  return (
    <div css={page}>
      <Container>
        <header>
          {backLink && words.all && <SiteLink className="back" to={INSIGHTS_PATH}>{words.all}</SiteLink>}
          <h1>{heading}</h1>
          {detail && <p className="detail">{detail}</p>}
          {intro && <p className="intro">{intro}</p>}
          <FeedLinks words={words} />
        </header>
        {articles.length > 0
          ? <ArticleCards articles={articles} words={words} label={number > 1 ? fillIn(words.listPage, { title: heading, number }) : heading} asPageContent />
          : <p>{words.empty}</p>}
        <Pagination base={base} number={number} count={count} words={words} />
      </Container>
    </div>
  )
}
