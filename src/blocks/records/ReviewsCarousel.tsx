/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from "react"
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import type { Review, ReviewSummary } from "../../content/reviews"
import type { SectionData } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { GUTTER } from "../../components/ui/Container"
import { PlatformLogo } from "../../components/ui/PlatformLogo"
import { Section, sectionHeading, actions } from "../../components/sections/Section"
import { Stars } from "../../components/ui/Stars"
import { useDragScroll } from "../../components/sections/useDragScroll"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { NEAR_ROOT_ATTRIBUTE } from "../../lib/near-images"
import { fillIn } from "../../content/words"
import type { ReviewWords } from "./view"

// Each slide is exactly the track's width and holds its card inset by the container's gutter, the
// track bleeding into that gutter: the card keeps the content width, its shadow is not cut, and the
// next card (a gutter beyond the edge) shows no sliver of itself or its shadow.
const track = css`
  list-style: none; padding: 0; display: flex; overflow-x: auto; scroll-snap-type: x mandatory;
  margin: -1rem -${GUTTER} 0; scroll-behavior: smooth; scrollbar-width: none; cursor: grab;
  &::-webkit-scrollbar { display: none; }
  /* Drawn inside: the track reaches the screen's edges on a phone. */
  &:focus-visible { outline-offset: -3px; border-radius: ${theme.radius.lg}; }
  ${mq.reducedMotion} { scroll-behavior: auto; }
  > li { flex: 0 0 100%; scroll-snap-align: start; padding: 1rem ${GUTTER} 2rem; }
`
const slide = css`
  height: 100%; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card}; padding: 2rem; display: grid; gap: 1.25rem; align-content: space-between; user-select: none;
  ${mq.md} { padding: 2.5rem 3rem; }
  figure { margin: 0; display: grid; gap: 1rem; }
  .book { justify-self: start; font-weight: 600; color: ${theme.color.primary}; text-underline-offset: .2em; }
  .book:hover { color: ${theme.color.primaryHover}; }
  blockquote { margin: 0; font-size: 1.125rem; color: ${theme.color.text}; }
  figcaption { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1.25rem; }
  figcaption div { flex: 1 1 12rem; }
  ${mq.md} { figcaption div { padding-inline-start: 1.25rem; border-inline-start: 1px solid ${theme.color.border}; } }
  figcaption strong { display: block; color: ${theme.color.navy}; }
  figcaption span { color: ${theme.color.textMuted}; font-size: .9rem; }
  .rating { display: flex; align-items: center; gap: .5rem; font-weight: 600; color: ${theme.color.navy}; }
`
const controls = css`
  display: flex; justify-content: center; gap: .75rem;
  button { width: 44px; height: 44px; border-radius: 50%; border: 2px solid ${theme.color.primary}; background: #fff;
    color: ${theme.color.primary}; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; }
  button:hover { background: ${theme.color.primary}; color: #fff; }
  .flip { transform: rotate(180deg); }
`
const summaryStyle = css`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: .5rem; margin: -1rem 0 2rem;
  font-weight: 600; color: ${theme.color.navy};
`
const ARROW = "M15 18l-6-6 6-6"

/**
 * One review per view: scroll-snap, drag-to-scroll at 2x, previous/next buttons, the rating summary.
 * Each review offers the booking link in a new tab (spec 000 §2.9).
 */
export function ReviewsCarousel({ reviews, summary, section, linkText, words, id = "reviews", children }: {
  reviews: readonly Review[]
  summary: ReviewSummary
  section: SectionData
  /** Label of each review's booking link. */
  linkText: string
  words: ReviewWords
  id?: string
  /** The section's buttons, under the carousel. */
  children?: ReactNode
}) {
  const list = useRef<HTMLUListElement>(null)
  const drag = useDragScroll<HTMLUListElement>(2)
  const { bookingLink } = useSiteSettings()
  // Drag and the buttons work once hydrated; the attribute tells tests (and styles) when.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (reviews.length === 0) return null
  const go = (direction: 1 | -1) => {
    const el = list.current
    if (!el) return
    // Right to left, the strip starts at its right edge and scrollLeft counts down from 0.
    const sign = getComputedStyle(el).direction === "rtl" ? -1 : 1
    const index = Math.round(Math.abs(el.scrollLeft) / el.clientWidth) + direction
    const wrapped = (index + reviews.length) % reviews.length
    el.scrollTo({ left: sign * wrapped * el.clientWidth })
  }
  return (
    <Section tone="alt" id={id} heading={sectionHeading(`${id}-title`, section)}>
      <p css={summaryStyle} data-testid="rating-summary">
        <Stars count={Math.round(summary.rating)} />
        {fillIn(words.summary, { rating: summary.rating, max: summary.maxRating, count: summary.reviewCount, platform: summary.platform })}
      </p>
      <div role="region" aria-roledescription={words.carousel} aria-label={words.region} data-ready={ready}>
        {/* A slide's logo loads once the slide nears the track's visible part, not only once shown (near-images.ts). */}
        <ul ref={list} css={track} {...drag} {...{ [NEAR_ROOT_ATTRIBUTE]: "" }} tabIndex={0} aria-label={words.list}>
          {reviews.map((review, i) => (
            <li key={review.id} aria-roledescription={words.slideRole} aria-label={fillIn(words.slide, { position: i + 1, total: reviews.length })}>
              <div css={slide}>
                <figure>
                  <p className="rating">
                    <Stars count={review.rating} />
                    <span>{fillIn(words.rating, { rating: review.rating, max: summary.maxRating })}</span>
                  </p>
                  <blockquote>“{review.text}”</blockquote>
                  <figcaption>
                    <PlatformLogo src={review.logo.src} name={review.logo.alt || review.name} size={48} width={160} />
                    <div><strong>{review.name}</strong><span>{review.title}</span></div>
                  </figcaption>
                </figure>
                {/* Not draggable: a drag across the slide scrolls the carousel (its click is swallowed). */}
                <a className="book" href={bookingLink} target="_blank" rel="noopener noreferrer" draggable={false}>
                  {linkText}<span aria-hidden="true"> →</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <div css={controls}>
          <button type="button" onClick={() => go(-1)} aria-label={words.previous}><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d={ARROW} /></svg></button>
          <button type="button" onClick={() => go(1)} aria-label={words.next}><svg className="flip" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d={ARROW} /></svg></button>
        </div>
      </div>
      {children && <div css={actions}>{children}</div>}
    </Section>
  )
}
