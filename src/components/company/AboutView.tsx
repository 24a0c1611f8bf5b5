import { css } from "@emotion/react"
import { aboutPage } from "../../data/about"
import { mq, theme } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Button } from "../ui/Button"
import { Icon } from "../ui/Icon"
import { CtaPanel } from "../sections/CtaPanel"
import { InPageLink } from "../sections/InPageLink"
import { Section, cardStyle, iconBadge } from "../sections/Section"
import { useSiteSettings } from "../sections/useSiteSettings"
import { AboutStats } from "./AboutStats"
import { GlobalFootprint } from "./GlobalFootprint"
import { Reveal } from "./Reveal"
import { Timeline } from "./Timeline"

const two = css`display: grid; gap: 1.5rem; ${mq.md} { grid-template-columns: 1fr 1fr; }`
const values = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.xl} { grid-template-columns: repeat(4, 1fr); }
  .letter { display: inline-flex; width: 52px; height: 52px; align-items: center; justify-content: center; border-radius: ${theme.radius.md};
    background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); color: #fff; font-size: 1.6rem; font-weight: 800; margin-bottom: .9rem; }
`
const acronym = css`text-align: center; font-size: clamp(1.75rem, 6vw, 2.75rem); font-weight: 800; letter-spacing: .35em; color: ${theme.color.primary}; margin: -1rem 0 2rem;`

/** About (spec 001): stats, mission and vision, the LUMENAUT values, footprint, journey, calls to action. */
export function AboutView() {
  const { intro, missionVision, values: vals, journey, callToAction } = aboutPage
  const { bookingLink } = useSiteSettings()
  return (
    <Layout>
      <PageHero pageKey="about" fallback={{ title: intro.heading, description: intro.description }} actions={<>
        <InPageLink target="mission" variant="text">Our Mission</InPageLink>
        <InPageLink target="values" variant="text">Our Values</InPageLink>
        <InPageLink target="journey" variant="text">Our Journey</InPageLink>
      </>}>
        <AboutStats />
      </PageHero>
      <Section id="mission" heading={{
        id: "mission-title", title: "Mission & Vision", highlight: "Vision",
        description: "Why we exist and where we are heading.",
      }}>
        <div css={two}>
          {[missionVision.mission, missionVision.vision].map(card => (
            <Reveal key={card.title}>
              <article css={cardStyle}><span css={iconBadge}><Icon name={card.icon} /></span><h3>{card.title}</h3><p>{card.description}</p></article>
            </Reveal>
          ))}
        </div>
      </Section>
      <Section tone="alt" id="values" heading={{
        id: "values-title", title: vals.heading, highlight: "LUMENAUT",
        description: vals.description,
      }}>
        <p css={acronym} aria-hidden="true">{vals.items.map(v => v.letter).join("")}</p>
        <ul css={values}>
          {vals.items.map((value, i) => (
            <Reveal as="li" key={`${value.letter}-${i}`}>
              <article css={cardStyle}><span className="letter" aria-hidden="true">{value.letter}</span><h3>{value.title}</h3><p>{value.description}</p></article>
            </Reveal>
          ))}
        </ul>
      </Section>
      <GlobalFootprint />
      <Timeline heading={journey.heading} description={journey.description} steps={journey.steps} />
      <CtaPanel heading={callToAction.heading} description={callToAction.description}>
        <Button href={bookingLink || callToAction.primary.href} variant="light">{callToAction.primary.text}</Button>
        <Button to={callToAction.secondary.href} variant="ghost">{callToAction.secondary.text}</Button>
      </CtaPanel>
    </Layout>
  )
}
