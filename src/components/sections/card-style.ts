/** How a Card looks (Card.tsx): its grounds, paddings and the rules for its parts. */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import type { CardProps } from "./Card"
import { cardStyle, darkCardStyle } from "./Section"

/**
 * The card's ground: raised (white, shadowed), flat (white, bordered), dark (on a navy band), edged
 * (dark with a brighter edge), navy (a dark tile on a light band), glass (translucent, on a navy band).
 */
export type CardSurface = "raised" | "flat" | "dark" | "edged" | "navy" | "glass"
export const SURFACES: Record<CardSurface, ReturnType<typeof css>> = {
  raised: cardStyle,
  flat: css`background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg};`,
  dark: darkCardStyle,
  edged: css`background: ${theme.color.navySoft}; border: 1px solid rgba(255,255,255,.1); border-radius: ${theme.radius.lg};`,
  navy: css`background: ${theme.color.navy}; color: ${theme.color.textOnDark}; border-radius: ${theme.radius.lg};`,
  glass: css`background: rgba(255,255,255,.04); border: 1px solid rgba(255,255,255,.12); border-radius: ${theme.radius.lg};`,
}
const onDark = (surface: CardSurface) => surface !== "raised" && surface !== "flat"
export const PADDING = { lg: "1.75rem", md: "1.5rem", compact: "1.25rem 1.5rem", snug: "1.25rem 1.5rem 1.5rem", tall: "1.75rem 1.5rem", tile: "1.25rem .75rem" } as const

export type CardPadding = keyof typeof PADDING

/** Its parts in a column this many rem apart (none: text flow). */
export const flow = (gap: number | undefined) => gap !== undefined && css`display: flex; flex-direction: column; gap: ${gap}rem;`
/** The picture flush with the edges: the padding is the text's (raised cards carry one of their own). */
export const pictured = css`display: flex; flex-direction: column; overflow: hidden; padding: 0; .body { flex: 1; }`

/**
 * The card's own box and what varies with its props (the title's spacing, colour and size, the text's
 * size). The rules for its parts that hold on every card are `parts` and its surface's `TONES`, each a
 * class of its own (Card.tsx): merged into this one, they were copied into every kind of card a page
 * shows (the home page's nine kinds carried 2.6 KB of rules each).
 */
export const card = ({ gap, spaced = gap === undefined, titleGap = 0.5, textSize, center, radius, titleSize, titleLeading, titleTone, mediaAt = "top", surface = "raised" }: CardProps) => css`
  position: relative; height: 100%;
  ${center && "align-items: center; text-align: center;"}
  ${mediaAt === "side" && "display: flex; flex-direction: row; gap: 1rem; align-items: flex-start;"}
  ${radius === "md" && `border-radius: ${theme.radius.md};`}
  .title { margin: 0 0 ${spaced ? titleGap : 0}rem; color: ${titleTone === "primary" ? theme.color.primary : onDark(surface) ? "#fff" : theme.color.navy}; ${titleSize ? `font-size: ${titleSize}rem;` : ""} ${titleLeading ? `line-height: ${titleLeading};` : ""} }
  ${textSize ? `.text, .hl { font-size: ${textSize}rem; }` : ""}
  ${spaced && mediaAt === "top" ? ".media { margin-bottom: 1rem; }" : ""}
  ${gap === undefined ? "> ul { margin-top: .75rem; }" : ""}
`

/** The parts' rules that are the same on every card (their colours are the tone's). */
export const parts = css`
  .title a { color: inherit; text-decoration: none; }
  .title a::after { content: ""; position: absolute; inset: 0; }
  .text { margin: 0; }
  .top { display: flex; justify-content: space-between; align-items: flex-start; gap: .75rem; }
  .num { font-size: 2rem; font-weight: 800; color: #8A80F0; line-height: 1; }
  .top:has(> .num) + .title { margin-top: .25rem; }
  .top > .badge { align-self: center; font-size: .72rem; font-weight: 700; text-transform: uppercase; letter-spacing: .05em;
    padding: .2rem .55rem; border-radius: ${theme.radius.pill}; }
  .head { display: flex; gap: .9rem; align-items: center; }
  .label { font-weight: 700; text-transform: uppercase; }
  .pill { align-self: flex-start; font-size: .85rem; font-weight: 700; padding: .2rem .7rem; border-radius: ${theme.radius.pill};
    background: rgba(34,211,238,.15); color: ${theme.color.accent}; }
  .detail { display: inline-flex; gap: .35rem; align-items: center; color: ${theme.color.textMuted}; font-weight: 600; font-size: .92rem; }
  .caption { font-size: .75rem; font-weight: 600; color: ${theme.color.textMuted}; text-transform: uppercase; letter-spacing: .04em; }
  /* A detail with a caption (an article's reading time and date) share a line, centred on each other. */
  .meta { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem 1rem; }
  .hl { margin: 0; font-weight: 700; color: ${theme.color.primary}; }
  .lead { display: block; font-size: 2rem; line-height: 1.1; margin-bottom: .25rem; color: ${theme.color.primary}; }
  .figure { display: block; font-size: 1.6rem; margin-bottom: .35rem; color: ${theme.color.accent}; }
  .with-icon { display: flex; gap: .4rem; align-items: center; }
  [data-badge] + .title { padding-inline-end: 4.5rem; }
  /* At the foot of a column of parts, and at the end of its row in a subgrid (CardGrid's rows). */
  .footnote { margin: auto 0 0; font-size: .9rem; }
  .links { display: flex; flex-direction: column; align-items: flex-start; gap: .4rem; padding-top: .9rem; font-weight: 600; }
  .foot { margin-top: auto; }
  /* Above a linked title's stretched link, so a footer's button or a link takes the pointer. */
  .foot, .links { position: relative; z-index: 1; }
  .links a:first-of-type::after { content: " →"; }
  .cue { margin-top: auto; color: ${theme.color.primary}; font-weight: 600; display: inline-flex; align-items: center; gap: .35rem; }
`

/** The parts' colours on a light surface (raised, flat) and on a dark one (the others). */
export const TONES = {
  light: css`
    .title a:hover { color: ${theme.color.primary}; }
    .text, .plain { color: ${theme.color.textMuted}; }
    .top > .badge { background: ${theme.color.primary}; color: #fff; }
    .label { font-size: .75rem; letter-spacing: .06em; color: ${theme.color.primary}; }
    .links { border-top: 1px solid ${theme.color.border}; }
    .links a { color: ${theme.color.primary}; }
  `,
  dark: css`
    .title a:hover { color: ${theme.color.accent}; }
    .text, .plain { color: ${theme.color.textOnDarkMuted}; }
    .top > .badge { background: ${theme.color.accent}; color: ${theme.color.navy}; }
    .label { font-size: .8rem; letter-spacing: .12em; color: ${theme.color.accent}; }
    .links { border-top: 1px solid rgba(255,255,255,.1); }
    .links a { color: ${theme.color.accent}; }
  `,
}
export const toneOf = (surface: CardSurface) => TONES[onDark(surface) ? "dark" : "light"]

const rings = { accent: theme.color.accent, primary: "rgba(91,77,232,.25)" }
export const ring = (tone: "accent" | "primary") => css`
  box-shadow: 0 0 0 ${tone === "accent" ? 3 : 2}px ${rings[tone]}, ${theme.shadow.card};
  ${tone === "primary" && `border-color: ${theme.color.primary};`}
`
export const lift = css`
  transition: transform .2s, box-shadow .2s;
  &:hover { transform: translateY(-3px); box-shadow: ${theme.shadow.raised}; }
  ${mq.reducedMotion} { transition: none; &:hover { transform: none; } }
`
export const focusable = css`
  outline: none; transition: box-shadow .2s, transform .2s;
  &:focus-visible { box-shadow: 0 0 0 3px ${theme.color.focus}, ${theme.shadow.card}; }
  &:hover { transform: translateY(-3px); }
  ${mq.reducedMotion} { transition: none; &:hover { transform: none; } }
`

