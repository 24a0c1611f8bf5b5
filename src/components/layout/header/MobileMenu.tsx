/** @jsxImportSource @emotion/react */
import { useState } from "react"
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { theme } from "../../../styles/theme"
import { Button } from "../../ui/Button"
import type { NavLink, NavModel } from "../navigation"
import type { HeaderCopy } from "../../../content/shell"
import { menuLink } from "./styles"

const sheet = css`
  position: fixed; inset: ${theme.headerHeight}px 0 0 0; z-index: 55; overflow-y: auto; overscroll-behavior: contain;
  background: ${theme.color.surface}; border-top: 1px solid ${theme.color.border}; padding: 1rem 1.25rem 2rem;
  ul { list-style: none; margin: 0; padding: 0; }
`
const row = css`
  display: flex; width: 100%; align-items: center; justify-content: space-between; min-height: 48px;
  padding: .5rem .25rem; background: none; border: 0; border-bottom: 1px solid ${theme.color.border};
  font: inherit; font-size: 1.0625rem; font-weight: 600; color: ${theme.color.navy}; text-decoration: none; cursor: pointer;
`
const sub = css`padding: .5rem 0 .75rem .5rem;`

function Section({ id, label, links, onNavigate }: { id: string; label: string; links: NavLink[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <li>
      <button type="button" css={row} aria-expanded={open} aria-controls={`${id}-links`} onClick={() => setOpen(v => !v)}>
        {label}
        <span aria-hidden="true">{open ? "−" : "+"}</span>
      </button>
      <ul id={`${id}-links`} css={sub} hidden={!open}>
        {links.map(link => (
          <li key={link.to}>
            <Link to={link.to} css={menuLink} onClick={onNavigate}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The menu below the lg breakpoint: sections expand independently; any link closes it. */
export function MobileMenu({ nav, copy, bookingLink, onNavigate }: { nav: NavModel; copy: HeaderCopy; bookingLink: string; onNavigate: () => void }) {
  return (
    <nav id="mobile-menu" css={sheet} aria-label="Main">
      <ul>
        <Section id="mobile-services" label={copy.services} links={nav.services} onNavigate={onNavigate} />
        <Section
          id="mobile-industries"
          label={copy.industries}
          links={[...nav.industries, { label: copy.allIndustries, to: "/industries" }]}
          onNavigate={onNavigate}
        />
        {copy.links.map(link => (
          <li key={link.to}>
            <Link to={link.to} css={row} onClick={onNavigate}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <div css={css`margin-top: 1.5rem; a { width: 100%; }`}>
        <Button href={bookingLink} onClick={onNavigate}>{copy.buttonText}</Button>
      </div>
    </nav>
  )
}
