import { graphql } from "gatsby"
import { IndustriesSection } from "../components/sections/IndustriesSection"
import { ReviewsCarousel } from "../components/sections/ReviewsCarousel"
import { ServicesGrid } from "../components/sections/ServicesGrid"
import { limitItems } from "../content/grid"
import { recordsView } from "../content/blocks/records"
import { LinkButtons } from "./LinkButtons"
import type { BlockProps } from "./types"

/**
 * Records of a CMS collection under the block's heading: the services' cards (variant services), the
 * industries' tiles on a dark band (industries) or the reviews' carousel with the rating summary
 * (reviews). The records are the page's (BlockPage), picked by the build (src/content/page-records.ts).
 */
export function RecordsBlock({ block, page }: BlockProps<Queries.RecordsBlockFragment>) {
  const { section, limit, linkText, buttons } = recordsView(block, page.bookingLink)
  const id = block.anchor ?? undefined
  const actions = buttons.length > 0 && <LinkButtons buttons={buttons} />
  if (block.variant === "industries") {
    return <IndustriesSection id={id} section={section} industries={limitItems(page.industries, limit)}>{actions}</IndustriesSection>
  }
  if (block.variant === "reviews") {
    return (
      <ReviewsCarousel id={id} section={section} reviews={limitItems(page.reviews, limit)} summary={page.reviewSummary} linkText={linkText}>
        {actions}
      </ReviewsCarousel>
    )
  }
  return <ServicesGrid id={id} section={section} services={page.services} limit={limit} />
}

export const fragment = graphql`
  fragment RecordsBlock on DirectusBlockRecords {
    variant anchor heading highlightedText description
    limit linkText
    buttons { text link variant action }
  }
`
