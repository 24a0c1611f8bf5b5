import { css } from "@emotion/react"
import { aboutIntro, missionCard, visionCard } from "../../data/about-intro"
import { mq } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Icon } from "../ui/Icon"
import { InPageLink } from "../sections/InPageLink"
import { Section, cardStyle, iconBadge } from "../sections/Section"
import { AboutStats } from "./AboutStats"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"
import { Reveal } from "./Reveal"

// Below the fold: server-rendered, downloaded at once, hydrated when needed.
const AboutStory = lazySection(() => import(/* webpackChunkName: "sections-about" */ "./AboutStory"), "AboutStory")

const two = css`display: grid; gap: 1.5rem; ${mq.md} { grid-template-columns: 1fr 1fr; }`

/** About (spec 001): stats, mission and vision, the LUMENAUT values, footprint, journey, calls to action. */
export function AboutView() {
  const intro = aboutIntro
  return (
    <Layout>
      <PageHero fallback={{ title: intro.heading, description: intro.description }} actions={<>
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
          {[missionCard, visionCard].map(card => (
            <Reveal key={card.title}>
              <article css={cardStyle}><span css={iconBadge}><Icon name={card.icon} /></span><h3>{card.title}</h3><p>{card.description}</p></article>
            </Reveal>
          ))}
        </div>
      </Section>
      <HydrateWhenNeeded><AboutStory /></HydrateWhenNeeded>
    </Layout>
  )
}
