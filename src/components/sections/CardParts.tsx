/** @jsxImportSource @emotion/react */
import { SiteLink } from "../ui/SiteLink"
import { css } from "@emotion/react"
import type { IconName } from "../../content/types/icon"
import { theme } from "../../styles/theme"
import { figureFirst } from "../../styles/figure"
import { IconBadge } from "./IconBadge"
import type { IconBadgeTone } from "./IconBadge"
import { Icon } from "../ui/Icon"
import { Stars } from "../ui/Stars"
import { NearImg } from "../ui/NearImg"
import { PlatformLogo } from "../ui/PlatformLogo"

/** What leads a card: an icon on a tile, a check mark, a bare icon in the text's colour, a logo, a picture used as an icon, or a letter. */
export type CardMedia =
  | { icon: IconName; tone?: IconBadgeTone }
  | { mark: IconName }
  | { glyph: IconName; size: 36 }
  | { logo: string; name: string; size?: number; framed?: boolean }
  | { image: string }
  | { letter: string }

const letter = css`
  display: inline-flex; width: 52px; height: 52px; align-items: center; justify-content: center; border-radius: ${theme.radius.md};
  background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); color: #fff; font-size: 1.6rem; font-weight: 800;
`

const mark = css`color: ${theme.color.success}; flex: none; margin-top: .2rem;`

export function CardMediaView({ media, className }: { media: CardMedia; className?: string }) {
  if ("icon" in media) return <IconBadge name={media.icon} tone={media.tone} className={className} />
  if ("mark" in media) return <Icon name={media.mark} size={20} css={mark} className={className} />
  if ("glyph" in media) return <Icon name={media.glyph} size={media.size} className={className} />
  if ("logo" in media) return <PlatformLogo src={media.logo} name={media.name} size={media.size} framed={media.framed} className={className} />
  if ("image" in media) return <NearImg src={media.image} alt="" width={48} height={48} css={css`width: 48px; height: 48px;`} className={className} />
  return <span css={letter} aria-hidden="true" className={className}>{media.letter}</span>
}

/**
 * A card's points: checked, a plain bulleted list, or revealed on hover and focus (they
 * stay in the accessibility tree, so screen readers read them either way, after a hint only eyes need).
 */
export type CardPoints = { items: readonly string[]; label?: string } & (
  | ({ kind: "checked"; strong?: boolean; tone?: "primary" | "accent" } & Partial<Density>)
  | { kind: "plain"; size?: Density["size"] }
  | { kind: "revealed"; heading: string; hint?: string }
)
/**
 * A checked list's type size, the space between its points and between a mark and its text, in rem
 * (.925, .4 and .5 unless given), and where each mark sits: by its point's first line (top) or in the
 * middle of the point.
 */
type Density = { size: 0.9 | 0.92 | 0.925 | 0.95; gap: 0.35 | 0.4; markGap: 0.4 | 0.45 | 0.5; align: "top" | "middle" }
const density = ({ size = 0.925, gap = 0.4, markGap = 0.5, align = "top" }: Partial<Density>) => css`
  font-size: ${size}rem; gap: ${gap}rem;
  li { gap: ${markGap}rem; ${align === "middle" ? "align-items: center;" : ""} }
  ${align === "middle" && "svg { margin: 0; }"}
`

const checked = css`
  margin: 0; padding: 0; list-style: none; display: grid; gap: .4rem; font-size: .925rem;
  li { display: flex; align-items: flex-start; }
  svg { flex: none; color: ${theme.color.success}; margin-top: .2rem; }
`
const strong = css`gap: .5rem; font-size: 1rem; li { font-weight: 600; color: ${theme.color.navy}; }`
const MARK_TONES = { primary: css`svg { color: ${theme.color.primary}; }`, accent: css`svg { color: ${theme.color.accent}; }` }
// Its colour is the card's muted text's (card-style.ts), on a light or a dark surface.
const plain = (size = 0.92) => css`margin: 0; padding-inline-start: 1.1rem; font-size: ${size}rem;`
const revealed = css`
  max-height: 0; opacity: 0; overflow: hidden; transition: max-height .3s ease, opacity .3s ease;
  article:hover &, article:focus-within & { max-height: 20rem; opacity: 1; }
  h4 { margin: 1rem 0 .5rem; font-size: .85rem; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.primary}; }
`
// `article p&` outweighs a card surface's own `p` rule (cardStyle).
const hint = css`font-size: .8rem; color: ${theme.color.textMuted}; article p& { margin-top: .75rem; } article:hover &, article:focus-within & { display: none; }`

export function CardPointsView({ points }: { points: CardPoints }) {
  const { items, label } = points
  if (points.kind === "plain") return <ul css={plain(points.size)} className="plain" aria-label={label}>{items.map(item => <li key={item}>{item}</li>)}</ul>
  const list = (size: number, style = [checked]) => (
    <ul css={style} aria-label={label}>{items.map(item => <li key={item}><Icon name="check" size={size} />{item}</li>)}</ul>
  )
  if (points.kind === "checked") {
    return list(points.strong ? 18 : 16, [checked, density(points), points.strong ? strong : css``, points.tone ? MARK_TONES[points.tone] : css``])
  }
  return (
    <>
      {points.hint && <p css={hint} aria-hidden="true">{points.hint}</p>}
      <div css={revealed} data-testid="benefits"><h4>{points.heading}</h4>{list(16, [checked, density({ size: 0.92, gap: 0.35 })])}</div>
    </>
  )
}

/** A text link: a site path through the router, another site's a plain link; named for screen readers by its label. */
export type CardLink = { text: string; label: string } & ({ to: string } | { href: string })

/** Text links one a line at the card's foot, under a rule; the first (the card's page) with an arrow (card-style.ts). */
export function CardLinks({ links }: { links: readonly CardLink[] }) {
  const one = (link: CardLink) => ("to" in link
    ? <SiteLink key={link.label} to={link.to} aria-label={link.label}>{link.text}</SiteLink>
    : <a key={link.label} href={link.href} aria-label={link.label}>{link.text}</a>)
  return <div className="links">{links.map(one)}</div>
}

/** Figures at a card's foot, each above its label (the label first for screen readers). */
const figures = css`
  margin: auto 0 0; display: grid; grid-template-columns: 1fr 1fr; gap: .75rem;
  div { padding: .6rem .8rem; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; ${figureFirst} }
  dt { font-size: .8rem; color: ${theme.color.textMuted}; }
  dd { margin: 0; font-weight: 800; font-size: 1.25rem; color: ${theme.color.primary}; }
`
export type CardFigure = { value: string; label: string }
export function CardFigures({ items }: { items: readonly CardFigure[] }) {
  return <dl css={figures}>{items.map(figure => <div key={figure.label}><dt>{figure.label}</dt><dd>{figure.value}</dd></div>)}</dl>
}

/** Named entries, each with its description where it has one. */
const terms = css`
  margin: 0; display: grid; gap: .75rem;
  dt { font-weight: 700; color: ${theme.color.navy}; }
  dd { margin: 0; color: ${theme.color.textMuted}; font-size: .92rem; }
`
export type CardTerm = { name: string; text?: string }
export function CardTerms({ items }: { items: readonly CardTerm[] }) {
  return <dl css={terms}>{items.map(term => <div key={term.name}><dt>{term.name}</dt>{term.text && <dd>{term.text}</dd>}</div>)}</dl>
}

/** One figure in a tinted box above its label. */
const metric = css`
  padding: .75rem 1rem; border-radius: ${theme.radius.md}; background: rgba(91,77,232,.08);
  strong { display: block; font-size: 1.5rem; color: ${theme.color.primary}; line-height: 1.2; }
  span { font-size: .875rem; color: ${theme.color.text}; }
`
export function CardMetric({ figure }: { figure: CardFigure }) {
  return <div css={metric}><strong>{figure.value}</strong><span>{figure.label}</span></div>
}

/** A quote: its rating in stars, the words, an outcome in a tinted line, and who said it (with where) and where it was given. */
const quote = css`
  margin: 0; height: 100%; display: flex; flex-direction: column; gap: 1rem;
  blockquote { margin: 0; color: ${theme.color.text}; }
  .outcome { margin: 0; padding: .6rem .9rem; border-radius: ${theme.radius.md}; background: #ECFDF5; color: ${theme.color.success}; font-weight: 600; font-size: .925rem; }
  figcaption { margin-top: auto; display: flex; justify-content: space-between; gap: 1rem; font-size: .9rem; color: ${theme.color.textMuted}; }
  figcaption strong { color: ${theme.color.navy}; display: block; }
`
/** `rated` names the stars when read out ("5 out of 5"). */
export type CardQuote = { text: string; stars: number; rated: string; outcome: string; by: string; place: string; source: string }
export function CardQuoteView({ quote: { text, stars, rated, outcome, by, place, source } }: { quote: CardQuote }) {
  return (
    <figure css={quote}>
      <Stars count={stars} gap={2.4} outlined label={rated} />
      <blockquote>“{text}”</blockquote>
      <p className="outcome">{outcome}</p>
      <figcaption><span><strong>{by}</strong>{place}</span><span>{source}</span></figcaption>
    </figure>
  )
}
