/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { Container } from "../ui/Container"
import { FEEDS, INSIGHTS_PATH } from "../../content/articles"
import { NOT_SEARCHED } from "../../lib/search-marks"
import { mq, theme } from "../../styles/theme"
import { ArticleCards } from "./ArticleCards"
import { Pagination } from "./Pagination"

export interface InsightsListProps {
  heading: string
  intro?: string | null
  /** Over the heading: a link back to every insight (a topic's or an author's list). */
  backLink?: boolean
  /** Under the heading (an author's role). */
  detail?: string | null
  articles: readonly Queries.ArticleCardFieldsFragment[]
  base: string
  number: number
  count: number
  labels: Queries.InsightsLabelsFragment | null
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

/** A list of articles (every insight, a topic's, an author's): its heading, its cards, its pages. */
export function InsightsList({ heading, intro, backLink, detail, articles, base, number, count, labels }: InsightsListProps) {
  return (
    <div css={page}>
      <Container>
        <header>
          {backLink && labels?.insightsAllLabel && <Link className="back" to={INSIGHTS_PATH}>{labels.insightsAllLabel}</Link>}
          <h1>{heading}</h1>
          {detail && <p className="detail">{detail}</p>}
          {intro && <p className="intro">{intro}</p>}
          <p className="feeds" {...NOT_SEARCHED}>{labels?.insightsFollowLabel} {FEEDS.map((feed, index) => (
            <span key={feed.path}>{index > 0 && (index === FEEDS.length - 1 ? " or " : ", ")}<a href={feed.path} type={feed.type}>{feed.title}</a></span>
          ))}</p>
        </header>
        {articles.length > 0
          ? <ArticleCards articles={articles} label={number > 1 ? `${heading}, page ${number}` : heading} />
          : <p>{labels?.insightsEmptyText}</p>}
        <Pagination base={base} number={number} count={count} />
      </Container>
    </div>
  )
}
