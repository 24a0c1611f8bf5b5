import type { SuccessStoryCard } from "../../content/industries"
import { INDUSTRY_HERO_SIZE } from "../../data/industries/hero-size"
import type { IndustryDetail } from "../../data/types/industry"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Button } from "../ui/Button"
import { Section } from "../sections/Section"
import { IndustryOverview } from "./IndustryOverview"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

// Below the overview: server-rendered, downloaded at once, hydrated as each part is needed.
const CtaPanel = lazySection(() => import(/* webpackChunkName: "sections-industry" */ "../sections/CtaPanel"), "CtaPanel")
const TechnologyGroups = lazySection(() => import(/* webpackChunkName: "sections-industry" */ "../sections/TechnologyGroups"), "TechnologyGroups")
const ChallengesSolutions = lazySection(() => import(/* webpackChunkName: "sections-industry" */ "./ChallengesSolutions"), "ChallengesSolutions")
const IndustryServices = lazySection(() => import(/* webpackChunkName: "sections-industry" */ "./IndustryServices"), "IndustryServices")
const SuccessStories = lazySection(() => import(/* webpackChunkName: "sections-industry" */ "./SuccessStories"), "SuccessStories")

/** Industry detail (spec 001): hero, overview, challenges and solutions, services, tech stack, stories, CTA. */
export function IndustryDetailView({ industry, stories }: { industry: IndustryDetail; stories: SuccessStoryCard[] }) {
  return (
    <Layout>
      <PageHero fallback={{ title: industry.title, description: industry.shortDescription, labelText: "Industries" }}
        picture={{ src: industry.heroBannerUrl, alt: "", image: null, ...INDUSTRY_HERO_SIZE }}
        actions={<>
          <Button to="/portfolios" variant="light">Explore Our Work</Button>
          <Button to={`/quote?industry=${industry.slug}`} variant="ghost">Get a Quote</Button>
        </>} />
      <IndustryOverview title={industry.title} overview={industry.overview} />
      <HydrateWhenNeeded><ChallengesSolutions data={industry.challengesSolutions} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><IndustryServices data={industry.services} /></HydrateWhenNeeded>
      <HydrateWhenNeeded>
        <Section tone="alt" id="technology" heading={{
          id: "tech-title", title: industry.technologies.sectionTitle,
          description: industry.technologies.sectionDescription,
        }}>
          <TechnologyGroups groups={industry.technologies.categories} />
        </Section>
      </HydrateWhenNeeded>
      <HydrateWhenNeeded><SuccessStories data={industry.successStories} stories={stories} /></HydrateWhenNeeded>
      <HydrateWhenNeeded>
        <CtaPanel heading={`Ready to Transform Your ${industry.title} Business?`}
          description="Book a free 30-minute consultation. We will map your highest-impact workflows and show you what automation and AI would save.">
          <Button to="/contact" variant="light">Talk to an Expert</Button>
          <Button to="/portfolios" variant="ghost">Explore Our Work</Button>
        </CtaPanel>
      </HydrateWhenNeeded>
    </Layout>
  )
}
