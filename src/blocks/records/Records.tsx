/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import { CardBand } from "../../components/sections/CardBand"
import { Section, actions as actionsRow, sectionHeading } from "../../components/sections/Section"
import { LinkButtons } from "../../components/ui/LinkButtons"
import { limitItems } from "../../content/grid"
import { pageRecords } from "../page-records"
import type { BlockPage, BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { records as spec } from "./config"
import { industryCard, serviceCard } from "./card-props"
import { JobsList } from "./JobsList"
import { ReviewsCarousel } from "./ReviewsCarousel"
import { industryTiles, jobsView, recordsView } from "./view"

type Block = Queries.RecordsBlockFragment

/** The page's records with the block's copy, and the block's buttons (none: nothing) to show under them. */
function listed(block: Block, page: BlockPage) {
  const records = pageRecords(page)
  const view = recordsView(block, records.bookingLink)
  return { records, view, actions: view.buttons.length > 0 && <LinkButtons buttons={view.buttons} /> }
}

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  services: (block, { id, page }) => {
    const { records, view } = listed(block, page)
    return (
      <CardBand tone="alt" id={id} heading={sectionHeading("services-grid-title", view.section)}
        items={limitItems(records.services, view.limit)} keyOf={service => service.id} card={serviceCard} />
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
      <ReviewsCarousel id={id} section={view.section} reviews={limitItems(records.reviews, view.limit)} summary={records.reviewSummary} linkText={view.linkText}>
        {actions}
      </ReviewsCarousel>
    )
  },
  jobs: (block, { page }) => {
    const { id, headingId, section, copy } = jobsView(block)
    return (
      <Section tone="alt" id={id} heading={sectionHeading(headingId, section)}>
        <JobsList jobs={pageRecords(page).jobs} copy={copy} />
      </Section>
    )
  },
}

/**
 * Records of a CMS collection under the block's heading, in the block's layout (config.ts): the
 * services' cards (services), the industries' tiles on a dark band (industries), the reviews'
 * carousel with the rating summary (reviews), or the open positions, else the open application
 * (jobs). The records are the page's (pageRecords), picked by the build (src/content/page-records.ts).
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
  }
`
