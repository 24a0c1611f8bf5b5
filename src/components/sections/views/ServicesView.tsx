import { Suspense } from "react"
import { servicesTrustSection } from "../../../data/services-trust"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { ContactSection } from "../../../forms/contact/ContactSection"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { IconBenefitSection } from "../IconBenefitSection"
import { ServicesGrid } from "../ServicesGrid"
import { lazyNamed } from "../../../lib/lazyNamed"

const CtaBanner = lazyNamed(() => import("../CtaBanner"), "CtaBanner")
const PortfolioSection = lazyNamed(() => import("../PortfolioSection"), "PortfolioSection")
const ReviewsCarousel = lazyNamed(() => import("../ReviewsCarousel"), "ReviewsCarousel")
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
      <PageHero pageKey="services" />
      <IconBenefitSection section={servicesTrustSection.section} cards={servicesTrustSection.cards} id="why-choose" />
      <ServicesGrid services={services} />
      {/* Below the fold: server-rendered, hydrated as each chunk arrives. */}
      <Suspense fallback={null}>
        <PortfolioSection projects={projects} limit={6} />
        <WhyWorkWithUs />
        <ReviewsCarousel reviews={reviews} summary={summary} />
        <CtaBanner />
      </Suspense>
      <ContactSection />
    </Layout>
  )
}
