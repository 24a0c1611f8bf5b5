/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import { CardGroups } from "../../components/sections/CardGroups"
import { Section, sectionHeading, sectionLead } from "../../components/sections/Section"
import type { CardProps } from "../../components/sections/Card"
import type { SectionData } from "../../content/types/sections"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { Frame, LayoutRenderers } from "../layouts"
import { beforeAfterColumns, costColumns } from "./column-props"
import { ComparedColumns } from "./ComparedColumns"
import { comparison as spec } from "./config"
import { beforeAfterView, cardColumnsView, costColumnsView } from "./view"
import type { ColumnCard } from "./view"

type Block = Queries.ComparisonBlockFragment

/** The tinted band every comparison sits on, under its heading. */
const band = (section: SectionData, { id, titleId }: Frame, children: JSX.Element) => (
  <Section tone="alt" id={id} heading={sectionHeading(titleId, section)}>
    {children}
  </Section>
)

/** A challenge (its icon in the danger tone) or a solution; a solution with a badge ('Featured') is ringed. */
function columnCard(card: ColumnCard, problem: boolean): CardProps {
  const featured = !problem && card.badge ? card.badge : undefined
  return {
    media: { icon: card.icon, tone: problem ? "danger" : undefined }, title: card.title, level: 4, titleSize: 1.1, titleGap: 0.4, text: card.description,
    points: { kind: "plain", items: card.points }, badge: featured ? { text: featured, at: "corner" } : undefined, ring: featured ? "primary" : undefined,
  }
}

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  before_after: (block, frame) => {
    const view = beforeAfterView(block)
    return band(view.section, frame, <ComparedColumns {...beforeAfterColumns(view)} />)
  },
  cost_columns: (block, frame) => {
    const view = costColumnsView(block)
    return band(view.section, frame, <ComparedColumns {...costColumns(view)} />)
  },
  // Its introduction may be longer than a heading's description (150 characters): a lead paragraph.
  card_columns: (block, { id, titleId }) => {
    const view = cardColumnsView(block)
    return (
      <Section tone="alt" id={id} heading={sectionHeading(titleId, view.section, { description: false })}>
        {view.section.description && <p css={sectionLead}>{view.section.description}</p>}
        <CardGroups arrange="columns" columns={{}} gap={1}
          groups={[{ name: view.challengesTitle, entries: view.challenges }, { name: view.solutionsTitle, entries: view.solutions }]}
          card={(card, column) => columnCard(card, column === 0)} />
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
