/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { SectionData } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { Section, sectionHeading } from "../../components/sections/Section"

// A phone stacks the points as one left-aligned column (icons in a line, wrapped text under its
// first line); wider screens set them in a centred row.
const points = css`
  list-style: none; margin: 0 auto; padding: 0; display: grid; justify-content: center; gap: .75rem;
  li { display: flex; align-items: flex-start; gap: .5rem; font-weight: 600; color: ${theme.color.navy}; }
  svg { color: ${theme.color.primary}; flex: none; margin-top: .2em; }
  ${mq.md} { display: flex; flex-wrap: wrap; gap: .75rem 1.75rem; }
`

/** A short introduction: heading, text and a line of checked points, named by the heading. */
export function CheckLine({ section, points: items, id, headingId }: { section: SectionData; points: string[]; id?: string; headingId: string }) {
  return (
    <Section id={id} heading={sectionHeading(headingId, section)}>
      <ul css={points} aria-labelledby={headingId}>
        {items.map(point => (
          <li key={point}><Icon name="check" size={18} />{point}</li>
        ))}
      </ul>
    </Section>
  )
}
