import { Suspense } from "react"
import type { ServicePageContent } from "../../data/types/service-page"
import type { ProjectCard } from "../../content/projects"
import { PageHero } from "../layout/PageHero"
import { lazyNamed } from "../../lib/lazyNamed"

const ServiceShowcase = lazyNamed(() => import("./ServiceShowcase"), "ServiceShowcase")
const IconBenefitSection = lazyNamed(() => import("../sections/IconBenefitSection"), "IconBenefitSection")
const PortfolioSection = lazyNamed(() => import("../sections/PortfolioSection"), "PortfolioSection")
const AutomationPlatforms = lazyNamed(() => import("./AutomationPlatforms"), "AutomationPlatforms")
const CoreFeatures = lazyNamed(() => import("./CoreFeatures"), "CoreFeatures")
const ProcessSteps = lazyNamed(() => import("./ProcessSteps"), "ProcessSteps")
const ServiceCta = lazyNamed(() => import("./ServiceCta"), "ServiceCta")
const SocialPlatforms = lazyNamed(() => import("./SocialPlatforms"), "SocialPlatforms")
const StatsRow = lazyNamed(() => import("./StatsRow"), "StatsRow")
const TechList = lazyNamed(() => import("./TechList"), "TechList")

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
      {/* After the hero: server-rendered, hydrated as each chunk arrives. */}
      <Suspense fallback={null}>
        <ServiceShowcase showcase={content.showcase} serviceTitle={content.title} />
      </Suspense>
      <Suspense fallback={null}>
        {content.techList && <TechList techList={content.techList} bookingLink={bookingLink} />}
        {content.coreFeatures && <CoreFeatures coreFeatures={content.coreFeatures} />}
        {content.process && <ProcessSteps process={content.process} />}
        {content.stats && <StatsRow stats={content.stats} label={`${content.title} in numbers`} />}
        {content.platforms && <AutomationPlatforms platforms={content.platforms} />}
        {content.whyChoose && <IconBenefitSection section={content.whyChoose.section} cards={content.whyChoose.items} />}
        {content.benefits && <IconBenefitSection section={content.benefits.section} cards={content.benefits.cards} />}
        {content.socialPlatforms && <SocialPlatforms socialPlatforms={content.socialPlatforms} />}
        <PortfolioSection projects={projects} limit={content.featuredPortfolioLimit} heading={`${content.title} Projects`} />
        <ServiceCta cta={content.cta} bookingLink={bookingLink} />
      </Suspense>
    </>
  )
}
