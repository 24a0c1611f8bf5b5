/** @jsxImportSource @emotion/react */
import { Suspense } from "react"
import { graphql, Link } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { css } from "@emotion/react"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { heroFromSection } from "../content/hero"
import { toProjectCard } from "../content/projects"
import { siteSettings } from "../content/settings"
import { SHOWCASE_GROUPS } from "../content/showcase"
import { lazyNamed } from "../lib/lazyNamed"
import { theme } from "../styles/theme"

// Every component of the site: server-rendered, each catalogue hydrated when its chunk arrives.
const LandingCatalogue = lazyNamed(() => import("../components/service/catalogue/LandingCatalogue"), "LandingCatalogue")
const SectionCatalogue = lazyNamed(() => import("../components/service/catalogue/SectionCatalogue"), "SectionCatalogue")
const UiCatalogue = lazyNamed(() => import("../components/service/catalogue/UiCatalogue"), "UiCatalogue")

const intro = css`
  padding: 3rem 0 2rem; background: ${theme.color.surfaceAlt}; margin-bottom: 2rem;
  nav ul { list-style: none; padding: 0; margin: 1rem 0 0; display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; }
`

/** Internal component showcase: every shared UI and section component in its states (noindex). */
/** Every landing block of the content, by type, for the landing catalogue. */
const landingSamples = ({ heroes, cards, comparisons, testimonials, tabs, stats, steps, ctas }: Queries.ShowcasePageQuery) => ({
  heroes: heroes.nodes, cards: cards.nodes, comparisons: comparisons.nodes, testimonials: testimonials.nodes,
  tabs: tabs.nodes, stats: stats.nodes, steps: steps.nodes, ctas: ctas.nodes,
})

export default function ShowcasePage({ data }: PageProps<Queries.ShowcasePageQuery>) {
  const bookingLink = siteSettings(data.directusSettings).bookingLink
  return (
    <Layout>
      <div css={intro}>
        <Container>
          <h1>Component Showcase</h1>
          <p>Internal page: the shared UI, service and landing components of the site with their states. Not indexed by search engines.</p>
          <p><Link to="/internal/seo-audit">Open the SEO audit report</Link></p>
          <nav aria-label="Showcase groups">
            <ul>
              {SHOWCASE_GROUPS.map(group => <li key={group.id}><a href={`#c-${group.id}`}>{group.label}</a></li>)}
            </ul>
          </nav>
        </Container>
      </div>
      <Suspense fallback={null}>
        <UiCatalogue />
        <SectionCatalogue projects={data.projects.nodes.map(toProjectCard)} bookingLink={bookingLink} services={data.services.nodes} contactSection={data.forms.nodes[0]}
          heroes={{ builtIn: heroFromSection(data.contact?.fallbackHero), defaultHero: heroFromSection(data.directusSettings?.defaultHero) }} />
        <LandingCatalogue samples={landingSamples(data)} />
      </Suspense>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.ShowcasePageQuery>) {
  return <Seo title="Component Showcase" description="Internal catalogue of the site's components." pathname={location.pathname} record={data.seoPage} noindex />
}

export const query = graphql`
  query ShowcasePage($seoSlug: String!) {
    seoPage: directusPage(slug: { eq: $seoSlug }) { ...SeoPageFields }
    directusSettings {
      calendlyLink
      defaultHero { title titlePrimary description labelText labelInformation buttonTitle buttonType buttonActionLink }
    }
    contact: directusPage(slug: { eq: "contact" }) {
      fallbackHero { title titlePrimary description labelText labelInformation buttonTitle buttonType buttonActionLink }
    }
    projects: allDirectusProject(sort: { sort: ASC }) {
      nodes {
        ...ProjectCardFields
      }
    }
    services: allDirectusService { nodes { slug blocks { ...PageBlocks } } }
    heroes: allDirectusBlockHero(sort: { directusId: ASC }) { nodes { ...HeroBlock } }
    forms: allDirectusBlockForm(filter: { layout: { eq: "contact_section" } }, limit: 1) { nodes { ...FormBlock } }
    cards: allDirectusBlockCards(sort: { directusId: ASC }) { nodes { ...CardsBlock } }
    comparisons: allDirectusBlockComparison(sort: { directusId: ASC }) { nodes { ...ComparisonBlock } }
    testimonials: allDirectusBlockTestimonials(sort: { directusId: ASC }) { nodes { ...TestimonialsBlock } }
    tabs: allDirectusBlockTabs(sort: { directusId: ASC }) { nodes { ...TabsBlock } }
    stats: allDirectusBlockStats(sort: { directusId: ASC }) { nodes { ...StatsBlock } }
    steps: allDirectusBlockSteps(sort: { directusId: ASC }) { nodes { ...StepsBlock } }
    ctas: allDirectusBlockCta(sort: { directusId: ASC }) { nodes { ...CtaBlock } }
  }
`
