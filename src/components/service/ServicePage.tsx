import type { ServicePageContent } from "../../data/types/service-page"
import type { ProjectCard } from "../../content/projects"
import { PageHero } from "../layout/PageHero"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

const ServiceShowcase = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./ServiceShowcase"), "ServiceShowcase")
const IconBenefitSection = lazySection(() => import(/* webpackChunkName: "sections-service" */ "../sections/IconBenefitSection"), "IconBenefitSection")
const PortfolioSection = lazySection(() => import(/* webpackChunkName: "sections-service" */ "../sections/PortfolioSection"), "PortfolioSection")
const AutomationPlatforms = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./AutomationPlatforms"), "AutomationPlatforms")
const CoreFeatures = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./CoreFeatures"), "CoreFeatures")
const ProcessSteps = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./ProcessSteps"), "ProcessSteps")
const ServiceCta = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./ServiceCta"), "ServiceCta")
const SocialPlatforms = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./SocialPlatforms"), "SocialPlatforms")
const StatsRow = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./StatsRow"), "StatsRow")
const TechList = lazySection(() => import(/* webpackChunkName: "sections-service" */ "./TechList"), "TechList")

export interface ServicePageProps {
  content: ServicePageContent
  projects: ProjectCard[]
  bookingLink: string
  /** Title and description from the content layer, used when the page has no hero record. */
  fallback: { title: string; description?: string }
}

/** A service page: hero, then every block its static copy has, in the spec's order. */
export function ServicePage({ content, projects, bookingLink, fallback }: ServicePageProps) {
  return (
    <>
      <PageHero fallback={fallback} />
      {/* After the hero: server-rendered, downloaded at once, hydrated as each part is needed. */}
      <HydrateWhenNeeded>
        <ServiceShowcase showcase={content.showcase} serviceTitle={content.title} />
      </HydrateWhenNeeded>
      {content.techList && <HydrateWhenNeeded><TechList techList={content.techList} bookingLink={bookingLink} /></HydrateWhenNeeded>}
      {content.coreFeatures && <HydrateWhenNeeded><CoreFeatures coreFeatures={content.coreFeatures} /></HydrateWhenNeeded>}
      {content.process && <HydrateWhenNeeded><ProcessSteps process={content.process} /></HydrateWhenNeeded>}
      {content.stats && <HydrateWhenNeeded><StatsRow stats={content.stats} label={`${content.title} in numbers`} /></HydrateWhenNeeded>}
      {content.platforms && <HydrateWhenNeeded><AutomationPlatforms platforms={content.platforms} /></HydrateWhenNeeded>}
      {content.whyChoose && <HydrateWhenNeeded><IconBenefitSection section={content.whyChoose.section} cards={content.whyChoose.items} /></HydrateWhenNeeded>}
      {content.benefits && <HydrateWhenNeeded><IconBenefitSection section={content.benefits.section} cards={content.benefits.cards} /></HydrateWhenNeeded>}
      {content.socialPlatforms && <HydrateWhenNeeded><SocialPlatforms socialPlatforms={content.socialPlatforms} /></HydrateWhenNeeded>}
      <HydrateWhenNeeded><PortfolioSection projects={projects} limit={content.featuredPortfolioLimit} heading={`${content.title} Projects`} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ServiceCta cta={content.cta} bookingLink={bookingLink} /></HydrateWhenNeeded>
    </>
  )
}
