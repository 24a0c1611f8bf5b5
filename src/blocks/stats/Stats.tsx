/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { CountingFigureTiles, FigureTiles } from "../../components/sections/FigureTiles"
import { Section, sectionHeading, sectionLead } from "../../components/sections/Section"
import { WHY_WORK_COUNT } from "../../content/countup"
import { theme } from "../../styles/theme"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { stats as spec } from "./config"
import { FigureBand } from "./FigureBand"
import { FigureBars } from "./FigureBars"
import { FiguresBesideText } from "./FiguresBesideText"
import { HeadlineFigures } from "./HeadlineFigures"
import { TextWithFacts } from "./TextWithFacts"
import { bandView, barsView, besideTextView, headlineView, textWithFactsView, tilesView } from "./view"

type Block = Queries.StatsBlockFragment

const leadOnDark = css`color: ${theme.color.textOnDarkMuted};`

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  headline: (block, { id, titleId }) => {
    const view = headlineView(block)
    return (
      <Section tone="alt" id={id} heading={sectionHeading(titleId, view.section)}>
        <HeadlineFigures view={view} />
      </Section>
    )
  },
  band: (block, { id, page }) => <FigureBand id={id} {...bandView(block, page.name)} />,
  tiles: (block, { id, titleId }) => {
    const view = tilesView(block)
    return (
      <Section tone={view.tone} id={id} heading={sectionHeading(titleId, view.section)}>
        {view.countUp
          ? <CountingFigureTiles tone={view.tone} stats={view.stats} timing={WHY_WORK_COUNT} threshold={0.5} />
          : <FigureTiles tone={view.tone} stats={view.stats} />}
      </Section>
    )
  },
  beside_text: (block, { id, titleId, page }) => {
    const view = besideTextView(block, page.name)
    return (
      <Section id={id} heading={{ ...sectionHeading(titleId, view.section, { description: false }), align: "left" }}>
        <FiguresBesideText view={view} />
      </Section>
    )
  },
  text_with_facts: (block, { id, titleId, page }) => (
    <Section id={id} labelledBy={titleId}>
      <TextWithFacts titleId={titleId} view={textWithFactsView(block, pageRecords(page).project)} />
    </Section>
  ),
  bars: (block, { id, titleId }) => {
    const view = barsView(block)
    if (view.stats.length === 0 && view.points.length === 0) return null
    return (
      <Section tone="dark" id={id} heading={sectionHeading(titleId, view.section, { description: false })}>
        {view.section.description && <p css={[sectionLead, leadOnDark]}>{view.section.description}</p>}
        <FigureBars view={view} />
      </Section>
    )
  },
}

/** Key figures, in the block's layout (config.ts). */
export function StatsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment StatsBlock on DirectusBlockStats {
    layout anchor heading highlightedText description
    headlineValue headlineLabel groupTitle
    groupStats { value label }
    statsTitle
    stats { value label description icon }
    points tone countUp
  }
`
