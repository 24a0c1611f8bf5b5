/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { SiteLink } from "../ui/SiteLink"
import { ClassNames, css } from "@emotion/react"
import type { ImageRef } from "../../content/images"
import type { IconName } from "../../content/types/icon"
import { Icon } from "../ui/Icon"
import { cornerBadge } from "./Section"
import { PADDING, SURFACES, card, flow, focusable, lift, parts, pictured, ring, toneOf } from "./card-style"
import type { CardPadding, CardSurface } from "./card-style"
import { CardFigures, CardLinks, CardMediaView, CardMetric, CardPointsView, CardQuoteView, CardTerms } from "./CardParts"
import type { CardFigure, CardLink, CardMedia, CardPoints, CardQuote, CardTerm } from "./CardParts"
import { SizedImage } from "./SizedImage"
import { TagList } from "./TagList"
import type { TagListProps } from "./TagList"
import { twoDigits } from "../../content/text"

export type { CardFigure, CardLink, CardMedia, CardPoints, CardQuote, CardTerm } from "./CardParts"
export type { CardSurface } from "./card-style"

export interface CardProps {
  /** A picture flush with the card's top, at this height; the card's padding is then its text's. */
  picture?: { image: ImageRef; height: number; largestPaint?: boolean }
  media?: CardMedia
  /** Above the title (the default), beside the title, or beside the whole card's text. */
  mediaAt?: "top" | "title" | "side"
  /** A large number at the top's far end (numbered cards). */
  number?: number
  /** A short label: in the top corner, a line above the title, or a pill across from the media on the card's top line. */
  badge?: { text: string; at: "corner" | "label" | "top" }
  /** Its heading (a quote card has none: the quote's source names it). */
  title?: string
  /** The title's heading level; "none": bold text, no heading (small tiles). */
  level?: 2 | 3 | 4 | "none"
  titleId?: string
  titleIcon?: IconName
  titleSize?: 0.95 | 1 | 1.05 | 1.1 | 1.15 | 1.2 | 1.25
  /** The title in the brand colour (a box's name over its entries), not the headings' navy. */
  titleTone?: "primary"
  /** The title's line height (the headings' 1.2 unless given). */
  titleLeading?: 1.35
  /** The card's page: the title links there, and its link covers the whole card. */
  link?: string
  /** A large figure over the title, the title its label (a figure card). */
  lead?: string
  /** A short line with its icon under the title (a job's location). */
  detail?: { icon: IconName; text: string }
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
  /** Pills after the text, at the card's foot. */
  tags?: TagListProps
  figures?: readonly CardFigure[]
  /** A client's words with their rating, outcome and source, filling the card. */
  quote?: CardQuote
  /** Named entries, each with its description (a technology and what it does). */
  terms?: readonly CardTerm[]
  /** A cue to follow the card's link, after its text (read by eyes only: the title names the link). */
  cue?: { text: string; icon: IconName }
  /** A short line at the card's foot, above its links and footer (its case studies). */
  footnote?: string
  /** Text links at the card's foot under a rule (its page, its own action). */
  links?: readonly CardLink[]
  /** At the card's foot (a button). */
  footer?: ReactNode
  surface?: CardSurface
  padding?: CardPadding
  /** Between the card's parts, in rem; none: text flow (the media 1rem over the title, the title .5rem over its text). */
  gap?: number
  /** Keep the text flow's spacing with a gap too. */
  spaced?: boolean
  /** The space under the title in the text flow, in rem (.5 unless given). */
  titleGap?: number
  /** The text's size in rem (1 unless given). */
  textSize?: 0.9 | 0.93 | 0.95
  center?: boolean
  radius?: "md" | "lg"
  /** A ring around the card: accent (a highlighted card), primary (a featured one). */
  ring?: "accent" | "primary"
  /** Reachable by keyboard (its hidden points show on focus), named by its title; it lifts on hover. */
  focusable?: boolean
  /** It lifts on hover (a linked card). */
  lift?: boolean
}

/** One card of a grid: each part is optional, and the layout that uses it says how it looks. */
export function Card(props: CardProps) {
  const { picture, media, mediaAt = "top", number, badge, title, level = 3, titleId, titleIcon, link, highlight, figure, metric, text, caption, pill, points, tags, figures, footer } = props
  const Title = level === "none" ? "strong" : (`h${level}` as const)
  const mediaView = media && <CardMediaView media={media} className="media" />
  const heading = title !== undefined && (
    <Title className={titleIcon ? "title with-icon" : "title"} id={titleId}>
      {titleIcon && <Icon name={titleIcon} size={18} />}{link ? <SiteLink to={link}>{title}</SiteLink> : title}
    </Title>
  )
  const detail = props.detail && <span className="detail"><Icon name={props.detail.icon} size={16} />{props.detail.text}</span>
  const captionView = caption && <span className="caption">{caption}</span>
  const body = (
    <>
      {/* First, so it makes room beside the title only when the title comes right after it (no media). */}
      {badge?.at === "corner" && <span css={cornerBadge} data-badge="">{badge.text}</span>}
      {number === undefined && badge?.at !== "top" ? mediaAt === "top" && mediaView : (
        <div className="top">
          {mediaView}
          {number === undefined ? <span className="badge">{badge?.text}</span> : <span className="num" aria-hidden="true">{twoDigits(number)}</span>}
        </div>
      )}
      {badge?.at === "label" && <span className="label">{badge.text}</span>}
      {props.lead && <strong className="lead">{props.lead}</strong>}
      {mediaAt === "title" ? <div className="head">{mediaView}{heading}</div> : heading}
      {detail && captionView ? <span className="meta">{detail}{captionView}</span> : <>{detail}{captionView}</>}
      {pill && <span className="pill">{pill}</span>}
      {figure && <strong className="figure">{figure}</strong>}
      {highlight && <p className="hl">{highlight}</p>}
      {text !== undefined && <p className="text">{text}</p>}
      {props.quote && <CardQuoteView quote={props.quote} />}
      {metric && <CardMetric figure={metric} />}
      {tags && tags.items.length > 0 && <TagList {...tags} />}
      {points && <CardPointsView points={points} />}
      {figures && <CardFigures items={figures} />}
      {props.terms && <CardTerms items={props.terms} />}
      {props.cue && <span className="cue" aria-hidden="true">{props.cue.text} <Icon name={props.cue.icon} size={16} /></span>}
      {props.footnote !== undefined && <p className="footnote">{props.footnote}</p>}
      {props.links && <CardLinks links={props.links} />}
      {footer && <div className="foot">{footer}</div>}
    </>
  )
  const { surface = "raised", padding = "lg", gap } = props
  const spacing = css`padding: ${PADDING[padding]};`
  // Three classes, not the css prop's one merged class: the parts' rules and the tone's are then each
  // defined once on a page, whatever kinds of card it shows.
  return (
    <ClassNames>
      {({ css: toClass }) => (
        <article
          className={`${toClass(parts)} ${toClass(toneOf(surface))} ${toClass(SURFACES[surface], picture ? pictured : [spacing, flow(gap)], card(props), props.ring && ring(props.ring), props.lift && lift, props.focusable && focusable)}`}
          tabIndex={props.focusable ? 0 : undefined} aria-labelledby={props.focusable ? titleId : undefined}
        >
          {picture ? (
            <>
              <SizedImage image={picture.image} height={picture.height} largestPaint={picture.largestPaint} />
              <div className="body" css={[spacing, flow(gap)]}>{body}</div>
            </>
          ) : mediaAt === "side" ? <>{mediaView}<div>{body}</div></> : body}
        </article>
      )}
    </ClassNames>
  )
}
