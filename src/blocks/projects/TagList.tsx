/** @jsxImportSource @emotion/react */
import { useId } from "react"
import { css } from "@emotion/react"
import { classNames } from "../../styles/class-names"
import { mq, theme } from "../../styles/theme"

const list = css`
  list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem;
  li > span, li > button {
    display: inline-block; font-size: .78rem; font-weight: 600; padding: .25rem .6rem; border-radius: ${theme.radius.pill};
    background: rgba(91,77,232,.08); color: ${theme.color.primaryHover}; border: 0; font-family: inherit;
  }
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
/** Tags beyond the mobile limit hide below md; the +N then counts them too. */
const desktopOnly = css`${mq.belowMd} { display: none; }`
const mobileOnly = css`${mq.md} { display: none; }`

function More({ hidden, className }: { hidden: string[]; className?: string }) {
  const id = useId()
  if (hidden.length === 0) return null
  return (
    <li className={classNames("more", className)}>
      <button type="button" aria-describedby={id} aria-label={`${hidden.length} more technologies`}>+{hidden.length}</button>
      <span role="tooltip" id={id}>{hidden.join(", ")}</span>
    </li>
  )
}

/**
 * Up to `max` tags, then +N with a tooltip of the rest; on mobile `mobileMax` tags and +N. The +N is a
 * focusable button whose description is the list, so keyboard and screen-reader users get it too.
 */
export function TagList({ tags, max, mobileMax }: { tags: string[]; max: number; mobileMax: number }) {
  return (
    <ul css={list} aria-label="Technologies">
      {tags.slice(0, max).map((tag, i) => (
        <li key={`${tag}-${i}`} css={i >= mobileMax ? desktopOnly : undefined}><span>{tag}</span></li>
      ))}
      <More hidden={tags.slice(max)} css={desktopOnly} />
      <More hidden={tags.slice(mobileMax)} css={mobileOnly} />
    </ul>
  )
}
