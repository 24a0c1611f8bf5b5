import type { ProjectCard } from "../../content/projects"
import { whyWorkWithUsSection } from "../../data/home/why-work-with-us"
import { Layout } from "../layout/Layout"
import { PageHero } from "../layout/PageHero"
import { Button } from "../ui/Button"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"
import { useHashScroll } from "./useHashScroll"

// After the hero: server-rendered, downloaded at once, hydrated as each part is needed.
const CtaPanel = lazySection(() => import(/* webpackChunkName: "sections-portfolios" */ "../sections/CtaPanel"), "CtaPanel")
const PortfolioSection = lazySection(() => import(/* webpackChunkName: "sections-portfolios" */ "../sections/PortfolioSection"), "PortfolioSection")
const WhyWorkWithUs = lazySection(() => import(/* webpackChunkName: "sections-portfolios" */ "../sections/WhyWorkWithUs"), "WhyWorkWithUs")

/** Portfolio list: every project (not only featured) under #all, then why-work and a call to action. */
export function PortfolioListView({ projects }: { projects: ProjectCard[] }) {
  useHashScroll("all")
  return (
    <Layout>
      <PageHero fallback={{ title: "Our Portfolio", description: "Products, automations and AI systems we have designed, built and run for clients." }} />
      <HydrateWhenNeeded>
        <PortfolioSection projects={projects} all id="all" heading="All Projects"
          description="Every project we can share publicly, from MVPs to enterprise automation and AI systems." />
      </HydrateWhenNeeded>
      <HydrateWhenNeeded>
        <WhyWorkWithUs {...whyWorkWithUsSection} />
        <CtaPanel heading="Have a Project in Mind?" description="Tell us what you want to build. We reply within 24 hours with next steps and a realistic estimate.">
          <Button to="/contact" variant="light">Start Your Project</Button>
          <Button to="/process" variant="ghost">See How We Work</Button>
        </CtaPanel>
      </HydrateWhenNeeded>
    </Layout>
  )
}
