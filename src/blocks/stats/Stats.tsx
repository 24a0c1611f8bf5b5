/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { CardBand } from "../../components/sections/CardBand"
import { FigureTiles } from "../../components/sections/FigureTiles"
import { Icon } from "../../components/ui/Icon"
import { Section, sectionHeading, sectionLead, sectionLeadOnDark } from "../../components/sections/Section"
import { TextBeside } from "../../components/sections/TextBeside"
import { WHY_WORK_COUNT } from "../../content/countup"
import { mq, theme } from "../../styles/theme"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { stats as spec } from "./config"
import { figureCard } from "./card-props"
import { bandView, barsView, besideTextView, headlineView, textWithFactsView, tilesView } from "./view"

type Block = Queries.StatsBlockFragment

/** The band layout's spacing (at every width) and gradient, over the section tone's. */
const colouredBand = css`
  padding: 3.5rem 0; ${mq.md} { padding: 3.5rem 0; }
  background: linear-gradient(120deg, ${theme.color.primary}, #3B2FC9 60%, ${theme.color.navy}); color: #fff;
`
const bigFigure = css`
  text-align: center; margin: 0 auto 2.5rem; padding: 2rem; max-width: 560px; border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.primary}, #3B2FC9); color: #fff;
  strong { display: block; font-size: clamp(3rem, 8vw, 4.5rem); line-height: 1; font-weight: 800; }
  span { font-size: 1.1rem; }
`
const groupTitle = css`text-align: center; font-size: 1.2rem; margin: 2.5rem 0 1rem;`
/** Titled points under the figures, two a row from md. */
const starPoints = css`
  h3 { color: #fff; margin: 0 0 1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; ${mq.md} { grid-template-columns: 1fr 1fr; } }
  li { display: flex; gap: .5rem; color: ${theme.color.textOnDark}; } svg { color: ${theme.color.accent}; flex: none; margin-top: .2rem; }
`
/** A text, then its titled points, beside the figure cards. */
const textWithPoints = css`
  > p { color: ${theme.color.textMuted}; font-size: 1.05rem; margin: 0; }
  .points { margin-top: 2rem; }
  .points h3 { color: ${theme.color.navy}; margin: 0 0 .75rem; }
  .points ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .75rem; }
  .points li { display: flex; gap: .6rem; color: ${theme.color.text}; }
  .points svg { color: ${theme.color.primary}; flex: none; margin-top: .2rem; }
`

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  headline: (block, { id, titleId }) => {
    const view = headlineView(block)
    const groups = [...(view.group ? [view.group] : []), { title: view.statsTitle, stats: view.stats }]
    return (
      <Section tone="alt" id={id} heading={sectionHeading(titleId, view.section)}>
        <p css={bigFigure}><strong>{view.value}</strong><span>{view.label}</span></p>
        {groups.flatMap((group, i) => [
          <h3 key={`title-${i}`} css={groupTitle}>{group.title}</h3>,
          <FigureTiles key={`figures-${i}`} tone="boxed" stats={group.stats} label={group.title} />,
        ])}
      </Section>
    )
  },
  band: (block, { id, page }) => {
    const view = bandView(block, page.name)
    return <Section id={id} label={view.label} css={colouredBand}><FigureTiles tone="plain" stats={view.stats} /></Section>
  },
  tiles: (block, { id, titleId }) => {
    const view = tilesView(block)
    return (
      <Section tone={view.tone} id={id} heading={sectionHeading(titleId, view.section)}>
        {view.countUp
          ? <FigureTiles tone={view.tone} stats={view.stats} countUp={{ timing: WHY_WORK_COUNT, threshold: 0.5 }} />
          : <FigureTiles tone={view.tone} stats={view.stats} />}
      </Section>
    )
  },
  beside_text: (block, { id, titleId, page }) => {
    const view = besideTextView(block, page.name)
    const text = (
      <div css={textWithPoints}>
        <p>{view.text}</p>
        <div className="points">
          <h3>{view.pointsTitle}</h3>
          <ul>{view.points.map(point => <li key={point}><Icon name="trend-up" size={18} />{point}</li>)}</ul>
        </div>
      </div>
    )
    return (
      <CardBand id={id} heading={{ ...sectionHeading(titleId, view.section, { description: false }), align: "left" }} beside={{ text }}
        items={view.stats} keyOf={stat => stat.label} label={view.statsLabel} columns={{ md: 2 }} gap={1} card={figureCard} />
    )
  },
  text_with_facts: (block, { id, titleId, page }) => {
    const view = textWithFactsView(block, pageRecords(page).project)
    const facts = { title: view.factsTitle, items: view.facts, tags: { label: view.tagsLabel, items: view.tags }, sticky: true }
    return <TextBeside id={id} titleId={titleId} title={view.heading} text={view.text} paragraphs={view.paragraphs} aside={{ facts }} />
  },
  bars: (block, { id, titleId }) => {
    const view = barsView(block)
    if (view.stats.length === 0 && view.points.length === 0) return null
    return (
      <Section tone="dark" id={id} heading={sectionHeading(titleId, view.section, { description: false })}>
        {view.section.description && <p css={[sectionLead, sectionLeadOnDark]}>{view.section.description}</p>}
        <FigureTiles tone="bars" stats={view.stats} />
        {view.points.length > 0 && (
          <div css={starPoints}>
            <h3>{view.pointsTitle}</h3>
            <ul>{view.points.map(point => <li key={point}><Icon name="star" size={18} />{point}</li>)}</ul>
          </div>
        )}
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
    words { keyStatsLabel }
  }
`
