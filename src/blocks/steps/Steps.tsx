/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import type { ReactElement } from "react"
import { layoutOf } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { LayoutOf } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { css } from "@emotion/react"
import { CardBand } from "../../components/sections/CardBand"
import { Section, sectionHeading, sectionLead } from "../../components/sections/Section"
import { theme } from "../../styles/theme"
import { headingId } from "../../content/blocks/common"
import type { BlockProps } from "../types"
import { steps as spec } from "./config"
import { StepList } from "./StepList"
import { stepCard } from "./card-props"
import { stepCardText, stepsView } from "./view"
import type { StepsView } from "./view"

type Frame = { id?: string; titleId: string }

const totalLine = css`
  margin: 2rem auto 0; text-align: center; font-size: 1.1rem; color: ${theme.color.textOnDarkMuted};
  strong { color: #fff; font-size: 1.5rem; margin-left: .5rem; }
`

/** Each layout's section: its band, its heading and its steps. TypeScript refuses a layout without one. */
const LAYOUTS: Record<LayoutOf<typeof spec>, (view: StepsView, frame: Frame) => ReactElement> = {
  // Numbered step cards (icon, "Step 01", title, its duration, text), and the total under them. Four steps stand in
  // one row from lg; five or six in rows of three on the widest screens.
  cards: ({ section, steps, total }, { id, titleId }) => (
    <CardBand tone="dark" id={id} heading={sectionHeading(titleId, section)} items={steps.map(stepCardText)} keyOf={step => String(step.number)} ordered gap={1.25}
      columns={{ md: 2, lg: steps.length === 4 ? 4 : 3, xl: steps.length === 6 ? 3 : steps.length }}
      card={stepCard}
      footer={total && <p css={totalLine}>{total.label}:<strong>{total.value}</strong></p>} />
  ),
  // Its introduction may be longer than a heading's description (150 characters): a lead paragraph.
  rows: ({ section, steps, featuresLabel }, { id, titleId }) => (
    <Section tone="alt" id={id} heading={sectionHeading(titleId, section, { description: false })}>
      {section.description && <p css={sectionLead}>{section.description}</p>}
      <StepList look="rows" steps={steps} featuresLabel={featuresLabel} />
    </Section>
  ),
  milestones: ({ section, steps }, { id, titleId }) => (
    <Section tone="dark" id={id} heading={sectionHeading(titleId, section)}>
      <StepList look="line" steps={steps} />
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
