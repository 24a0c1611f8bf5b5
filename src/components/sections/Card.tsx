/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import type { IconName } from "../../content/types/icon"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { cardStyle, cornerBadge, darkCardStyle } from "./Section"
import { CardFigures, CardMediaView, CardMetric, CardPointsView } from "./CardParts"
import type { CardFigure, CardMedia, CardPoints } from "./CardParts"

export type { CardFigure, CardMedia, CardPoints } from "./CardParts"

/** The card's ground: raised (white, shadowed), flat (white, bordered), dark (on a navy band), navy (a dark tile on a light band), glass (translucent, on a navy band). */
export type CardSurface = "raised" | "flat" | "dark" | "navy" | "glass"
const SURFACES: Record<CardSurface, ReturnType<typeof css>> = {
  raised: cardStyle,
  flat: css`background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg};`,
  dark: darkCardStyle,
  navy: css`background: ${theme.color.navy}; color: ${theme.color.textOnDark}; border-radius: ${theme.radius.lg};`,
  glass: css`background: rgba(255,255,255,.04); border: 1px solid rgba(255,255,255,.12); border-radius: ${theme.radius.lg};`,
}
const onDark = (surface: CardSurface) => surface !== "raised" && surface !== "flat"
const PADDING = { lg: "1.75rem", md: "1.5rem", compact: "1.25rem 1.5rem", tall: "1.75rem 1.5rem", tile: "1.25rem .75rem" } as const

export interface CardProps {
  media?: CardMedia
  /** Above the title (the default), beside the title, or beside the whole card's text. */
  mediaAt?: "top" | "title" | "side"
  /** A large number at the top's far end (numbered cards). */
  number?: number
  /** A short label: in the top corner, or a line above the title. */
  badge?: { text: string; at: "corner" | "label" }
  title: string
  /** The title's heading level; "none": bold text, no heading (small tiles). */
  level?: 3 | 4 | "none"
  titleId?: string
  titleIcon?: IconName
  titleSize?: 0.95 | 1.05 | 1.1 | 1.15 | 1.2
  /** A bold line under the title, a large figure, or a figure boxed above its label. */
  highlight?: string
  figure?: string
  metric?: CardFigure
  text?: string
  /** A small upper-case line after the title (what kind a tile is). */
  caption?: string
  /** A short figure in a pill after the title (a step's duration). */
  pill?: string
  points?: CardPoints
  figures?: readonly CardFigure[]
  /** At the card's foot (a button). */
  footer?: ReactNode
  surface?: CardSurface
  padding?: keyof typeof PADDING
  /** Between the card's parts, in rem; none: text flow (the media 1rem over the title, the title .5rem over its text). */
  gap?: number
  /** Keep the text flow's spacing with a gap too. */
  spaced?: boolean
  /** The space under the title in the text flow, in rem (.5 unless given). */
  titleGap?: number
  smallText?: boolean
  center?: boolean
  radius?: "md" | "lg"
  /** A ring around the card: accent (a highlighted card), primary (a featured one). */
  ring?: "accent" | "primary"
  /** Reachable by keyboard (its hidden points show on focus), named by its title; it lifts on hover. */
  focusable?: boolean
}

const card = ({ gap, spaced = gap === undefined, titleGap = 0.5, smallText, center, radius, titleSize, mediaAt = "top", surface = "raised" }: CardProps) => css`
  position: relative; height: 100%;
  ${gap !== undefined && `display: flex; flex-direction: column; gap: ${gap}rem;`}
  ${center && "align-items: center; text-align: center;"}
  ${mediaAt === "side" && "display: flex; flex-direction: row; gap: 1rem; align-items: flex-start;"}
  ${radius === "md" && `border-radius: ${theme.radius.md};`}
  .title { margin: 0 0 ${spaced ? titleGap : 0}rem; color: ${onDark(surface) ? "#fff" : theme.color.navy}; ${titleSize ? `font-size: ${titleSize}rem;` : ""} }
  .text { margin: 0; color: ${onDark(surface) ? theme.color.textOnDarkMuted : theme.color.textMuted}; }
  ${smallText ? ".text, .hl { font-size: .95rem; }" : ""}
  ${spaced && mediaAt === "top" ? ".media { margin-bottom: 1rem; }" : ""}
  .top { display: flex; justify-content: space-between; align-items: flex-start; }
  .num { font-size: 2rem; font-weight: 800; color: #8A80F0; line-height: 1; }
  .top + .title { margin-top: .25rem; }
  .head { display: flex; gap: .9rem; align-items: center; }
  .label { font-weight: 700; text-transform: uppercase;
    ${onDark(surface) ? `font-size: .8rem; letter-spacing: .12em; color: ${theme.color.accent};` : `font-size: .75rem; letter-spacing: .06em; color: ${theme.color.primary};`} }
  .pill { align-self: flex-start; font-size: .85rem; font-weight: 700; padding: .2rem .7rem; border-radius: ${theme.radius.pill};
    background: rgba(34,211,238,.15); color: ${theme.color.accent}; }
  .caption { font-size: .75rem; font-weight: 600; color: ${theme.color.textMuted}; text-transform: uppercase; letter-spacing: .04em; }
  .hl { margin: 0; font-weight: 700; color: ${theme.color.primary}; }
  .figure { display: block; font-size: 1.6rem; margin-bottom: .35rem; color: ${theme.color.accent}; }
  .with-icon { display: flex; gap: .4rem; align-items: center; }
  [data-badge] + .title { padding-right: 4.5rem; }
  ${gap === undefined ? "> ul { margin-top: .75rem; }" : ""}
  .foot { margin-top: auto; }
`
const rings = { accent: theme.color.accent, primary: "rgba(91,77,232,.25)" }
const ring = (tone: "accent" | "primary") => css`
  box-shadow: 0 0 0 ${tone === "accent" ? 3 : 2}px ${rings[tone]}, ${theme.shadow.card};
  ${tone === "primary" && `border-color: ${theme.color.primary};`}
`
const focusable = css`
  outline: none; transition: box-shadow .2s, transform .2s;
  &:focus-visible { box-shadow: 0 0 0 3px ${theme.color.focus}, ${theme.shadow.card}; }
  &:hover { transform: translateY(-3px); }
  ${mq.reducedMotion} { transition: none; &:hover { transform: none; } }
`

/** One card of a grid: each part is optional, and the layout that uses it says how it looks. */
export function Card(props: CardProps) {
  const { media, mediaAt = "top", number, badge, title, level = 3, titleId, titleIcon, highlight, figure, metric, text, caption, pill, points, figures, footer } = props
  const Title = level === "none" ? "strong" : level === 3 ? "h3" : "h4"
  const mediaView = media && <CardMediaView media={media} className="media" />
  const heading = <Title className={titleIcon ? "title with-icon" : "title"} id={titleId}>{titleIcon && <Icon name={titleIcon} size={18} />}{title}</Title>
  const body = (
    <>
      {/* First, so it makes room beside the title only when the title comes right after it (no media). */}
      {badge?.at === "corner" && <span css={cornerBadge} data-badge="">{badge.text}</span>}
      {number === undefined ? mediaAt === "top" && mediaView : (
        <div className="top">{mediaView}<span className="num" aria-hidden="true">{String(number).padStart(2, "0")}</span></div>
      )}
      {badge?.at === "label" && <span className="label">{badge.text}</span>}
      {mediaAt === "title" ? <div className="head">{mediaView}{heading}</div> : heading}
      {caption && <span className="caption">{caption}</span>}
      {pill && <span className="pill">{pill}</span>}
      {figure && <strong className="figure">{figure}</strong>}
      {highlight && <p className="hl">{highlight}</p>}
      {text !== undefined && <p className="text">{text}</p>}
      {metric && <CardMetric figure={metric} />}
      {points && <CardPointsView points={points} />}
      {figures && <CardFigures items={figures} />}
      {footer && <div className="foot">{footer}</div>}
    </>
  )
  const { surface = "raised", padding = "lg" } = props
  return (
    <article
      css={[SURFACES[surface], css`padding: ${PADDING[padding]};`, card(props), props.ring && ring(props.ring), props.focusable && focusable]}
      tabIndex={props.focusable ? 0 : undefined} aria-labelledby={props.focusable ? titleId : undefined}
    >
      {mediaAt === "side" ? <>{mediaView}<div>{body}</div></> : body}
    </article>
  )
}
