/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { CountUpTiming } from "../../content/countup"
import type { CountUpStat, LabeledStat } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { CardGrid } from "./CardGrid"
import type { CardGridProps } from "./CardGrid"
import { CountUpNumber } from "./CountUpNumber"
import { useInView } from "./useInView"

/** Light tiles on a tinted band; translucent ones with larger figures on a dark band; a row of three under a page's hero. */
export type FigureTone = "alt" | "dark" | "hero"

const tile = css`li { text-align: center; border-radius: ${theme.radius.lg}; } strong { display: block; }`
const TONES: Record<FigureTone, { grid: Pick<CardGridProps<unknown>, "columns" | "gap">; style: ReturnType<typeof css> }> = {
  alt: {
    grid: { columns: { base: 2, lg: 4 }, gap: 1.25 },
    style: css`
      li { padding: 1.75rem 1rem; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
      strong { font-size: 2.5rem; color: ${theme.color.primary}; }
      span { color: ${theme.color.textMuted}; font-weight: 600; }
    `,
  },
  dark: {
    grid: { columns: { base: 2, lg: 4 }, gap: 1.25 },
    style: css`
      li { padding: 2rem 1rem; background: rgba(255,255,255,.04); border: 1px solid rgba(255,255,255,.1); }
      strong { font-size: clamp(2.25rem, 6vw, 3.25rem); line-height: 1.1; color: ${theme.color.accent}; font-variant-numeric: tabular-nums; }
      span { color: ${theme.color.textOnDarkMuted}; font-weight: 500; }
    `,
  },
  hero: {
    grid: { columns: { base: 3 }, gap: { base: 1, md: 1.5 } },
    style: css`
      margin-top: 3rem;
      li { padding: 1.5rem .5rem; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); }
      strong { font-size: clamp(2rem, 6vw, 3rem); color: ${theme.color.accent}; font-variant-numeric: tabular-nums; }
      span { color: ${theme.color.textOnDarkMuted}; font-weight: 600; font-size: .9rem; ${mq.md} { font-size: 1rem; } }
    `,
  },
}

/** Figure tiles, each figure above its label. */
export function FigureTiles({ tone, stats, label }: { tone: FigureTone; stats: LabeledStat[]; label?: string }) {
  return (
    <CardGrid items={stats} keyOf={stat => stat.label} label={label} {...TONES[tone].grid} css={[tile, TONES[tone].style]}>
      {stat => <><strong>{stat.value}</strong><span>{stat.label}</span></>}
    </CardGrid>
  )
}

/** Figure tiles whose figures count up once, when the share `threshold` of the tiles is visible. */
export function CountingFigureTiles({ tone, stats, label, timing, threshold }: {
  tone: FigureTone; stats: CountUpStat[]; label?: string; timing: CountUpTiming; threshold: number
}) {
  const { ref, seen } = useInView<HTMLUListElement & HTMLOListElement>(threshold)
  return (
    <CardGrid items={stats} keyOf={stat => stat.label} label={label} listRef={ref} data={{ seen }} {...TONES[tone].grid} css={[tile, TONES[tone].style]}>
      {stat => <><CountUpNumber stat={stat} start={seen} timing={timing} /><span>{stat.label}</span></>}
    </CardGrid>
  )
}
