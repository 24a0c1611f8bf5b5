/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { FinalCtaBlock, LeadPageContext } from "../../content/landing"
import type { IconLabel } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { HighlightedText } from "../ui/HighlightedText"
import { LeadButton } from "./LeadButton"

const band = css`
  padding: 4.5rem 0; text-align: center; color: ${theme.color.textOnDark};
  background: radial-gradient(ellipse at 50% 0%, rgba(109,94,245,.45), transparent 60%), ${theme.color.navy};
  h2 { color: #fff; font-size: clamp(1.75rem, 4vw, 2.75rem); max-width: 820px; margin: 0 auto 1rem; }
  h2 mark { background: none; color: ${theme.color.accent}; }
  .desc { color: ${theme.color.textOnDarkMuted}; max-width: 700px; margin: 0 auto 1.5rem; }
`
const offer = css`
  display: inline-flex; align-items: center; gap: .6rem; max-width: 680px; margin: 0 auto 2rem; padding: .9rem 1.25rem;
  border-radius: ${theme.radius.md}; background: rgba(253,230,138,.12); border: 1px dashed #FDE68A; color: #FEF3C7; font-weight: 600; text-align: left;
  svg { flex: none; color: #FDE68A; }
`
const lines = css`
  list-style: none; padding: 0; margin: 1.5rem 0 0; display: flex; flex-wrap: wrap; justify-content: center; gap: .5rem 1.5rem;
  color: ${theme.color.textOnDarkMuted}; font-size: .95rem;
  li { display: inline-flex; align-items: center; gap: .4rem; }
  svg { color: ${theme.color.accent}; }
`
const trust = css`
  margin-top: 3rem; padding-top: 2rem; border-top: 1px solid rgba(255,255,255,.12);
  ${mq.md} { ul { gap: .75rem 2.5rem; } }
`

function IconLine({ items, label }: { items: IconLabel[]; label?: string }) {
  return (
    <ul css={lines} aria-label={label}>
      {items.map(item => <li key={item.label}><Icon name={item.icon} size={18} />{item.label}</li>)}
    </ul>
  )
}

/** The closing call to action with the limited offer, reassurance lines and the trust strip. */
export function FinalCta({ block, trustStrip, context }: { block: FinalCtaBlock; trustStrip: IconLabel[]; context: LeadPageContext }) {
  return (
    <section css={band} aria-labelledby="final-cta-heading">
      <Container>
        <h2 id="final-cta-heading"><HighlightedText text={block.heading} highlight={block.highlightedText} /></h2>
        <p className="desc">{block.description}</p>
        <p css={offer}><Icon name="sparkles" size={20} />{block.offer}</p>
        <div>
          <LeadButton context={context} tags={block.buttonTags} size="lg">{block.buttonText}</LeadButton>
        </div>
        <IconLine items={block.reassurances} />
        <div css={trust}>
          <IconLine items={trustStrip} label="Why businesses trust us" />
        </div>
      </Container>
    </section>
  )
}
