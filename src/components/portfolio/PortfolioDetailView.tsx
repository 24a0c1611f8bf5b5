import type { ImageRef } from "../../content/images"
import type { RelatedCard } from "../../content/portfolio-detail"
import type { PortfolioCaseStudy } from "../../data/types/portfolio"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Button } from "../ui/Button"
import { InPageLink } from "../sections/InPageLink"
import { Section } from "../sections/Section"
import { ProjectOverview } from "./ProjectOverview"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

// Below the overview: server-rendered, downloaded at once, hydrated as each part is needed.
const CtaPanel = lazySection(() => import(/* webpackChunkName: "sections-case-study" */ "../sections/CtaPanel"), "CtaPanel")
const TechnologyGroups = lazySection(() => import(/* webpackChunkName: "sections-case-study" */ "../sections/TechnologyGroups"), "TechnologyGroups")
const KeyFeatures = lazySection(() => import(/* webpackChunkName: "sections-case-study" */ "./KeyFeatures"), "KeyFeatures")
const ProjectGallery = lazySection(() => import(/* webpackChunkName: "sections-case-study" */ "./ProjectGallery"), "ProjectGallery")
const ProjectResults = lazySection(() => import(/* webpackChunkName: "sections-case-study" */ "./ProjectResults"), "ProjectResults")
const RelatedProjects = lazySection(() => import(/* webpackChunkName: "sections-case-study" */ "./RelatedProjects"), "RelatedProjects")

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
      <HydrateWhenNeeded><KeyFeatures features={study.challengeSolution.keyFeatures} /></HydrateWhenNeeded>
      {study.technologies.categories.length > 0 && (
        <HydrateWhenNeeded>
          <Section id="technologies" tone={study.challengeSolution.keyFeatures.length > 0 ? "light" : "alt"}
            heading={{ id: "tech-title", title: "Technologies Used", highlight: "Technologies" }}>
            <TechnologyGroups groups={study.technologies.categories} />
          </Section>
        </HydrateWhenNeeded>
      )}
      <HydrateWhenNeeded><ProjectResults results={study.results} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><ProjectGallery images={study.gallery.images} /></HydrateWhenNeeded>
      <HydrateWhenNeeded>
        <CtaPanel heading={cta.heading} description={cta.description}>
          {external ? <Button href={cta.buttonUrl} variant="light">{cta.buttonText}</Button> : <Button to={cta.buttonUrl} variant="light">{cta.buttonText}</Button>}
        </CtaPanel>
      </HydrateWhenNeeded>
      <HydrateWhenNeeded><RelatedProjects title={study.relatedProjects.sectionTitle} projects={related} /></HydrateWhenNeeded>
    </Layout>
  )
}
