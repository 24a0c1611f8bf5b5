/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { RichTextDocument } from "./view"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { htmlPictures } from "./pictures"

const page = css`
  padding: 4rem 0 5rem; background: ${theme.color.surface};
  .wrap { display: grid; gap: 2.5rem; ${mq.lg} { grid-template-columns: 260px 1fr; } }
  h1 { font-size: clamp(2rem, 5vw, 2.75rem); color: ${theme.color.navy}; margin: 0 0 .5rem; }
  .date { color: ${theme.color.textMuted}; font-weight: 600; }
  .note { margin: 1.25rem 0; padding: 1rem 1.25rem; border-radius: ${theme.radius.md}; background: #FFF7E6; border: 1px solid #F5C46B; color: #7A4A00; }
  nav { padding: 1.25rem 1.5rem; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; }
  nav ol { margin: 0; padding-inline-start: 1.25rem; display: grid; gap: .4rem; font-size: .93rem; }
  nav a { color: ${theme.color.primary}; }
  ${mq.lg} { nav { position: sticky; top: 96px; align-self: start; } }
  article { max-width: 760px; }
  h2 { font-size: 1.35rem; color: ${theme.color.navy}; margin: 0 0 .75rem; padding-top: 2.25rem; scroll-margin-top: 96px; }
  p, li { color: ${theme.color.text}; line-height: 1.7; }
`

/** A legal document (the privacy policy): title, date line, an optional notice, the contents, then its numbered sections. */
export function LegalDocument({ document }: { document: RichTextDocument }) {
  return (
    <div css={[page, htmlPictures]}>
      <Container>
        <header css={css`max-width: 760px; margin-bottom: 2rem; ${mq.lg} { margin-inline-start: calc(260px + 2.5rem); }`}>
          <h1>{document.title}</h1>
          {document.subtitle && <p className="date">{document.subtitle}</p>}
          {document.note && <p className="note" role="note">{document.note}</p>}
          {document.introduction && <p>{document.introduction}</p>}
        </header>
        <div className="wrap">
          <nav aria-label={document.sectionsLabel}>
            <ol>{document.sections.map(s => <li key={s.anchor}><a href={`#${s.anchor}`}>{s.title}</a></li>)}</ol>
          </nav>
          <article>
            {document.sections.map((section, i) => (
              <section key={section.anchor} aria-labelledby={section.anchor}>
                <h2 id={section.anchor}>{i + 1}. {section.title}</h2>
                {/* Sanitised at build time by the source plugin's HTML allowlist. */}
                <div dangerouslySetInnerHTML={{ __html: section.html }} />
              </section>
            ))}
          </article>
        </div>
      </Container>
    </div>
  )
}
