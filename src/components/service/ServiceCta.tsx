/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { CtaContent } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Container } from "../ui/Container"

const box = css`
  margin: 4rem auto; padding: 3rem 1.5rem; border-radius: ${theme.radius.lg}; text-align: center;
  background: radial-gradient(circle at 85% 15%, rgba(34,211,238,.25), transparent 45%), ${theme.color.navy};
  color: ${theme.color.textOnDark};
  ${mq.md} { padding: 4rem 3rem; }
  h2 { color: #fff; font-size: clamp(1.6rem, 3.5vw, 2.25rem); max-width: 720px; margin: 0 auto .75rem; }
  p { color: ${theme.color.textOnDarkMuted}; max-width: 640px; margin: 0 auto 2rem; }
`

/** Closing call to action: the button opens the booking link in a new tab. */
export function ServiceCta({ cta, bookingLink }: { cta: CtaContent; bookingLink: string }) {
  return (
    <Container>
      <section css={box} aria-labelledby="service-cta-heading">
        <h2 id="service-cta-heading">{cta.heading}</h2>
        <p>{cta.description}</p>
        <Button href={bookingLink} variant="light">{cta.buttonText}</Button>
      </section>
    </Container>
  )
}
