import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { Button } from "../ui/Button"
import { Container } from "../ui/Container"
import { useSiteSettings } from "../../lib/useSiteSettings"

const box = css`
  padding: 6rem 0; text-align: center; background: ${theme.color.surfaceAlt}; min-height: 70vh; display: flex; align-items: center;
  h1 { color: ${theme.color.navy}; font-size: clamp(1.75rem, 5vw, 2.5rem); }
  p { color: ${theme.color.textMuted}; max-width: 560px; margin: 0 auto 2rem; }
  div.actions { display: flex; gap: 1rem; justify-content: center; flex-wrap: wrap; }
`

/** /quote is a placeholder (spec 001): the heading text is fixed; the visitor gets ways forward. */
export function QuoteView() {
  const { bookingLink } = useSiteSettings()
  return (
    <Layout>
      <section css={box}>
        <Container>
          <h1>Get Quote Page (Coming Soon)</h1>
          <p>Until the quote builder is ready, book a free 30-minute call or send us a message and we will send a tailored estimate within 24 hours.</p>
          <div className="actions">
            <Button href={bookingLink}>Book a Free Consultation</Button>
            <Button to="/contact" variant="secondary">Contact Us</Button>
          </div>
        </Container>
      </section>
    </Layout>
  )
}
