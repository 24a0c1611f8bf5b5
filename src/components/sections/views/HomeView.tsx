import { Suspense } from "react"
import type { IndustryCard } from "../../../content/industries"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { ContactSection } from "../../../forms/contact/ContactSection"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { HomeIntro } from "../HomeIntro"
import { ServicesGrid } from "../ServicesGrid"
import { lazyNamed } from "../../../lib/lazyNamed"

const AiModels = lazyNamed(() => import("../AiModels"), "AiModels")
const AiPoweredDevelopment = lazyNamed(() => import("../AiPoweredDevelopment"), "AiPoweredDevelopment")
const AutoPilotSection = lazyNamed(() => import("../AutoPilotSection"), "AutoPilotSection")
const BusinessProcessAutomation = lazyNamed(() => import("../BusinessProcessAutomation"), "BusinessProcessAutomation")
const CoreFeature = lazyNamed(() => import("../CoreFeature"), "CoreFeature")
const CtaBanner = lazyNamed(() => import("../CtaBanner"), "CtaBanner")
const HomeBenefits = lazyNamed(() => import("../HomeBenefits"), "HomeBenefits")
const HomeFaq = lazyNamed(() => import("../HomeFaq"), "HomeFaq")
const IndustriesSection = lazyNamed(() => import("../IndustriesSection"), "IndustriesSection")
const PortfolioSection = lazyNamed(() => import("../PortfolioSection"), "PortfolioSection")
const ReadyToScale = lazyNamed(() => import("../ReadyToScale"), "ReadyToScale")
const ReviewsCarousel = lazyNamed(() => import("../ReviewsCarousel"), "ReviewsCarousel")
const TestimonialSlider = lazyNamed(() => import("../TestimonialSlider"), "TestimonialSlider")
const WhyWorkWithUs = lazyNamed(() => import("../WhyWorkWithUs"), "WhyWorkWithUs")

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
      <HomeIntro />
      <ServicesGrid services={services} />
      {/* Below the fold: server-rendered, hydrated as each chunk arrives. */}
      <Suspense fallback={null}>
        <PortfolioSection projects={projects} limit={4} />
        <WhyWorkWithUs />
        <IndustriesSection industries={industries} />
        <ReviewsCarousel reviews={reviews} summary={summary} />
        <AutoPilotSection />
        <BusinessProcessAutomation />
        <AiPoweredDevelopment />
        <CoreFeature />
        <HomeBenefits />
        <TestimonialSlider />
        <HomeFaq />
        <AiModels />
        <CtaBanner />
        <ReadyToScale />
      </Suspense>
      <ContactSection />
    </Layout>
  )
}
