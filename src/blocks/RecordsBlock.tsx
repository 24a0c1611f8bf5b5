import { graphql } from "gatsby"
import { JobsList } from "../components/company/JobsList"
import { Section } from "../components/sections/Section"
import { jobsView } from "../content/blocks/jobs"
import type { BlockProps } from "./types"

/** Records of a CMS collection that the block introduces: the open jobs (variant jobs; the page's jobs: BlockPage). */
export function RecordsBlock({ block, page }: BlockProps<Queries.RecordsBlockFragment>) {
  const { id, headingId, section, copy } = jobsView(block)
  return (
    <Section tone="alt" id={id} heading={{ id: headingId, title: section.heading, highlight: section.highlightedText, description: section.description }}>
      <JobsList jobs={page.jobs} copy={copy} />
    </Section>
  )
}

export const fragment = graphql`
  fragment RecordsBlock on DirectusBlockRecords {
    variant anchor heading highlightedText description
    limit linkText
    buttons { text link variant action }
    emptyHeading emptyText buttonText
  }
`
