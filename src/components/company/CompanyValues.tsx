import { css } from "@emotion/react"
import type { CompanyValue } from "../../data/types/company"
import { mq, theme } from "../../styles/theme"
import { Section, cardStyle } from "../sections/Section"
import { Reveal } from "./Reveal"

const list = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.xl} { grid-template-columns: repeat(4, 1fr); }
  .letter { display: inline-flex; width: 52px; height: 52px; align-items: center; justify-content: center; border-radius: ${theme.radius.md};
    background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); color: #fff; font-size: 1.6rem; font-weight: 800; margin-bottom: .9rem; }
`
const acronym = css`text-align: center; font-size: clamp(1.75rem, 6vw, 2.75rem); font-weight: 800; letter-spacing: .35em; color: ${theme.color.primary}; margin: -1rem 0 2rem;`

/** The LUMENAUT values: the acronym, then one card per letter. */
export function CompanyValues({ heading, description, values }: { heading: string; description: string; values: CompanyValue[] }) {
  return (
    <Section tone="alt" id="values" heading={{
      id: "values-title", title: heading, highlight: "LUMENAUT",
      description,
    }}>
      <p css={acronym} aria-hidden="true">{values.map(v => v.letter).join("")}</p>
      <ul css={list}>
        {values.map((value, i) => (
          <Reveal as="li" key={`${value.letter}-${i}`}>
            <article css={cardStyle}><span className="letter" aria-hidden="true">{value.letter}</span><h3>{value.title}</h3><p>{value.description}</p></article>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}
