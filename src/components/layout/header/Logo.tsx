import { SiteLink } from "../../ui/SiteLink"
import { SITE } from "../../../config/site"
import { classNames } from "../../../styles/class-names"
import { theme } from "../../../styles/theme"
import { HEADER_CLASS } from "./classes"

/** The wordmark with its geometric mark, linking home; `label` is its name, read out. */
export function Logo({ tone = "light", label }: { tone?: "light" | "dark"; label: string }) {
  return (
    <SiteLink to="/" className={classNames(HEADER_CLASS.logo, tone === "dark" && HEADER_CLASS.logoDark)} aria-label={label}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={`logo-${tone}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={theme.color.primary} />
            <stop offset="1" stopColor={theme.color.accent} />
          </linearGradient>
        </defs>
        <rect width="34" height="34" rx="10" fill={`url(#logo-${tone})`} />
        <path d="M11 9v16h12" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="23" cy="11" r="2.6" fill="#fff" />
      </svg>
      <span>{SITE.shortName}</span>
    </SiteLink>
  )
}
