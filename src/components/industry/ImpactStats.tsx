/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LabeledStat, SectionData } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Section } from "../sections/Section"

const stats = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(2, 1fr);
  ${mq.lg} { grid-template-columns: repeat(4, 1fr); }
  li { text-align: center; padding: 1.75rem 1rem; border-radius: ${theme.radius.lg}; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
  strong { display: block; font-size: 2.5rem; color: ${theme.color.primary}; }
  span { color: ${theme.color.textMuted}; font-weight: 600; }
`

/** Figure tiles on a tinted band under the section heading (the impact figures of /industries). */
export function ImpactStats({ section, stats: figures, id }: { section: SectionData; stats: LabeledStat[]; id?: string }) {
  return (
    <Section tone="alt" id={id} heading={{ id: `${id ?? "impact"}-title`, title: section.heading, highlight: section.highlightedText, description: section.description }}>
      <ul css={stats}>
        {figures.map(stat => <li key={stat.label}><strong>{stat.value}</strong><span>{stat.label}</span></li>)}
      </ul>
    </Section>
  )
}
