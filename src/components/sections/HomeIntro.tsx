import { css } from "@emotion/react"
import { homeIntro } from "../../data/home-intro-faq"
import { theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { Section } from "./Section"

const points = css`
  list-style: none; margin: 0 auto; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: .75rem 1.75rem;
  li { display: inline-flex; align-items: center; gap: .5rem; font-weight: 600; color: ${theme.color.navy}; }
  svg { color: ${theme.color.primary}; flex: none; }
`

/** The short introduction under the home page's header. */
export function HomeIntro() {
  return (
    <Section heading={{
      id: "home-intro-title", title: homeIntro.heading, highlight: homeIntro.highlightedText,
      description: homeIntro.description,
    }}>
      <ul css={points} aria-label="Why clients choose us">
        {homeIntro.points.map(point => (
          <li key={point}><Icon name="check" size={18} />{point}</li>
        ))}
      </ul>
    </Section>
  )
}
