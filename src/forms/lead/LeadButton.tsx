/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ButtonTag, LandingButtonTag, LeadPageContext } from "../../content/landing"
import { LeadCtaButton } from "./LeadCtaButton"
import { theme } from "../../styles/theme"
import type { ButtonVariant } from "../../components/ui/Button"

const tag = (name: LandingButtonTag) => css`
  font-size: .7rem; font-weight: 800; letter-spacing: .06em; padding: .15rem .45rem; border-radius: ${theme.radius.sm};
  background: ${name === "FREE" ? "#FDE68A" : "#FECACA"}; color: ${name === "FREE" ? "#78350F" : "#7F1D1D"};
`
const big = css`padding: 1rem 1.75rem; font-size: 1.05rem;`
// On a narrow screen the tags drop under the label instead of pushing the button past the edge.
const tagged = css`flex-wrap: wrap; text-align: center;`

export interface LeadButtonProps {
  context: LeadPageContext
  children: string
  tags?: ButtonTag[]
  variant?: ButtonVariant
  size?: "md" | "lg"
  className?: string
}

/**
 * Every call to action of the landing pages: the lead call-to-action button with the page's
 * context and its FREE/HOT tags; a failed submission keeps the modal open.
 */
export function LeadButton({ context, children, tags = [], variant = "primary", size = "md", className }: LeadButtonProps) {
  return (
    <LeadCtaButton pageContext={context} keepOpenOnFailure variant={variant} className={className} css={[size === "lg" && big, tags.length > 0 && tagged]}>
      {children}
      {tags.map(({ name, label }) => (
        <span key={name} css={tag(name)}>{label}</span>
      ))}
    </LeadCtaButton>
  )
}
