import { servicesTrustSection } from "../../../data/services-trust"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { IconBenefitSection } from "../IconBenefitSection"
import { HydrateWhenNeeded } from "../../../lib/HydrateWhenNeeded"
import { lazySection } from "../../../lib/lazyNamed"

const ContactSection = lazySection(() => import(/* webpackChunkName: "sections-services" */ "../../../forms/contact/ContactSection"), "ContactSection")
const CtaBanner = lazySection(() => import(/* webpackChunkName: "sections-services" */ "../CtaBanner"), "CtaBanner")
const PortfolioSection = lazySection(() => import(/* webpackChunkName: "sections-services" */ "../PortfolioSection"), "PortfolioSection")
const ReviewsCarousel = lazySection(() => import(/* webpackChunkName: "sections-services" */ "../ReviewsCarousel"), "ReviewsCarousel")
const ServicesGrid = lazySection(() => import(/* webpackChunkName: "sections-services" */ "../ServicesGrid"), "ServicesGrid")
const WhyWorkWithUs = lazySection(() => import(/* webpackChunkName: "sections-services" */ "../WhyWorkWithUs"), "WhyWorkWithUs")

/** Services index (spec 000 §2.6). */
export function ServicesView({ services, projects, reviews, summary }: {
  services: ServiceCard[]
  projects: ProjectCard[]
  reviews: Review[]
  summary: ReviewSummary
}) {
  return (
    <Layout>
      <PageHero />
      <IconBenefitSection section={servicesTrustSection.section} cards={servicesTrustSection.cards} id="why-choose" />
      {/* Server-rendered; each section hydrates when needed (the grid's image runtime stays out of the first load). */}
      <HydrateWhenNeeded><ServicesGrid services={services} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><PortfolioSection projects={projects} limit={6} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><WhyWorkWithUs /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ReviewsCarousel reviews={reviews} summary={summary} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><CtaBanner /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ContactSection /></HydrateWhenNeeded>
    </Layout>
  )
}
