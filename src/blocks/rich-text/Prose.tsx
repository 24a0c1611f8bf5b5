/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ProseSection } from "./view"
import { theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { htmlPictures } from "./pictures"

/** A reading column, headings that leave room under a sticky header. */
const column = css`
  padding-block: 1rem 3rem;
  .prose { max-inline-size: ${theme.reading}px; margin-inline: auto; font-size: 1.075rem; }
  h2 { font-size: 1.5rem; color: ${theme.color.navy}; margin: 2.25rem 0 .75rem; scroll-margin-top: ${theme.stickyOffset + 16}px; }
  h3 { font-size: 1.2rem; color: ${theme.color.navy}; margin: 1.75rem 0 .5rem; }
  p, li { color: ${theme.color.text}; line-height: 1.75; }
  ul, ol { padding-inline-start: 1.5rem; margin: 0 0 1.25rem; display: grid; gap: .4rem; }
  blockquote {
    margin: 1.5rem 0; padding-block: .25rem; padding-inline-start: 1.25rem; border-inline-start: 4px solid ${theme.color.primary};
    color: ${theme.color.navySoft}; font-size: 1.15rem;
  }
  code { font-size: .92em; padding: .1em .35em; border-radius: ${theme.radius.sm}; background: ${theme.color.surfaceAlt}; }
  a { text-underline-offset: .2em; }
`

/** Flowing text (an article's body): each section's heading when it has one, then its sanitised HTML. */
export function Prose({ id, text }: { id?: string; text: { sections: ProseSection[] } }) {
  return (
    <div id={id} css={[column, htmlPictures]}>
      <Container>
        <div className="prose">
          {text.sections.map((section, index) => (
            <div key={section.anchor ?? index}>
              {section.title && <h2 id={section.anchor}>{section.title}</h2>}
              {/* Sanitised at build time by the source plugin's HTML allowlist. */}
              <div dangerouslySetInnerHTML={{ __html: section.html }} />
            </div>
          ))}
        </div>
      </Container>
    </div>
  )
}
