/** @jsxImportSource @emotion/react */
import { useId } from "react"
import { css } from "@emotion/react"
import { fillIn } from "../../content/words"
import { classNames } from "../../styles/class-names"
import { mq, theme } from "../../styles/theme"

/** The pills' look: grey on a light card, tinted in the brand colour, or in the accent colour on a dark card. */
export type TagTone = "muted" | "primary" | "accent"
/** A smaller pill (.75rem), the regular one (.78rem) or a large one (.9rem, further apart); muted pills have one size. */
export type TagSize = "sm" | "md" | "lg"

const pill = css`display: inline-block; border-radius: ${theme.radius.pill}; border: 0; font-family: inherit; padding: .2rem .6rem;`
const TONES: Record<TagTone, ReturnType<typeof css>> = {
  muted: css`font-size: .8rem; background: ${theme.color.surfaceAlt}; color: ${theme.color.text};`,
  primary: css`font-weight: 600; background: rgba(91,77,232,.08); color: ${theme.color.primaryHover};`,
  accent: css`font-weight: 600; background: rgba(34,211,238,.12); color: ${theme.color.accent};`,
}
const SIZES: Record<TagSize, ReturnType<typeof css>> = {
  sm: css`font-size: .75rem;`,
  md: css`font-size: .78rem; padding: .25rem .6rem;`,
  lg: css`font-size: .9rem; padding: .35rem .85rem;`,
}
const spacedOut = css`gap: .5rem;`
const list = css`
  list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem;
  /* Last in a card, they sit at its foot, so a row of cards lines them up. */
  &:last-child { margin-top: auto; }
  /* Above a card's stretched title link, so the +N button takes the pointer. */
  position: relative; z-index: 1;
  /* A pill's own box is its item's: no line box around it. Tags past the mobile limit show from md, its +N below. */
  li { display: flex; }
  ${mq.belowMd} { li.wide { display: none; } }
  ${mq.md} { li.narrow { display: none; } }
  li.more { position: relative; }
  li.more button { cursor: help; background: ${theme.color.navy}; color: #fff; }
  [role="tooltip"] {
    visibility: hidden; opacity: 0; position: absolute; bottom: calc(100% + 8px); left: 50%; transform: translateX(-50%);
    z-index: 5; width: max-content; max-width: 240px; padding: .5rem .75rem; border-radius: ${theme.radius.sm};
    background: ${theme.color.navy}; color: #fff; font-size: .8rem; line-height: 1.4; box-shadow: ${theme.shadow.raised};
    transition: opacity .15s;
  }
  li.more:hover [role="tooltip"], li.more button:focus-visible + [role="tooltip"], li.more button:focus + [role="tooltip"] {
    visibility: visible; opacity: 1;
  }
`
function More({ hidden, name, className, look }: { hidden: readonly string[]; name: string; className?: string; look: ReturnType<typeof css>[] }) {
  const id = useId()
  if (hidden.length === 0) return null
  return (
    <li className={classNames("more", className)}>
      <button type="button" css={look} aria-describedby={id} aria-label={fillIn(name, { count: hidden.length })}>+{hidden.length}</button>
      <span role="tooltip" id={id}>{hidden.join(", ")}</span>
    </li>
  )
}

export interface TagListProps {
  items: readonly string[]
  /** The list's accessible name. */
  label?: string
  tone?: TagTone
  size?: TagSize
  /** At most this many tags, then +N with a tooltip of the rest, read out as `more` ({count}: how many); below md at most `mobile`. */
  max?: { all: number; mobile: number; more: string }
}

/**
 * Tags as pills; with a maximum, +N is a focusable button whose description is the rest, so keyboard
 * and screen-reader users get them too.
 */
export function TagList({ items, label, tone = "muted", size = "md", max }: TagListProps) {
  const look = [pill, TONES[tone], tone === "muted" ? css`` : SIZES[size]]
  const shown = max ? items.slice(0, max.all) : items
  return (
    <ul css={[list, size === "lg" && spacedOut]} aria-label={label}>
      {shown.map((tag, i) => (
        <li key={`${tag}-${i}`} className={max && i >= max.mobile ? "wide" : undefined}><span css={look}>{tag}</span></li>
      ))}
      {max && <More hidden={items.slice(max.all)} name={max.more} className="wide" look={look} />}
      {max && <More hidden={items.slice(max.mobile)} name={max.more} className="narrow" look={look} />}
    </ul>
  )
}
