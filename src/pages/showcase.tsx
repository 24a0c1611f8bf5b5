/** @jsxImportSource @emotion/react */
import { Suspense } from "react"
import { graphql, Link } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { css } from "@emotion/react"
import { groupLinks } from "../components/catalogue/catalogue-entries"
import type { DeclaredType } from "../components/catalogue/catalogue-entries"
import { Layout } from "../components/layout/Layout"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { Container } from "../components/ui/Container"
import { heroFromSection } from "../content/hero"
import { SHOWCASE_GROUPS } from "../content/showcase"
import { lazyNamed } from "../lib/lazyNamed"
import { theme } from "../styles/theme"

// Every component of the site: server-rendered, each catalogue hydrated when its chunk arrives.
const BlockCatalogue = lazyNamed(() => import("../components/catalogue/BlockCatalogue"), "BlockCatalogue")
const SectionCatalogue = lazyNamed(() => import("../components/catalogue/SectionCatalogue"), "SectionCatalogue")
const UiCatalogue = lazyNamed(() => import("../components/catalogue/UiCatalogue"), "UiCatalogue")

const intro = css`
  padding: 3rem 0 2rem; background: ${theme.color.surfaceAlt}; margin-bottom: 2rem;
  nav ul { list-style: none; padding: 0; margin: 1rem 0 0; display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; }
`

type Data = Queries.ShowcasePageQuery
/** The build's page context (gatsby-node.ts): every block type's layouts, from their declarations. */
type Context = { blockLayouts: DeclaredType[] }

/** Internal component showcase: every shared UI and section component in its states, and every layout of every block type (noindex). */
export default function ShowcasePage({ data, pageContext }: PageProps<Data, Context>) {
  const groups = [...SHOWCASE_GROUPS, ...groupLinks(pageContext.blockLayouts)]
  return (
    <Layout>
      <div css={intro}>
        <Container>
          <h1>Component Showcase</h1>
          <p>Internal page: the shared UI and section components of the site and every layout of every block, with their states. Not indexed by search engines.</p>
          <p><Link to="/internal/seo-audit">Open the SEO audit report</Link></p>
          <nav aria-label="Showcase groups">
            <ul>
              {groups.map(group => <li key={group.id}><a href={`#c-${group.id}`}>{group.label}</a></li>)}
            </ul>
          </nav>
        </Container>
      </div>
      <Suspense fallback={null}>
        <UiCatalogue />
        <SectionCatalogue heroes={{ builtIn: heroFromSection(data.contact?.fallbackHero), defaultHero: heroFromSection(data.directusSettings?.defaultHero) }} />
        <BlockCatalogue declared={pageContext.blockLayouts} data={data} />
      </Suspense>
    </Layout>
  )
}

/** Made by the build (src/build/fixed-page-heads.ts). */
export function Head({ pageContext }: HeadProps<Data, { head: HeadModel }>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query ShowcasePage($language: String!) {
    ...Shell
    directusSettings(language: { eq: $language }) {
      calendlyLink
      ...ReviewSummaryFields
      defaultHero { title titlePrimary description labelText labelInformation buttonTitle buttonType buttonActionLink }
    }
    contact: directusPage(slug: { eq: "contact" }, language: { eq: $language }) {
      fallbackHero { title titlePrimary description labelText labelInformation buttonTitle buttonType buttonActionLink }
    }
    pages: allDirectusPage(filter: { language: { eq: $language } }, sort: { slug: ASC }) { nodes { title leadContext blocks { ...PageBlocks } } }
    services: allDirectusService(filter: { language: { eq: $language } }, sort: { sort: ASC }) { nodes { ...ServiceCardFields blocks { ...PageBlocks } } }
    industries: allDirectusIndustry(filter: { language: { eq: $language } }, sort: { sort: ASC }) { nodes { ...IndustryCardFields blocks { ...PageBlocks } } }
    projects: allDirectusProject(filter: { language: { eq: $language } }, sort: { sort: ASC }) { nodes { ...ProjectCardFields summary blocks { ...PageBlocks } } }
    reviews: allDirectusReview(filter: { language: { eq: $language } }, sort: { sort: ASC }) { nodes { ...ReviewFields } }
    jobs: allDirectusJob(filter: { language: { eq: $language } }, sort: { sort: ASC }) { nodes { id title location description link } }
    articles: allDirectusArticle(filter: { language: { eq: $language } }, sort: { publishDate: DESC }) { nodes { ...ArticleCardFields } }
  }
`
