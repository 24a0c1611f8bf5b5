import { Suspense } from "react"
import { css } from "@emotion/react"
import { aboutPage } from "../../data/about"
import { mq } from "../../styles/theme"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Button } from "../ui/Button"
import { Icon } from "../ui/Icon"
import { InPageLink } from "../sections/InPageLink"
import { Section, cardStyle, iconBadge } from "../sections/Section"
import { useSiteSettings } from "../sections/useSiteSettings"
import { AboutStats } from "./AboutStats"
import { lazyNamed } from "../../lib/lazyNamed"
import { Reveal } from "./Reveal"

// Below the fold: server-rendered, hydrated as each chunk arrives.
const CompanyValues = lazyNamed(() => import("./CompanyValues"), "CompanyValues")
const CtaPanel = lazyNamed(() => import("../sections/CtaPanel"), "CtaPanel")
const GlobalFootprint = lazyNamed(() => import("./GlobalFootprint"), "GlobalFootprint")
const Timeline = lazyNamed(() => import("./Timeline"), "Timeline")

const two = css`display: grid; gap: 1.5rem; ${mq.md} { grid-template-columns: 1fr 1fr; }`

/** About (spec 001): stats, mission and vision, the LUMENAUT values, footprint, journey, calls to action. */
export function AboutView() {
  const { intro, missionVision, values: vals, journey, callToAction } = aboutPage
  const { bookingLink } = useSiteSettings()
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
          {[missionVision.mission, missionVision.vision].map(card => (
            <Reveal key={card.title}>
              <article css={cardStyle}><span css={iconBadge}><Icon name={card.icon} /></span><h3>{card.title}</h3><p>{card.description}</p></article>
            </Reveal>
          ))}
        </div>
      </Section>
      <Suspense fallback={null}>
        <CompanyValues heading={vals.heading} description={vals.description} values={vals.items} />
        <GlobalFootprint />
        <Timeline heading={journey.heading} description={journey.description} steps={journey.steps} />
        <CtaPanel heading={callToAction.heading} description={callToAction.description}>
          <Button href={bookingLink || callToAction.primary.href} variant="light">{callToAction.primary.text}</Button>
          <Button to={callToAction.secondary.href} variant="ghost">{callToAction.secondary.text}</Button>
        </CtaPanel>
      </Suspense>
    </Layout>
  )
}
