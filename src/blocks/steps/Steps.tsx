/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import { css } from "@emotion/react"
import { CardBand } from "../../components/sections/CardBand"
import { Section, sectionHeading, sectionLead } from "../../components/sections/Section"
import { theme } from "../../styles/theme"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { steps as spec } from "./config"
import { StepList } from "./StepList"
import { stepCard } from "./card-props"
import { stepCardText, stepsView } from "./view"

type Block = Queries.StepsBlockFragment

const totalLine = css`
  margin: 2rem auto 0; text-align: center; font-size: 1.1rem; color: ${theme.color.textOnDarkMuted};
  strong { color: #fff; font-size: 1.5rem; margin-inline-start: .5rem; }
`

/** Each layout's section: its band, its heading and its steps. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  // Numbered step cards (icon, "Step 01", title, its duration, text), and the total under them. Four steps stand in
  // one row from lg; five or six in rows of three on the widest screens.
  cards: (block, { id, titleId }) => {
    const { section, steps, total } = stepsView(block)
    return (
      <CardBand tone="dark" id={id} heading={sectionHeading(titleId, section)} items={steps.map(stepCardText)} keyOf={step => String(step.number)} ordered gap={1.25}
        columns={{ md: 2, lg: steps.length === 4 ? 4 : 3, xl: steps.length === 6 ? 3 : steps.length }}
        card={stepCard}
        footer={total && <p css={totalLine}>{total.label}:<strong>{total.value}</strong></p>} />
    )
  },
  // Its introduction may be longer than a heading's description (150 characters): a lead paragraph.
  rows: (block, { id, titleId }) => {
    const { section, steps, featuresLabel } = stepsView(block)
    return (
      <Section tone="alt" id={id} heading={sectionHeading(titleId, section, { description: false })}>
        {section.description && <p css={sectionLead}>{section.description}</p>}
        <StepList look="rows" steps={steps} featuresLabel={featuresLabel} />
      </Section>
    )
  },
  milestones: (block, { id, titleId }) => {
    const { section, steps } = stepsView(block)
    return <Section tone="dark" id={id} heading={sectionHeading(titleId, section)}><StepList look="line" steps={steps} /></Section>
  },
}

/** Steps in order, in the block's layout (config.ts). */
export function StepsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment StepsBlock on DirectusBlockSteps {
    layout anchor heading highlightedText description
    steps { number title duration description icon features }
    totalLabel totalValue featuresLabel
  }
`
