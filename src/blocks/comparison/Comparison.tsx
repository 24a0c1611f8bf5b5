/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import { Section, sectionHeading, sectionLead } from "../../components/sections/Section"
import type { SectionData } from "../../content/types/sections"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { Frame, LayoutRenderers } from "../layouts"
import { BeforeAfter } from "./BeforeAfter"
import { CardColumns } from "./CardColumns"
import { comparison as spec } from "./config"
import { CostColumns } from "./CostColumns"
import { beforeAfterView, cardColumnsView, costColumnsView } from "./view"

type Block = Queries.ComparisonBlockFragment

/** The tinted band every comparison sits on, under its heading. */
const band = (section: SectionData, { id, titleId }: Frame, children: JSX.Element) => (
  <Section tone="alt" id={id} heading={sectionHeading(titleId, section)}>
    {children}
  </Section>
)

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  before_after: (block, frame) => {
    const view = beforeAfterView(block)
    return band(view.section, frame, <BeforeAfter block={view} />)
  },
  cost_columns: (block, frame) => {
    const view = costColumnsView(block)
    return band(view.section, frame, <CostColumns block={view} />)
  },
  // Its introduction may be longer than a heading's description (150 characters): a lead paragraph.
  card_columns: (block, { id, titleId }) => {
    const view = cardColumnsView(block)
    return (
      <Section tone="alt" id={id} heading={sectionHeading(titleId, view.section, { description: false })}>
        {view.section.description && <p css={sectionLead}>{view.section.description}</p>}
        <CardColumns data={view} />
      </Section>
    )
  },
}

/** Two columns side by side, in the block's layout (config.ts). */
export function ComparisonBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment ComparisonBlock on DirectusBlockComparison {
    layout anchor heading highlightedText description
    columns {
      title label cost costCaption timeline timelineCaption points moreText
      items { shortTitle longTitle shortDescription longDescription icon title description points badge }
    }
    mobileVisibleCount summaryValue summaryLabel
  }
`
