/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { SiteSettings } from "../../content/settings"
import type { ContactDetails as Details } from "./view"
import { mq, theme } from "../../styles/theme"
import { LinkButtons } from "../../components/ui/LinkButtons"
import { Icon } from "../../components/ui/Icon"
import { Section } from "../../components/sections/Section"
import { telUrl } from "../../../plugins/gatsby-source-directus/src/rules"
import { NearImg } from "../../components/ui/NearImg"

const layout = css`
  display: grid; gap: 2.5rem; align-items: center; ${mq.lg} { grid-template-columns: 1fr 1.2fr; }
  h2 { font-size: clamp(2rem, 5vw, 2.75rem); color: ${theme.color.navy}; margin: 0 0 1rem; }
  > div > p { color: ${theme.color.textMuted}; font-size: 1.05rem; }
  ul { list-style: none; margin: 1.5rem 0; padding: 0; display: grid; gap: .9rem; }
  li { display: flex; gap: .75rem; align-items: center; } li svg { color: ${theme.color.primary}; flex: none; }
  li a { color: ${theme.color.navy}; font-weight: 600; }
  img { width: 100%; height: auto; aspect-ratio: 2 / 1; display: block; }
`

/** The ways to reach us (block_form layout contact_details): the settings' email and phone, the block's lines, buttons and picture. */
export function ContactDetails({ details, contact }: { details: Details; contact: Pick<SiteSettings["contact"], "email" | "phone"> }) {
  return (
    <Section labelledBy={details.id}>
      <div css={layout}>
        <div>
          <h2 id={details.id}>{details.heading}</h2>
          <p>{details.description}</p>
          <ul>
            <li><Icon name="mail" /><a href={`mailto:${contact.email}`}>{contact.email}</a></li>
            <li><Icon name="phone" /><a href={telUrl(contact.phone)}>{contact.phone}</a></li>
            {details.lines.map(line => <li key={line.label}><Icon name={line.icon} />{line.label}</li>)}
          </ul>
          <div css={css`display: flex; flex-wrap: wrap; gap: 1rem;`}>
            <LinkButtons buttons={details.buttons} />
          </div>
        </div>
        {details.image && <NearImg src={details.image.src} alt={details.image.alt} width={800} height={400} />}
      </div>
    </Section>
  )
}
