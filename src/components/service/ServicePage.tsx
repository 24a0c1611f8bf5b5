import type { ServicePageContent } from "../../data/types/service-page"
import type { ProjectCard } from "../../content/projects"
import { PageHero } from "../layout/PageHero"
import { IconBenefitSection } from "../sections/IconBenefitSection"
import { PortfolioSection } from "../sections/PortfolioSection"
import { AutomationPlatforms } from "./AutomationPlatforms"
import { CoreFeatures } from "./CoreFeatures"
import { ProcessSteps } from "./ProcessSteps"
import { ServiceCta } from "./ServiceCta"
import { ServiceShowcase } from "./ServiceShowcase"
import { SocialPlatforms } from "./SocialPlatforms"
import { StatsRow } from "./StatsRow"
import { TechList } from "./TechList"

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
      <PageHero pageKey={content.slug} fallback={fallback} />
      <ServiceShowcase showcase={content.showcase} />
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
    </>
  )
}
