/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { WHY_WORK_COUNT } from "../../content/countup"
import type { CountUpStat, LabeledStat } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { CountUpNumber } from "../../components/sections/CountUpNumber"
import { useInView } from "../../components/sections/useInView"
import type { TileTone } from "./view"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(2, 1fr);
  ${mq.lg} { grid-template-columns: repeat(4, 1fr); }
  li { text-align: center; border-radius: ${theme.radius.lg}; }
  strong { display: block; }
`
/** Each tone's tiles: light tiles on the tinted band, translucent ones with larger figures on the dark band. */
const TONES: Record<TileTone, ReturnType<typeof css>> = {
  alt: css`
    li { padding: 1.75rem 1rem; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
    strong { font-size: 2.5rem; color: ${theme.color.primary}; }
    span { color: ${theme.color.textMuted}; font-weight: 600; }
  `,
  dark: css`
    li { padding: 2rem 1rem; background: rgba(255,255,255,.04); border: 1px solid rgba(255,255,255,.1); }
    strong { font-size: clamp(2.25rem, 6vw, 3.25rem); line-height: 1.1; color: ${theme.color.accent}; font-variant-numeric: tabular-nums; }
    span { color: ${theme.color.textOnDarkMuted}; font-weight: 500; }
  `,
}

/** Figure tiles, each figure above its label. */
export function FigureTiles({ tone, stats }: { tone: TileTone; stats: LabeledStat[] }) {
  return (
    <ul css={[grid, TONES[tone]]}>
      {stats.map(stat => <li key={stat.label}><strong>{stat.value}</strong><span>{stat.label}</span></li>)}
    </ul>
  )
}

/** Figure tiles whose figures count up once, when the tiles are at least half visible. */
export function CountingFigureTiles({ tone, stats }: { tone: TileTone; stats: CountUpStat[] }) {
  const { ref, seen } = useInView<HTMLUListElement>(0.5)
  return (
    <ul css={[grid, TONES[tone]]} ref={ref} data-seen={seen}>
      {stats.map(stat => (
        <li key={stat.label}>
          <CountUpNumber stat={stat} start={seen} timing={WHY_WORK_COUNT} />
          <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  )
}
