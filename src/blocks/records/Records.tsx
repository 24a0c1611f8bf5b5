/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import { css } from "@emotion/react"
import { SITE } from "../../config/site"
import type { Job } from "../../content/jobs"
import { theme } from "../../styles/theme"
import type { CardProps } from "../../components/sections/Card"
import { CardBand } from "../../components/sections/CardBand"
import { actions as actionsRow, sectionHeading } from "../../components/sections/Section"
import { LinkButtons } from "../../components/ui/LinkButtons"
import { headingId } from "../../content/blocks/common"
import { limitItems } from "../../content/grid"
import { articleCard } from "../../components/insights/article-card"
import { pageRecords } from "../page-records"
import type { BlockPage, BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { records as spec } from "./config"
import { industryCard, serviceCard } from "./card-props"
import { ReviewsCarousel } from "./ReviewsCarousel"
import { articleWords, industryTiles, jobsView, recordsView, reviewWords } from "./view"
import type { JobsCopy } from "./view"

type Block = Queries.RecordsBlockFragment

/** The page's records with the block's copy, and the block's buttons (none: nothing) to show under them. */
function listed(block: Block, page: BlockPage) {
  const records = pageRecords(page)
  const view = recordsView(block, records.bookingLink)
  return { records, view, actions: view.buttons.length > 0 && <LinkButtons buttons={view.buttons} /> }
}

/** The open application: a mail to the careers address. */
const RESUME_MAILTO = `mailto:${SITE.careersEmail}?subject=${encodeURIComponent("Open application")}`

const applyLink = css`
  display: inline-flex; align-items: center; min-height: 44px; padding: .6rem 1.4rem; border-radius: ${theme.radius.pill};
  background: ${theme.color.primary}; color: #fff; font-weight: 600; text-decoration: none;
  &:hover { background: ${theme.color.primaryHover}; }
`
/** A job: its title, location and text, and Apply Now (named with the job's title) to its link. */
const jobCard = (job: Job, linkText: string): CardProps => ({
  title: job.title, detail: { icon: "map-pin", text: job.location }, text: job.description, gap: 0.75, spaced: true,
  footer: (
    <a css={applyLink} href={job.applyHref} aria-label={`${linkText}: ${job.title}`}
      {...(job.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>{linkText}</a>
  ),
})

/** No open positions: the block's heading and sentence, and the open application's mail link. */
const noOpeningsCard = ({ heading, text, buttonText }: JobsCopy["empty"]): CardProps => ({
  media: { glyph: "users", size: 36 }, title: heading, text, center: true, gap: 0.75,
  footer: <a css={applyLink} href={RESUME_MAILTO}>{buttonText}</a>,
})

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  services: (block, { id, page }) => {
    const { records, view } = listed(block, page)
    return (
      <CardBand tone="alt" id={id} heading={sectionHeading("services-grid-title", view.section)}
        items={limitItems(records.services, view.limit)} keyOf={service => service.id} card={serviceCard(view.learnMore)} />
    )
  },
  industries: (block, { id, page }) => {
    const { records, view, actions } = listed(block, page)
    return (
      <CardBand tone="dark" id={id} heading={sectionHeading("industries-title", view.section)}
        items={industryTiles(limitItems(records.industries, view.limit))} keyOf={tile => tile.id} card={industryCard}
        columns={{ md: 2, lg: 3 }} gap={1.25} footer={actions && <div css={actionsRow}>{actions}</div>} />
    )
  },
  reviews: (block, { id, page }) => {
    const { records, view, actions } = listed(block, page)
    return (
      <ReviewsCarousel id={id} section={view.section} reviews={limitItems(records.reviews, view.limit)} summary={records.reviewSummary} linkText={view.linkText}
        words={reviewWords(block)}>
        {actions}
      </ReviewsCarousel>
    )
  },
  jobs: (block, { page }) => {
    const { id, headingId, section, copy } = jobsView(block)
    const { jobs } = pageRecords(page)
    return (
      <CardBand tone="alt" id={id} heading={sectionHeading(headingId, section)} items={jobs} keyOf={job => job.id} columns={{}} gap={1.25}
        card={job => jobCard(job, copy.linkText)} empty={noOpeningsCard(copy.empty)} />
    )
  },
  articles: (block, { id, page }) => {
    const { records, view, actions } = listed(block, page)
    const articles = limitItems(records.articles, view.limit)
    // Latest insights with no article yet would be a heading over nothing.
    if (articles.length === 0) return null
    const words = articleWords(block)
    return (
      <CardBand id={id} heading={sectionHeading(headingId(block.anchor, "latest-insights"), view.section)} items={articles} keyOf={article => article.id}
        card={article => articleCard(article, words)} columns={{ md: 2, lg: 3 }} gap={1.5} footer={actions && <div css={actionsRow}>{actions}</div>} />
    )
  },
}

/**
 * Records of a CMS collection under the block's heading, in the block's layout (config.ts): the
 * services' cards (services), the industries' tiles on a dark band (industries), the reviews'
 * carousel with the rating summary (reviews), the open positions, else the open application
 * (jobs), or the newest articles' cards (articles). The records are the page's (pageRecords), picked by the build (src/content/page-records.ts).
 */
export function RecordsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment RecordsBlock on DirectusBlockRecords {
    layout anchor heading highlightedText description
    limit linkText
    buttons { text link variant action }
    emptyHeading emptyText buttonText
    words { language reviewsLabel reviewsListLabel slideLabel previousReviewLabel nextReviewLabel ratingSummary ratingLabel carouselRole slideRole learnMoreLabel insightsReadingTime }
  }
`
