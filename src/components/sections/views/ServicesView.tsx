import { servicesTrustSection } from "../../../data/home-sections"
import type { ProjectCard } from "../../../content/projects"
import type { Review, ReviewSummary } from "../../../content/reviews"
import type { ServiceCard } from "../../../content/services"
import { ContactSection } from "../../../forms/contact/ContactSection"
import { Layout } from "../../layout/Layout"
import { PageHero } from "../../layout/PageHero"
import { CtaBanner } from "../CtaBanner"
import { IconBenefitSection } from "../IconBenefitSection"
import { PortfolioSection } from "../PortfolioSection"
import { ReviewsCarousel } from "../ReviewsCarousel"
import { ServicesGrid } from "../ServicesGrid"
import { WhyWorkWithUs } from "../WhyWorkWithUs"

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
      <PortfolioSection projects={projects} limit={6} />
      <WhyWorkWithUs />
      <ReviewsCarousel reviews={reviews} summary={summary} />
      <CtaBanner />
      <ContactSection />
    </Layout>
  )
}
