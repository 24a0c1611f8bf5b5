/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { WHY_WORK_COUNT } from "../../content/countup"
import type { CountUpStat, SectionData } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Section } from "./Section"
import { CountUpNumber } from "./CountUpNumber"
import { useInView } from "./useInView"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(2, 1fr);
  ${mq.lg} { grid-template-columns: repeat(4, 1fr); }
  li { text-align: center; padding: 2rem 1rem; border-radius: ${theme.radius.lg}; background: rgba(255,255,255,.04);
    border: 1px solid rgba(255,255,255,.1); }
  strong { display: block; font-size: clamp(2.25rem, 6vw, 3.25rem); line-height: 1.1; color: ${theme.color.accent};
    font-variant-numeric: tabular-nums; }
  span { color: ${theme.color.textOnDarkMuted}; font-weight: 500; }
`

/** Figures whose counters start once, when the block is at least half visible. */
export function WhyWorkWithUs({ section, stats, id = "why-work-with-us" }: { section: SectionData; stats: CountUpStat[]; id?: string }) {
  const { ref, seen } = useInView<HTMLUListElement>(0.5)
  return (
    <Section tone="dark" id={id} heading={{
      id: "why-work-title", title: section.heading, highlight: section.highlightedText,
      description: section.description,
    }}>
      <ul css={grid} ref={ref} data-seen={seen}>
        {stats.map(stat => (
          <li key={stat.label}>
            <CountUpNumber stat={stat} start={seen} timing={WHY_WORK_COUNT} />
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
