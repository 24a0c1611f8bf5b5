import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Container } from "../ui/Container"

const box = css`
  padding: 6rem 0; text-align: center; min-height: 70vh; display: flex; align-items: center;
  background: radial-gradient(circle at 50% 0%, rgba(109,94,245,.12), transparent 60%), ${theme.color.surfaceAlt};
  .code { font-size: clamp(4rem, 14vw, 8rem); font-weight: 800; line-height: 1; margin: 0;
    background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); -webkit-background-clip: text; background-clip: text; color: transparent; }
  h1 { color: ${theme.color.navy}; font-size: clamp(1.75rem, 5vw, 2.5rem); margin: 1rem 0 .5rem; }
  p.text { color: ${theme.color.textMuted}; max-width: 520px; margin: 0 auto 2rem; }
  .actions { display: flex; gap: 1rem; justify-content: center; flex-wrap: wrap; }
`

/** The not-found content: Page Not Found, the sentence, Back to Home and Contact Support. */
export function NotFoundView({ text }: { text: string }) {
  return (
    <section css={box}>
      <Container>
        <p className="code" aria-hidden="true">404</p>
        <h1>Page Not Found</h1>
        <p className="text">{text}</p>
        <div className="actions">
          <Button to="/">Back to Home</Button>
          <Button to="/contact" variant="secondary">Contact Support</Button>
        </div>
      </Container>
    </section>
  )
}
