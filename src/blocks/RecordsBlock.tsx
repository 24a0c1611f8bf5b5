import { graphql } from "gatsby"
import { JobsList } from "../components/company/JobsList"
import { IndustriesSection } from "../components/sections/IndustriesSection"
import { ReviewsCarousel } from "../components/sections/ReviewsCarousel"
import { Section } from "../components/sections/Section"
import { ServicesGrid } from "../components/sections/ServicesGrid"
import { LinkButtons } from "../components/ui/LinkButtons"
import { limitItems } from "../content/grid"
import { jobsView } from "../content/blocks/jobs"
import { recordsView } from "../content/blocks/records"
import { pageRecords } from "./page-records"
import type { BlockProps } from "./types"

/** Variant jobs: the open positions, or the open application when there are none. */
function Jobs({ block, page }: BlockProps<Queries.RecordsBlockFragment>) {
  const { id, headingId, section, copy } = jobsView(block)
  return (
    <Section tone="alt" id={id} heading={{ id: headingId, title: section.heading, highlight: section.highlightedText, description: section.description }}>
      <JobsList jobs={pageRecords(page).jobs} copy={copy} />
    </Section>
  )
}

/**
 * Records of a CMS collection under the block's heading: the services' cards (layout services), the
 * industries' tiles on a dark band (industries), the reviews' carousel with the rating summary
 * (reviews) or the open jobs (jobs). The records are the page's (pageRecords), picked by the build
 * (src/content/page-records.ts).
 */
export function RecordsBlock({ block, page }: BlockProps<Queries.RecordsBlockFragment>) {
  if (block.layout === "jobs") return <Jobs block={block} page={page} />
  const records = pageRecords(page)
  const { section, limit, linkText, buttons } = recordsView(block, records.bookingLink)
  const id = block.anchor ?? undefined
  const actions = buttons.length > 0 && <LinkButtons buttons={buttons} />
  if (block.layout === "industries") {
    return <IndustriesSection id={id} section={section} industries={limitItems(records.industries, limit)}>{actions}</IndustriesSection>
  }
  if (block.layout === "reviews") {
    return (
      <ReviewsCarousel id={id} section={section} reviews={limitItems(records.reviews, limit)} summary={records.reviewSummary} linkText={linkText}>
        {actions}
      </ReviewsCarousel>
    )
  }
  return <ServicesGrid id={id} section={section} services={records.services} limit={limit} />
}

export const fragment = graphql`
  fragment RecordsBlock on DirectusBlockRecords {
    layout anchor heading highlightedText description
    limit linkText
    buttons { text link variant action }
    emptyHeading emptyText buttonText
  }
`
