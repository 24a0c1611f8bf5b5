/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { Container } from "../ui/Container"

const wrap = css`
  border-top: 4px solid ${theme.color.primary}; margin: 0 0 3rem; scroll-margin-top: 90px;
  & > header { padding: 1rem 1.25rem; background: ${theme.color.surfaceAlt}; }
  & > header h2 { font-size: 1.1rem; margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
  & > header p { margin: .25rem 0 0; color: ${theme.color.textMuted}; font-size: .95rem; }
`
const states = css`padding: 1.25rem 0 .75rem; & > div > h3 { font-size: .85rem; text-transform: uppercase; letter-spacing: .08em; color: ${theme.color.textMuted}; margin: 0 0 .5rem; }`

/** One component of the catalogue: its name, what it is for, and its states. */
export function Entry({ id, name, note, children }: { id: string; name: string; note: string; children: ReactNode }) {
  return (
    <section id={`c-${id}`} css={wrap} aria-labelledby={`c-${id}-name`}>
      <header>
        <Container>
          <h2 id={`c-${id}-name`}>{name}</h2>
          <p>{note}</p>
        </Container>
      </header>
      <div>{children}</div>
    </section>
  )
}

/** A labelled state of a component inside an entry. */
export function State({ label, children, padded = true }: { label: string; children?: ReactNode; padded?: boolean }) {
  return (
    <div css={states} data-state={label}>
      <Container>
        <h3>{label}</h3>
        {padded && children}
      </Container>
      {!padded && children}
    </div>
  )
}
