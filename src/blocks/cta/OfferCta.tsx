/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LeadPageContext } from "../../content/landing"
import type { IconLabel } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { Icon } from "../../components/ui/Icon"
import { HighlightedText } from "../../components/ui/HighlightedText"
import { LeadButton } from "../../forms/lead/LeadButton"
import type { OfferView } from "./view"

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

/** An offer whose button opens the lead form, with reassurance lines under it and the trust marks under the section. */
export function OfferCta({ id, titleId, view: block, context }: { id?: string; titleId: string; view: OfferView; context: LeadPageContext }) {
  return (
    <section css={band} id={id} aria-labelledby={titleId}>
      <Container>
        <h2 id={titleId}><HighlightedText text={block.heading} highlight={block.highlightedText} /></h2>
        <p className="desc">{block.description}</p>
        <p css={offer}><Icon name="sparkles" size={20} />{block.offer}</p>
        <div>
          <LeadButton context={context} tags={block.buttonTags} size="lg">{block.buttonText}</LeadButton>
        </div>
        <IconLine items={block.reassurances} />
        <div css={trust}>
          <IconLine items={block.trustStrip} label="Why businesses trust us" />
        </div>
      </Container>
    </section>
  )
}
