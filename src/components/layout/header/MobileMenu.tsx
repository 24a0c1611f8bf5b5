import { useState } from "react"
import { SiteLink } from "../../ui/SiteLink"
import { Button } from "../../ui/Button"
import type { NavLink, NavModel } from "../navigation"
import type { HeaderCopy } from "../../../content/shell"
import { LanguageLinks } from "../language/LanguageLinks"
import { HEADER_CLASS } from "./classes"

function Section({ id, label, links, onNavigate }: { id: string; label: string; links: NavLink[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <li>
      <button type="button" className={HEADER_CLASS.mobileRow} aria-expanded={open} aria-controls={`${id}-links`} onClick={() => setOpen(v => !v)}>
        {label}
        <span aria-hidden="true">{open ? "−" : "+"}</span>
      </button>
      <ul id={`${id}-links`} className={HEADER_CLASS.mobileSub} hidden={!open}>
        {links.map(link => (
          <li key={link.to}>
            <SiteLink to={link.to} className={HEADER_CLASS.menuLink} onClick={onNavigate}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The menu below the lg breakpoint: sections expand independently; any link closes it. */
export function MobileMenu({ nav, copy, bookingLink, onNavigate }: { nav: NavModel; copy: HeaderCopy; bookingLink: string; onNavigate: () => void }) {
  return (
    <nav id="mobile-menu" className={HEADER_CLASS.mobileSheet} aria-label={copy.mainMenu}>
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
            <SiteLink to={link.to} className={HEADER_CLASS.mobileRow} onClick={onNavigate}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
      <div className={HEADER_CLASS.mobileCta}>
        <Button href={bookingLink} onClick={onNavigate}>{copy.buttonText}</Button>
      </div>
      <LanguageLinks label={copy.languages} className={HEADER_CLASS.mobileLanguages} />
    </nav>
  )
}
