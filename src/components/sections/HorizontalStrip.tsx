/** @jsxImportSource @emotion/react */
import { Children, useEffect, useRef, useState } from "react"
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { usePrefersReducedMotion } from "../../lib/usePrefersReducedMotion"

export interface HorizontalStripProps {
  children: ReactNode
  /** Accessible name of the list of cards. */
  label: string
  cardWidth: number
  gap: number
  /** Distance from the viewport top where the strip pins. */
  stickyOffset: number
  /** Extra vertical scroll added to the pinned distance (core features use 2500 px). */
  extraScroll?: number
  /** The section's heading (and lead), pinned with the cards so they never show without it. */
  header: ReactNode
}

const pinnedQuery = `(min-width: ${theme.breakpoint.lg}px)`
/** Width of the fade at each side of the pinned row; the row rests this far in, so only a passing card fades. */
const EDGE = 32

/** How far the row of cards must slide: computed from the cards, so it is known before pinning. */
function slideDistance(track: HTMLUListElement, cardWidth: number, gap: number): number {
  const count = track.children.length
  return Math.max(0, count * cardWidth + (count - 1) * gap + 2 * EDGE - track.clientWidth)
}

// Pinned: heading and cards sit together in the middle of the space under the offset.
const stage = (offset: number) => css`
  position: sticky; top: ${offset}px; min-height: calc(100vh - ${offset}px);
  display: flex; flex-direction: column; justify-content: center;
`
// Room above and below for the cards' shadows; the sides fade out instead of cutting cards off hard.
const viewport = css`
  overflow: hidden; padding: 1rem 0 2rem; margin: -1rem 0 -2rem;
  mask-image: linear-gradient(90deg, transparent, #000 ${EDGE}px, #000 calc(100% - ${EDGE}px), transparent);
`

// A grid; pinned, one row of fixed-width cards, padded by the fade's width at both ends.
const row = (pinned: boolean, cardWidth: number, gap: number) => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: ${gap}px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  ${mq.lg} {
    display: ${pinned ? "flex" : "grid"};
    padding: 0 ${pinned ? EDGE : 0}px;
    will-change: ${pinned ? "transform" : "auto"};
    & > li { ${pinned ? `flex: 0 0 ${cardWidth}px;` : ""} }
  }
`

/**
 * A row of cards that pins under the header, with its section heading, and slides sideways as the
 * page scrolls down. Below lg, or with reduced motion, it is the heading over a plain grid. Keyboard
 * users reach every card: focusing one scrolls the page to the position where that card is in view.
 */
export function HorizontalStrip({ children, label, cardWidth, gap, stickyOffset, extraScroll = 0, header }: HorizontalStripProps) {
  const outer = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLUListElement>(null)
  const reduced = usePrefersReducedMotion()
  const [pinnedHeight, setPinnedHeight] = useState<number | null>(null)

  useEffect(() => {
    const media = window.matchMedia(pinnedQuery)
    const measure = () => {
      const el = track.current
      if (!el || reduced || !media.matches) return setPinnedHeight(null)
      const distance = slideDistance(el, cardWidth, gap)
      setPinnedHeight(distance === 0 ? null : window.innerHeight + distance + extraScroll)
    }
    measure()
    window.addEventListener("resize", measure)
    media.addEventListener("change", measure)
    return () => {
      window.removeEventListener("resize", measure)
      media.removeEventListener("change", measure)
    }
  }, [reduced, extraScroll, cardWidth, gap])

  useEffect(() => {
    const el = track.current
    if (pinnedHeight === null || !el) {
      if (el) el.style.transform = ""
      return
    }
    let frame = 0
    const update = () => {
      frame = 0
      const box = outer.current?.getBoundingClientRect()
      if (!box) return
      const travel = pinnedHeight - window.innerHeight
      const progress = Math.min(1, Math.max(0, (stickyOffset - box.top) / travel))
      el.style.transform = `translate3d(${-progress * slideDistance(el, cardWidth, gap)}px, 0, 0)`
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      cancelAnimationFrame(frame)
    }
  }, [pinnedHeight, stickyOffset, cardWidth, gap])

  /** Brings a focused card into view by scrolling the page to the strip position that shows it. */
  const onFocus = (event: React.FocusEvent<HTMLUListElement>) => {
    const el = track.current
    const box = outer.current?.getBoundingClientRect()
    const card = (event.target as HTMLElement).closest("li")
    if (pinnedHeight === null || !el || !box || !card) return
    const distance = slideDistance(el, cardWidth, gap)
    const shift = Array.from(el.children).indexOf(card) * (cardWidth + gap)
    const progress = distance === 0 ? 0 : Math.min(1, shift / distance)
    const top = window.scrollY + box.top - stickyOffset + progress * (pinnedHeight - window.innerHeight)
    window.scrollTo({ top, behavior: "auto" })
  }

  const pinned = pinnedHeight !== null
  return (
    <div ref={outer} css={css`position: relative; ${pinned ? `height: ${pinnedHeight}px;` : ""}`} data-pinned={pinned}>
      <div css={pinned ? stage(stickyOffset) : undefined}>
        {/* One block inside the centring flexbox, so the heading's margins collapse as in the grid. */}
        <div>
          {header}
          <div css={pinned ? viewport : undefined}>
            <ul ref={track} aria-label={label} onFocus={onFocus} css={row(pinned, cardWidth, gap)}>
              {Children.map(children, child => <li>{child}</li>)}
            </ul>
          </div>
        </div>
      </div>
    </div>
  )
}
