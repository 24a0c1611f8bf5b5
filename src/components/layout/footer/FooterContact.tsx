/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { telUrl } from "../../../../plugins/gatsby-source-directus/src/rules"
import { SITE } from "../../../config/site"
import { theme } from "../../../styles/theme"
import { Icon } from "../../ui/Icon"
import type { SiteSettings } from "../../../content/settings"
import type { FooterCopy } from "../../../content/shell"
import { SOCIAL_LABELS, SOCIAL_PATHS } from "./social"
import type { SocialNetwork } from "./social"

const list = css`
  li { display: flex; align-items: center; gap: .6rem; }
  svg { flex: none; color: ${theme.color.accent}; }
`
const social = css`
  display: flex; gap: .6rem; margin-top: 1.25rem !important;
  a { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
    border-radius: 50%; background: rgba(255,255,255,.08); }
  a:hover { background: ${theme.color.primary}; color: #fff; }
  svg { color: inherit; }
`

/** Email, chat and phone links, Schedule a Call, and the social links. */
export function FooterContact({ contact, copy }: { contact: SiteSettings["contact"]; copy: Pick<FooterCopy, "chatLabel" | "scheduleLabel"> }) {
  const networks = Object.keys(SITE.social) as SocialNetwork[]
  return (
    <>
      <ul css={list} aria-label="Contact details">
        <li><Icon name="mail" size={18} /><a href={`mailto:${contact.email}`}>{contact.email}</a></li>
        <li><Icon name="phone" size={18} /><a href={telUrl(contact.phone)}>{contact.phone}</a></li>
        <li>
          <Icon name="users" size={18} />
          <a href={contact.whatsapp} target="_blank" rel="noopener noreferrer">{copy.chatLabel}</a>
        </li>
        <li>
          <Icon name="calendar" size={18} />
          <a href={contact.calendly} target="_blank" rel="noopener noreferrer">{copy.scheduleLabel}</a>
        </li>
      </ul>
      <ul css={[list, social]} aria-label="Social media">
        {networks.map(network => (
          <li key={network}>
            <a href={SITE.social[network]} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_LABELS[network]}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={SOCIAL_PATHS[network]} fill="currentColor" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
