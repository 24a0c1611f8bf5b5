import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Button } from "../ui/Button"
import { Icon } from "../ui/Icon"
import { Section } from "../sections/Section"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { telUrl } from "../../../plugins/gatsby-source-directus/src/rules"

const layout = css`
  display: grid; gap: 2.5rem; align-items: center; ${mq.lg} { grid-template-columns: 1fr 1.2fr; }
  h2 { font-size: clamp(2rem, 5vw, 2.75rem); color: ${theme.color.navy}; margin: 0 0 1rem; }
  > div > p { color: ${theme.color.textMuted}; font-size: 1.05rem; }
  ul { list-style: none; margin: 1.5rem 0; padding: 0; display: grid; gap: .9rem; }
  li { display: flex; gap: .75rem; align-items: center; } li svg { color: ${theme.color.primary}; flex: none; }
  li a { color: ${theme.color.navy}; font-weight: 600; }
  img { width: 100%; height: auto; aspect-ratio: 2 / 1; display: block; }
`

/** Contact: Let's Talk with the ways to reach us, and the offices map. */
export function ContactView() {
  const { contact, bookingLink } = useSiteSettings()
  return (
    <Layout>
      <PageHero fallback={{ title: "Contact Us", description: "Tell us about your project. We reply within 24 hours." }} />
      <Section labelledBy="lets-talk">
        <div css={layout}>
          <div>
            <h2 id="lets-talk">Let's Talk</h2>
            <p>Whether you have a clear brief or just a problem you want gone, we will tell you honestly what it takes. Free 30-minute consultation, reply within 24 hours.</p>
            <ul>
              <li><Icon name="mail" /><a href={`mailto:${contact.email}`}>{contact.email}</a></li>
              <li><Icon name="phone" /><a href={telUrl(contact.phone)}>{contact.phone}</a></li>
              <li><Icon name="map-pin" />Lahore, Pakistan · Dubai, UAE · Riyadh, KSA</li>
            </ul>
            <div css={css`display: flex; flex-wrap: wrap; gap: 1rem;`}>
              <Button href={bookingLink}>Book a Free Consultation</Button>
              <Button href={contact.whatsapp} variant="secondary">Chat on WhatsApp</Button>
            </div>
          </div>
          <img src="/assets/offices-map.svg" alt="Map of Lumenaut offices in Lahore, Dubai and Riyadh" width={800} height={400} loading="lazy" decoding="async" />
        </div>
      </Section>
    </Layout>
  )
}
