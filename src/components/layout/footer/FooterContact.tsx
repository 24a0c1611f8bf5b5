import { telUrl } from "../../../../plugins/gatsby-source-directus/src/rules"
import { SITE } from "../../../config/site"
import { classNames } from "../../../styles/class-names"
import { Icon } from "../../ui/Icon"
import type { SiteSettings } from "../../../content/settings"
import type { FooterCopy } from "../../../content/shell"
import { FOOTER_CLASS } from "./classes"
import { SOCIAL_LABELS, SOCIAL_PATHS } from "./social"
import type { SocialNetwork } from "./social"

/** Email, chat and phone links, Schedule a Call, and the social links. */
export function FooterContact({ contact, copy }: { contact: SiteSettings["contact"]; copy: Pick<FooterCopy, "chatLabel" | "scheduleLabel" | "contactLabel" | "socialLabel"> }) {
  const networks = Object.keys(SITE.social) as SocialNetwork[]
  return (
    <>
      <ul className={FOOTER_CLASS.contact} aria-label={copy.contactLabel}>
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
      <ul className={classNames(FOOTER_CLASS.contact, FOOTER_CLASS.social)} aria-label={copy.socialLabel}>
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
