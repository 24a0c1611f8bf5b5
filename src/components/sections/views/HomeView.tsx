import type { IndustryCard } from "../../../content/industries"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { HomeIntro } from "../HomeIntro"
import { HydrateWhenNeeded } from "../../../lib/HydrateWhenNeeded"
import { lazySection } from "../../../lib/lazyNamed"

const AiModels = lazySection(() => import("../AiModels"), "AiModels")
const AiPoweredDevelopment = lazySection(() => import("../AiPoweredDevelopment"), "AiPoweredDevelopment")
const AutoPilotSection = lazySection(() => import("../AutoPilotSection"), "AutoPilotSection")
const BusinessProcessAutomation = lazySection(() => import("../BusinessProcessAutomation"), "BusinessProcessAutomation")
const ContactSection = lazySection(() => import("../../../forms/contact/ContactSection"), "ContactSection")
const CoreFeature = lazySection(() => import("../CoreFeature"), "CoreFeature")
const CtaBanner = lazySection(() => import("../CtaBanner"), "CtaBanner")
const HomeBenefits = lazySection(() => import("../HomeBenefits"), "HomeBenefits")
const HomeFaq = lazySection(() => import("../HomeFaq"), "HomeFaq")
const IndustriesSection = lazySection(() => import("../IndustriesSection"), "IndustriesSection")
const PortfolioSection = lazySection(() => import("../PortfolioSection"), "PortfolioSection")
const ReadyToScale = lazySection(() => import("../ReadyToScale"), "ReadyToScale")
const ReviewsCarousel = lazySection(() => import("../ReviewsCarousel"), "ReviewsCarousel")
const ServicesGrid = lazySection(() => import("../ServicesGrid"), "ServicesGrid")
const TestimonialSlider = lazySection(() => import("../TestimonialSlider"), "TestimonialSlider")
const WhyWorkWithUs = lazySection(() => import("../WhyWorkWithUs"), "WhyWorkWithUs")

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
      {/* Server-rendered; each section hydrates when needed (HydrateWhenNeeded). */}
      <HydrateWhenNeeded><ServicesGrid services={services} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><PortfolioSection projects={projects} limit={4} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><WhyWorkWithUs /></HydrateWhenNeeded>
      <HydrateWhenNeeded><IndustriesSection industries={industries} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ReviewsCarousel reviews={reviews} summary={summary} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><AutoPilotSection /></HydrateWhenNeeded>
      <HydrateWhenNeeded><BusinessProcessAutomation /></HydrateWhenNeeded>
      <HydrateWhenNeeded><AiPoweredDevelopment /></HydrateWhenNeeded>
      <HydrateWhenNeeded><CoreFeature /></HydrateWhenNeeded>
      <HydrateWhenNeeded><HomeBenefits /></HydrateWhenNeeded>
      <HydrateWhenNeeded><TestimonialSlider /></HydrateWhenNeeded>
      <HydrateWhenNeeded><HomeFaq /></HydrateWhenNeeded>
      <HydrateWhenNeeded><AiModels /></HydrateWhenNeeded>
      <HydrateWhenNeeded><CtaBanner /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ReadyToScale /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ContactSection /></HydrateWhenNeeded>
    </Layout>
  )
}
