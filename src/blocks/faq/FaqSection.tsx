/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { FaqItem } from "./view"
import type { SectionData } from "../../content/types/sections"
import { theme } from "../../styles/theme"
import { Section, sectionHeading } from "../../components/sections/Section"

const list = css`
  max-width: 820px; margin: 0 auto; display: grid; gap: .75rem;
  details { background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; }
  summary {
    cursor: pointer; list-style: none; display: flex; justify-content: space-between; align-items: center; gap: 1rem;
    padding: 1.1rem 1.25rem; font-weight: 700; color: ${theme.color.navy}; min-height: 44px;
  }
  summary::-webkit-details-marker { display: none; }
  summary::after { content: "+"; font-size: 1.4rem; line-height: 1; color: ${theme.color.primary}; }
  details[open] summary::after { content: "−"; }
  summary:focus-visible { outline: 3px solid ${theme.color.primary}; outline-offset: 2px; border-radius: ${theme.radius.md}; }
  p { margin: 0; padding: 0 1.25rem 1.25rem; color: ${theme.color.textMuted}; }
`

/**
 * Questions and answers as native disclosures: keyboard-operable, no script, and every answer in
 * the HTML for search engines.
 */
export function FaqSection({ section, items, id = "faq" }: { section: SectionData; items: FaqItem[]; id?: string }) {
  return (
    <Section tone="alt" id={id} heading={sectionHeading(`${id}-title`, section)}>
      <div css={list}>
        {items.map(item => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
