/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LeadPageContext } from "../../content/landing"
import type { SectionData } from "../../content/types/sections"
import { LeadCtaButton } from "../../forms/lead/LeadCtaButton"
import { theme } from "../../styles/theme"
import { Section, sectionHeading } from "../../components/sections/Section"

const box = css`
  text-align: center; padding: 3rem 1.5rem; border-radius: ${theme.radius.lg};
  background: radial-gradient(circle at 20% 0%, rgba(109,94,245,.14), transparent 60%), ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
`

/** The section's heading in a light box whose button opens the lead form (which stays open on a failed send). */
export function LeadBox({ section, buttonText, pageContext, id, titleId }: { section: SectionData; buttonText: string; pageContext: LeadPageContext; id?: string; titleId: string }) {
  return (
    <Section id={id} heading={sectionHeading(titleId, section)}>
      {title => (
        <div css={box}>
          {title}
          <LeadCtaButton pageContext={pageContext} keepOpenOnFailure>{buttonText}</LeadCtaButton>
        </div>
      )}
    </Section>
  )
}
