import { Suspense } from "react"
import { servicesTrustSection } from "../../../data/services-trust"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { IconBenefitSection } from "../IconBenefitSection"
import { lazyNamed } from "../../../lib/lazyNamed"

const ContactSection = lazyNamed(() => import("../../../forms/contact/ContactSection"), "ContactSection")
const CtaBanner = lazyNamed(() => import("../CtaBanner"), "CtaBanner")
const PortfolioSection = lazyNamed(() => import("../PortfolioSection"), "PortfolioSection")
const ReviewsCarousel = lazyNamed(() => import("../ReviewsCarousel"), "ReviewsCarousel")
const ServicesGrid = lazyNamed(() => import("../ServicesGrid"), "ServicesGrid")
const WhyWorkWithUs = lazyNamed(() => import("../WhyWorkWithUs"), "WhyWorkWithUs")

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
      {/* Server-rendered, hydrated as each chunk arrives (the grid's image runtime stays out of the first load). */}
      <Suspense fallback={null}>
        <ServicesGrid services={services} />
        <PortfolioSection projects={projects} limit={6} />
        <WhyWorkWithUs />
        <ReviewsCarousel reviews={reviews} summary={summary} />
        <CtaBanner />
        <ContactSection />
      </Suspense>
    </Layout>
  )
}
