/** @jsxImportSource @emotion/react */
import type { MouseEvent, ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

type AnchorVariant = "light" | "ghost" | "text"

const looks: Record<AnchorVariant, string> = {
  light: `background: #fff; color: ${theme.color.navy};`,
  ghost: "background: transparent; color: inherit; border-color: currentColor;",
  // A quiet link beside the buttons (a page's jump links), still a 44 px target.
  text: "background: transparent; color: inherit; padding-inline: .5rem; text-decoration: underline; text-decoration-color: rgba(255,255,255,.45); text-underline-offset: 5px;",
}

export const anchorButton = (variant: AnchorVariant) => css`
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: .75rem 1.5rem;
  border-radius: ${theme.radius.pill}; font-weight: 600; text-decoration: none; border: 2px solid transparent;
  ${looks[variant]}
  &:hover { transform: translateY(-1px); }
`

/**
 * A link to an element on the same page that scrolls smoothly (instantly with reduced motion) and
 * moves focus there, keeping the hash in the address. Without JavaScript it is a plain anchor.
 */
export function InPageLink({ target, children, variant = "light" }: { target: string; children: ReactNode; variant?: AnchorVariant }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const el = document.getElementById(target)
    if (!el) return
    event.preventDefault()
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    el.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" })
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1")
    el.focus({ preventScroll: true })
    window.history.replaceState(window.history.state, "", `#${target}`)
  }
  return <a href={`#${target}`} onClick={onClick} css={anchorButton(variant)}>{children}</a>
}
