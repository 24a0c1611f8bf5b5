import type { IndustryCard } from "../../../content/industries"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { HomeIntro } from "../HomeIntro"
import { HydrateWhenNeeded } from "../../../lib/HydrateWhenNeeded"
import { lazySection } from "../../../lib/lazyNamed"

const AiModels = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../AiModels"), "AiModels")
const AiPoweredDevelopment = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../AiPoweredDevelopment"), "AiPoweredDevelopment")
const AutoPilotSection = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../AutoPilotSection"), "AutoPilotSection")
const BusinessProcessAutomation = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../BusinessProcessAutomation"), "BusinessProcessAutomation")
const ContactSection = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../../../forms/contact/ContactSection"), "ContactSection")
const CoreFeature = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../CoreFeature"), "CoreFeature")
const CtaBanner = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../CtaBanner"), "CtaBanner")
const HomeBenefits = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../HomeBenefits"), "HomeBenefits")
const HomeFaq = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../HomeFaq"), "HomeFaq")
const IndustriesSection = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../IndustriesSection"), "IndustriesSection")
const PortfolioSection = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../PortfolioSection"), "PortfolioSection")
const ReadyToScale = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../ReadyToScale"), "ReadyToScale")
const ReviewsCarousel = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../ReviewsCarousel"), "ReviewsCarousel")
const ServicesGrid = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../ServicesGrid"), "ServicesGrid")
const TestimonialSlider = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../TestimonialSlider"), "TestimonialSlider")
const WhyWorkWithUs = lazySection(() => import(/* webpackChunkName: "sections-home" */ "../WhyWorkWithUs"), "WhyWorkWithUs")

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
