/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { SerializedStyles } from "@emotion/react"
import type { CountUpTiming } from "../../content/countup"
import type { CountUpStat, LabeledStat } from "../../content/types/sections"
import { figureFirst } from "../../styles/figure"
import { mq, theme } from "../../styles/theme"
import { CardGrid } from "./CardGrid"
import type { CardGridProps } from "./CardGrid"
import { CountUpNumber } from "./CountUpNumber"
import { seenAt } from "../../lib/seen-marks"

/**
 * Tiles, a list each figure above its label: light on a tinted band; translucent with larger figures
 * on a dark band; a row of three under a page's hero; smaller translucent ones over cards on a dark band (glass);
 * left-aligned on a dark band, each with its sentence and a bar its percent fills (bars).
 */
export type TileTone = "alt" | "dark" | "hero" | "glass" | "bars"
/** Labelled figures, a description list each label before its figure (the figure shown above it): plain and light on a coloured band; in white boxes. */
export type TermTone = "plain" | "boxed" | "row"
export type FigureTone = TileTone | TermTone

const tile = css`li { text-align: center; border-radius: ${theme.radius.lg}; } strong { display: block; }`
/** A tile's label is the span beside its figure (`li > span`): a figure that counts up has spans of its own. */
const TILES: Record<TileTone, { grid: Pick<CardGridProps<unknown>, "columns" | "gap">; style: SerializedStyles }> = {
  alt: {
    grid: { columns: { base: 2, lg: 4 }, gap: 1.25 },
    style: css`
      li { padding: 1.75rem 1rem; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
      strong { font-size: 2.5rem; color: ${theme.color.primary}; }
      li > span { color: ${theme.color.textMuted}; font-weight: 600; }
    `,
  },
  dark: {
    grid: { columns: { base: 2, lg: 4 }, gap: 1.25 },
    style: css`
      li { padding: 2rem 1rem; background: rgba(255,255,255,.04); border: 1px solid rgba(255,255,255,.1); }
      strong { font-size: clamp(2.25rem, 6vw, 3.25rem); line-height: 1.1; color: ${theme.color.accent}; font-variant-numeric: tabular-nums; }
      li > span { color: ${theme.color.textOnDarkMuted}; font-weight: 500; }
    `,
  },
  glass: {
    grid: { columns: { base: 2, lg: 4 }, gap: 1 },
    style: css`
      margin-bottom: 2.5rem;
      li { padding: 1.5rem 1rem; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); }
      strong { font-size: 2rem; color: ${theme.color.accent}; }
      li > span { color: ${theme.color.textOnDarkMuted}; font-weight: 600; }
    `,
  },
  bars: {
    grid: { columns: { md: 2, xl: 4 }, gap: 1.25 },
    style: css`
      margin-bottom: 2.5rem;
      li { text-align: inherit; display: grid; gap: .5rem; padding: 1.5rem; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); }
      strong { font-size: 2rem; color: ${theme.color.accent}; line-height: 1.1; }
      .label { font-weight: 700; color: #fff; }
      p { margin: 0; color: ${theme.color.textOnDarkMuted}; font-size: .9rem; }
      .bar { height: 6px; border-radius: 3px; background: rgba(255,255,255,.12); overflow: hidden; }
      .bar span { display: block; height: 100%; background: linear-gradient(90deg, ${theme.color.accent}, #8B7CF8); }
    `,
  },
  hero: {
    grid: { columns: { base: 3 }, gap: { base: 1, md: 1.5 } },
    style: css`
      margin-top: 3rem;
      li { padding: 1.5rem .5rem; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); }
      strong { font-size: clamp(2rem, 6vw, 3rem); color: ${theme.color.accent}; font-variant-numeric: tabular-nums; }
      li > span { color: ${theme.color.textOnDarkMuted}; font-weight: 600; font-size: .9rem; ${mq.md} { font-size: 1rem; } }
    `,
  },
}

const terms = css`
  margin: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); text-align: center;
  ${mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  div { ${figureFirst}; }
  dd { margin: 0; font-weight: 800; }
`
const TERMS: Record<TermTone, SerializedStyles> = {
  plain: css`
    gap: 2rem 1.5rem;
    div { gap: .25rem; }
    dt { color: rgba(255,255,255,.85); font-size: .95rem; }
    dd { font-size: clamp(2rem, 4vw, 2.75rem); line-height: 1.1; }
  `,
  /** In a row beside a text on a dark band, left-aligned. */
  row: css`
    display: flex; gap: 2.5rem; text-align: inherit;
    dt { color: ${theme.color.textOnDarkMuted}; }
    dd { font-size: 2.5rem; color: ${theme.color.accent}; }
  `,
  boxed: css`
    gap: 1rem;
    div { padding: 1.25rem .75rem; border-radius: ${theme.radius.md}; background: #fff; border: 1px solid ${theme.color.border}; }
    dt { color: ${theme.color.textMuted}; font-size: .9rem; }
    dd { font-size: 1.75rem; color: ${theme.color.navy}; }
  `,
}

const isTerms = (tone: FigureTone): tone is TermTone => tone in TERMS

/** Tiles whose figures count up once, when the share `threshold` of the tiles is visible. */
export interface CountUp { timing: CountUpTiming; threshold: number }

/** A figure with its label, and what a bars tile shows under them: its sentence and how much of its bar it fills (a CSS width). */
export type FigureStat = LabeledStat & { description?: string; bar?: string }

export type FigureTilesProps = { label?: string } & (
  | { tone: FigureTone; stats: readonly FigureStat[]; countUp?: undefined }
  | { tone: TileTone; stats: readonly CountUpStat[]; countUp: CountUp }
)

/** Figures, each with its label, in the tone's look; tiles may count up. */
export function FigureTiles(props: FigureTilesProps) {
  const { tone, label } = props
  if (props.countUp) {
    const { timing, threshold } = props.countUp
    return (
      <CardGrid items={props.stats} keyOf={stat => stat.label} label={label} data={seenAt(threshold)} {...TILES[props.tone].grid} css={[tile, TILES[props.tone].style]}>
        {stat => <><CountUpNumber stat={stat} timing={timing} /><span>{stat.label}</span></>}
      </CardGrid>
    )
  }
  if (isTerms(tone)) {
    return (
      <dl css={[terms, TERMS[tone]]} aria-label={label}>
        {props.stats.map(stat => <div key={stat.label}><dt>{stat.label}</dt><dd>{stat.value}</dd></div>)}
      </dl>
    )
  }
  return (
    <CardGrid items={props.stats} keyOf={stat => stat.label} label={label} {...TILES[tone].grid} css={[tile, TILES[tone].style]}>
      {stat => tone === "bars" ? (
        <>
          <strong>{stat.value}</strong>
          <span className="label">{stat.label}</span>
          {stat.description && <p>{stat.description}</p>}
          <div className="bar" aria-hidden="true"><span data-testid="metric-bar" style={{ width: stat.bar }} /></div>
        </>
      ) : <><strong>{stat.value}</strong><span>{stat.label}</span></>}
    </CardGrid>
  )
}
