/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LeadPageContext } from "../../content/landing"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { Icon } from "../../components/ui/Icon"
import { HighlightedText } from "../../components/ui/HighlightedText"
import { LeadButton } from "../../forms/lead/LeadButton"
import { figureFirst } from "../../styles/figure"
import type { LandingHeroView } from "./view"

const hero = css`
  color: ${theme.color.textOnDark}; padding: 3.5rem 0 4rem; text-align: center;
  background: radial-gradient(ellipse at 20% 0%, rgba(109,94,245,.45), transparent 55%),
    radial-gradient(ellipse at 90% 30%, rgba(34,211,238,.22), transparent 50%), ${theme.color.navy};
  ${mq.md} { padding: 5rem 0 5.5rem; }
  h1 { color: #fff; font-size: clamp(2rem, 5.5vw, 3.5rem); max-width: 900px; margin: 1.25rem auto 1rem; }
  h1 mark { background: none; color: ${theme.color.accent}; }
  .sub { color: ${theme.color.textOnDarkMuted}; font-size: 1.1rem; max-width: 760px; margin: 0 auto 2rem; }
`
const badge = css`
  display: inline-flex; align-items: center; gap: .5rem; padding: .4rem 1rem; border-radius: ${theme.radius.pill};
  background: rgba(34,211,238,.12); border: 1px solid rgba(34,211,238,.4); color: #A5F3FC; font-weight: 600; font-size: .9rem;
`
const stats = css`
  display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .75rem; max-width: 720px; margin: 0 auto 2.25rem;
  div { ${figureFirst}; padding: 1rem .5rem; border-radius: ${theme.radius.md}; background: rgba(255,255,255,.06); }
  dt { font-size: .85rem; color: ${theme.color.textOnDarkMuted}; }
  dd { margin: 0; font-size: clamp(1.5rem, 4vw, 2.25rem); font-weight: 800; color: #fff; }
`
const reassure = css`
  list-style: none; padding: 0; margin: 1.75rem auto 0; display: flex; flex-wrap: wrap; justify-content: center; gap: .6rem 1.5rem;
  color: ${theme.color.textOnDarkMuted}; font-size: .95rem;
  li { display: inline-flex; align-items: center; gap: .4rem; }
  svg { color: ${theme.color.accent}; }
`

/** The hero's main call to action: the sticky bar offers the same action once it is out of view. */
export const HERO_CTA_ID = "landing-hero-cta"

/** Landing hero: badge, headline, three figures, the main call to action and reassurance lines. */
export function LandingHero({ hero: data, context }: { hero: LandingHeroView; context: LeadPageContext }) {
  return (
    <section css={hero} aria-labelledby="landing-title">
      <Container>
        <span css={badge}><Icon name="star" size={16} />{data.badge}</span>
        <h1 id="landing-title"><HighlightedText text={data.headline} highlight={data.highlightedText} /></h1>
        <p className="sub">{data.subheadline}</p>
        <dl css={stats}>
          {data.stats.map(stat => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div id={HERO_CTA_ID}>
          <LeadButton context={context} tags={data.primaryButton.tags} size="lg">{data.primaryButton.text}</LeadButton>
        </div>
        <ul css={reassure}>
          {data.reassurances.map(item => (
            <li key={item.label}><Icon name={item.icon} size={16} />{item.label}</li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
