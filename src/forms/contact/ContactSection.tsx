// Interim: the [forms] issue adds the contact form (large screens) and the mobile contact modal.
import { css } from "@emotion/react"
import { contactSection } from "../../data/home-sections"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"

const band = css`
  display: none; padding: 5rem 0; background: ${theme.color.surfaceAlt};
  ${mq.lg} { display: block; }
`

/** The contact section of home, services and industries: shown only on large screens. */
export function ContactSection() {
  return (
    <section css={band} aria-labelledby="contact-section-title" id="contact">
      <Container>
        <h2 id="contact-section-title">{contactSection.heading}</h2>
        <p>{contactSection.text}</p>
      </Container>
    </section>
  )
}
