import { Suspense } from "react"
import type { ImageRef } from "../../content/images"
import type { RelatedCard } from "../../content/portfolio-detail"
import type { PortfolioCaseStudy } from "../../data/types/portfolio"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Button } from "../ui/Button"
import { InPageLink } from "../sections/InPageLink"
import { Section } from "../sections/Section"
import { ProjectOverview } from "./ProjectOverview"
import { lazyNamed } from "../../lib/lazyNamed"

// Below the overview: server-rendered, hydrated as each chunk arrives.
const CtaPanel = lazyNamed(() => import("../sections/CtaPanel"), "CtaPanel")
const TechnologyGroups = lazyNamed(() => import("../sections/TechnologyGroups"), "TechnologyGroups")
const KeyFeatures = lazyNamed(() => import("./KeyFeatures"), "KeyFeatures")
const ProjectGallery = lazyNamed(() => import("./ProjectGallery"), "ProjectGallery")
const ProjectResults = lazyNamed(() => import("./ProjectResults"), "ProjectResults")
const RelatedProjects = lazyNamed(() => import("./RelatedProjects"), "RelatedProjects")

/** Portfolio detail (spec 001): every section renders only when it has data. */
export function PortfolioDetailView({ slug, study, related, image }: { slug: string; study: PortfolioCaseStudy; related: RelatedCard[]; image?: ImageRef | null }) {
  const cta = study.callToAction
  const external = /^https?:/.test(cta.buttonUrl)
  const alt = `${study.title} preview`
  return (
    <Layout>
      <PageHero badges={["PORTFOLIO"]} fallback={{ title: study.title, description: study.shortDescription }}
        picture={{ ...(image?.image ? image : { src: study.heroBannerUrl, image: null }), alt, framed: true }}
        actions={<>
          <InPageLink target="overview">View Project Details</InPageLink>
          {study.metadata.projectUrl && <Button href={study.metadata.projectUrl} variant="ghost">Visit Live Project</Button>}
        </>} />
      <ProjectOverview overview={study.overview} challengeSolution={study.challengeSolution} />
      <Suspense fallback={null}>
        <KeyFeatures features={study.challengeSolution.keyFeatures} />
        {study.technologies.categories.length > 0 && (
          <Section id="technologies" tone={study.challengeSolution.keyFeatures.length > 0 ? "light" : "alt"}
            heading={{ id: "tech-title", title: "Technologies Used", highlight: "Technologies" }}>
            <TechnologyGroups groups={study.technologies.categories} />
          </Section>
        )}
        <ProjectResults results={study.results} />
        <ProjectGallery images={study.gallery.images} />
        <CtaPanel heading={cta.heading} description={cta.description}>
          {external ? <Button href={cta.buttonUrl} variant="light">{cta.buttonText}</Button> : <Button to={cta.buttonUrl} variant="light">{cta.buttonText}</Button>}
        </CtaPanel>
        <RelatedProjects title={study.relatedProjects.sectionTitle} projects={related} />
      </Suspense>
    </Layout>
  )
}
