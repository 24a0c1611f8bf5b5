import { Suspense } from "react"
import type { IndustryCard } from "../../../content/industries"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { HomeIntro } from "../HomeIntro"
import { lazyNamed } from "../../../lib/lazyNamed"

const AiModels = lazyNamed(() => import("../AiModels"), "AiModels")
const AiPoweredDevelopment = lazyNamed(() => import("../AiPoweredDevelopment"), "AiPoweredDevelopment")
const AutoPilotSection = lazyNamed(() => import("../AutoPilotSection"), "AutoPilotSection")
const BusinessProcessAutomation = lazyNamed(() => import("../BusinessProcessAutomation"), "BusinessProcessAutomation")
const ContactSection = lazyNamed(() => import("../../../forms/contact/ContactSection"), "ContactSection")
const CoreFeature = lazyNamed(() => import("../CoreFeature"), "CoreFeature")
const CtaBanner = lazyNamed(() => import("../CtaBanner"), "CtaBanner")
const HomeBenefits = lazyNamed(() => import("../HomeBenefits"), "HomeBenefits")
const HomeFaq = lazyNamed(() => import("../HomeFaq"), "HomeFaq")
const IndustriesSection = lazyNamed(() => import("../IndustriesSection"), "IndustriesSection")
const PortfolioSection = lazyNamed(() => import("../PortfolioSection"), "PortfolioSection")
const ReadyToScale = lazyNamed(() => import("../ReadyToScale"), "ReadyToScale")
const ReviewsCarousel = lazyNamed(() => import("../ReviewsCarousel"), "ReviewsCarousel")
const ServicesGrid = lazyNamed(() => import("../ServicesGrid"), "ServicesGrid")
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
      <PageHero />
      <HomeIntro />
      {/* Server-rendered, hydrated as each chunk arrives (the grid's image runtime stays out of the first load). */}
      <Suspense fallback={null}>
        <ServicesGrid services={services} />
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
        <ContactSection />
      </Suspense>
    </Layout>
  )
}
