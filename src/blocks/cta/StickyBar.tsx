/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LeadPageContext } from "../../content/landing"
import { theme } from "../../styles/theme"
import { LeadButton } from "../../forms/lead/LeadButton"
import { mobileOnly } from "../../styles/mobile"
import { HERO_CTA_ID } from "../hero/LandingHero"
import { useScrolledPast } from "./useScrolledPast"
import type { StickyBarView } from "./view"

const fixedBar = css`
  position: fixed; inset-inline: 0; bottom: 0; z-index: 900;
  transition: transform .25s ease-out, visibility .25s;
  &[data-shown="false"] { transform: translateY(100%); visibility: hidden; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`
const bar = (fixed: boolean) => css`
  ${fixed ? fixedBar : "position: relative; border-radius: 12px;"}
  display: flex; align-items: center; justify-content: space-between; gap: .75rem;
  padding: .75rem 1rem calc(.75rem + env(safe-area-inset-bottom, 0px)); min-height: 72px;
  background: ${theme.color.navy}; color: #fff; box-shadow: 0 -8px 24px rgba(11,21,51,.25);
  .text { display: flex; flex-direction: column; line-height: 1.25; min-width: 0; }
  .text strong { font-size: .875rem; }
  .text span { font-size: .8rem; color: ${theme.color.accent}; font-weight: 600; }
  button { flex: none; padding: .55rem .9rem; font-size: .9rem; min-height: 44px; }
`

export interface StickyBarProps {
  content: StickyBarView
  context: LeadPageContext
  /** Which of its bars (by name). */
  variant?: string
  /** The showcase renders the bar in place instead of fixed to the viewport. */
  inline?: boolean
}

/**
 * The landing pages' bottom bar, shown under 768 px only; its button opens the lead modal. It slides
 * in once the hero's own call to action has scrolled away, so it never covers that button. The
 * Layout keeps room for it under the footer's content on small screens.
 */
export function StickyBar({ content, context, variant = content.defaultBar, inline = false }: StickyBarProps) {
  const copy = content.bars[variant]
  const shown = useScrolledPast(HERO_CTA_ID) || inline
  return (
    <aside
      css={[bar(!inline), inline ? undefined : mobileOnly]}
      aria-label={content.label}
      data-testid="sticky-bar"
      data-variant={variant}
      data-shown={shown}
    >
      <p className="text" css={css`margin: 0;`}>
        <strong>{copy.headline}</strong>
        <span>{copy.subline}</span>
      </p>
      <LeadButton context={context}>{copy.buttonText}</LeadButton>
    </aside>
  )
}
