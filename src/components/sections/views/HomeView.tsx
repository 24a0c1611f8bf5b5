import { homeBenefitsSection } from "../../../data/home-sections"
import type { IndustryCard } from "../../../content/industries"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { ContactSection } from "../../../forms/contact/ContactSection"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { AiModels } from "../AiModels"
import { AiPoweredDevelopment } from "../AiPoweredDevelopment"
import { AutoPilotSection } from "../AutoPilotSection"
import { BusinessProcessAutomation } from "../BusinessProcessAutomation"
import { CoreFeature } from "../CoreFeature"
import { CtaBanner } from "../CtaBanner"
import { IconBenefitSection } from "../IconBenefitSection"
import { IndustriesSection } from "../IndustriesSection"
import { PortfolioSection } from "../PortfolioSection"
import { ReadyToScale } from "../ReadyToScale"
import { ReviewsCarousel } from "../ReviewsCarousel"
import { ServicesGrid } from "../ServicesGrid"
import { TestimonialSlider } from "../TestimonialSlider"
import { WhyWorkWithUs } from "../WhyWorkWithUs"

export interface HomeViewProps {
  services: ServiceCard[]
  projects: ProjectCard[]
  industries: IndustryCard[]
  reviews: Review[]
  summary: ReviewSummary
}

/** Home (spec 000 §2.5): sections in the spec's order, shared blocks between them. */
export function HomeView({ services, projects, industries, reviews, summary }: HomeViewProps) {
  return (
    <Layout>
      <PageHero pageKey="home" />
      <ServicesGrid services={services} />
      <PortfolioSection projects={projects} limit={4} />
      <WhyWorkWithUs />
      <IndustriesSection industries={industries} />
      <ReviewsCarousel reviews={reviews} summary={summary} />
      <AutoPilotSection />
      <BusinessProcessAutomation />
      <AiPoweredDevelopment />
      <CoreFeature />
      <IconBenefitSection section={homeBenefitsSection.section} cards={homeBenefitsSection.cards} tone="alt" id="benefits" />
      <TestimonialSlider />
      <AiModels />
      <CtaBanner />
      <ReadyToScale />
      <ContactSection />
    </Layout>
  )
}
