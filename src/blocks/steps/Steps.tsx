/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import type { ReactElement } from "react"
import { layoutOf } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { LayoutOf } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { Section, sectionHeading, sectionLead } from "../../components/sections/Section"
import { headingId } from "../../content/blocks/common"
import type { BlockProps } from "../types"
import { steps as spec } from "./config"
import { StepCards } from "./StepCards"
import { StepRows } from "./StepRows"
import { StepTimeline } from "./StepTimeline"
import { stepsView } from "./view"
import type { StepsView } from "./view"

type Frame = { id?: string; titleId: string }

/** Each layout's section: its band, its heading and its steps. TypeScript refuses a layout without one. */
const LAYOUTS: Record<LayoutOf<typeof spec>, (view: StepsView, frame: Frame) => ReactElement> = {
  cards: ({ section, steps, total }, { id, titleId }) => (
    <Section tone="dark" id={id} heading={sectionHeading(titleId, section)}>
      <StepCards steps={steps} total={total} />
    </Section>
  ),
  // Its introduction may be longer than a heading's description (150 characters): a lead paragraph.
  rows: ({ section, steps, featuresLabel }, { id, titleId }) => (
    <Section tone="alt" id={id} heading={sectionHeading(titleId, section, { description: false })}>
      {section.description && <p css={sectionLead}>{section.description}</p>}
      <StepRows steps={steps} featuresLabel={featuresLabel} />
    </Section>
  ),
  milestones: ({ section, steps }, { id, titleId }) => (
    <Section tone="dark" id={id} heading={sectionHeading(titleId, section)}>
      <StepTimeline steps={steps} />
    </Section>
  ),
}

/** Steps in order, in the block's layout (config.ts). */
export function StepsBlock({ block }: Pick<BlockProps<Queries.StepsBlockFragment>, "block">) {
  const layout = layoutOf(spec, block.layout)
  // The build drops a block of a layout its type does not have; a preview's draft may still hold one.
  if (!layout) return null
  return LAYOUTS[layout](stepsView(block), { id: block.anchor ?? undefined, titleId: headingId(block.anchor, "steps") })
}

export const fragment = graphql`
  fragment StepsBlock on DirectusBlockSteps {
    layout anchor heading highlightedText description
    steps { number title duration description icon features }
    totalLabel totalValue featuresLabel
  }
`
