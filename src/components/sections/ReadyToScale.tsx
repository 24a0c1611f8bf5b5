import { css } from "@emotion/react"
import { readyToScaleCta } from "../../data/home/ready-to-scale"
import { LeadCtaButton } from "../../forms/lead/LeadCtaButton"
import { theme } from "../../styles/theme"
import { Section } from "./Section"

const box = css`
  text-align: center; padding: 3rem 1.5rem; border-radius: ${theme.radius.lg};
  background: radial-gradient(circle at 20% 0%, rgba(109,94,245,.14), transparent 60%), ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
`

/** The Ready-to-scale call to action: Submit Form opens the lead modal (stays open on failure). */
export function ReadyToScale() {
  const { heading, highlightedText, description, buttonText, pageContext } = readyToScaleCta
  return (
    <Section heading={{ id: "ready-to-scale-title", title: heading, highlight: highlightedText, description }}>
      {title => (
        <div css={box}>
          {title}
          <LeadCtaButton pageContext={pageContext} keepOpenOnFailure>{buttonText}</LeadCtaButton>
        </div>
      )}
    </Section>
  )
}
