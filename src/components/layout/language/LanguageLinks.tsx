import { useLanguageLinks } from "../../../root/language"
import { classNames } from "../../../styles/class-names"
import { LANGUAGE_CLASS } from "./classes"

/**
 * This page in the site's languages, each named in its own words: its page there, else that
 * language's home. Plain links, so they work before any code has run and a change of language loads
 * the page (and its direction) whole; the current language is marked. `others`: only the others (the header).
 */
export function LanguageLinks({ label, others = false, className }: { label: string; others?: boolean; className?: string }) {
  const links = useLanguageLinks().filter(link => !others || !link.current)
  return (
    <nav aria-label={label} className={classNames(LANGUAGE_CLASS.links, className)}>
      <ul>
        {links.map(link => (
          <li key={link.code}>
            <a href={link.path} hrefLang={link.code} lang={link.code} aria-current={link.current ? "page" : undefined}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
