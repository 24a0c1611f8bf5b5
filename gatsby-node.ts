import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { serviceCards } from "./src/content/services"
import type { ServiceInput } from "./src/content/services"
import { toIndustryCard } from "./src/content/industries"
import { toProjectCard } from "./src/content/projects"
import { REDIRECT_RULES, redirectsFile } from "./src/content/redirects"
import { findIndustry } from "./src/data/industries"
import { PORTFOLIO_SLUGS, findCaseStudy } from "./src/data/portfolio"
import { getServicePage } from "./src/data/services"
import { writeSiteFiles } from "./src/build/postbuild"
import { writeStaticData } from "./src/lib/store/write-static-data"

/**
 * The build's identity, inlined into the server and browser bundles (GATSBY_ variables): the
 * build-version meta tag and the version check compare it; the footer's server-rendered year uses it.
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  const now = new Date()
  process.env.GATSBY_BUILD_TIME ||= now.toISOString()
  process.env.GATSBY_BUILD_VERSION ||= now.getTime().toString(36)
}

interface RouteQuery {
  services: { nodes: ServiceInput[] }
  industries: { nodes: { id: string; slug: string | null; name: string | null; title: string | null }[] }
  projects: { nodes: { id: string; slug: string | null; title: string | null }[] }
}

/**
 * Detail routes. Each page's written copy travels in its page context (page-data JSON), so a
 * template's JavaScript never carries the copy of every other service, industry or case study.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RouteQuery>(`
    query Routes {
      services: allDirectusService { nodes { id slug title order sort } }
      industries: allDirectusIndustry { nodes { id slug name title } }
      projects: allDirectusProject { nodes { id slug title } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content layer for routes", result.errors)
    return
  }
  const { services, industries, projects } = result.data

  for (const card of serviceCards(services.nodes)) {
    actions.createPage({
      path: card.path,
      component: path.resolve("src/templates/service.tsx"),
      context: { id: card.id, slug: card.slug, copy: getServicePage(card.slug) ?? null },
    })
  }
  for (const industry of industries.nodes.map(node => toIndustryCard(node))) {
    actions.createPage({
      path: industry.path,
      component: path.resolve("src/templates/industry.tsx"),
      context: { id: industry.id, slug: industry.slug, copy: findIndustry(industry.slug) ?? null },
    })
  }
  for (const project of projects.nodes.map(node => toProjectCard(node))) {
    actions.createPage({
      path: project.path,
      component: path.resolve("src/templates/portfolio.tsx"),
      context: { id: project.id, slug: project.slug, copy: findCaseStudy(project.slug) ?? null },
    })
  }
  // Written case studies get a page even when the CMS has no project for them (no id: static data only).
  const projectSlugs = new Set(projects.nodes.map(node => toProjectCard(node).slug))
  for (const slug of PORTFOLIO_SLUGS.filter(slug => !projectSlugs.has(slug))) {
    actions.createPage({
      path: `/portfolio/${slug}`,
      component: path.resolve("src/templates/portfolio.tsx"),
      context: { id: "", slug, copy: findCaseStudy(slug) ?? null },
    })
  }
  for (const rule of REDIRECT_RULES.filter(r => !r.from.includes("*") && !r.from.includes(":"))) {
    actions.createRedirect({ fromPath: rule.from, toPath: rule.to, isPermanent: true, redirectInBrowser: true })
  }
}

/**
 * `File.publicURL` (SVG logos and icons are served by URL): the source plugin creates File nodes
 * itself, so gatsby-source-filesystem's field extension is registered here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const setFieldsOnGraphQLNodeType: GatsbyNode["setFieldsOnGraphQLNodeType"] = require("gatsby-source-filesystem/extend-file-node")

/** The content store's build-time data, from the same GraphQL layer as the pages. */
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = async ({ graphql, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  await writeStaticData(graphql, path.join(program.directory, "public"))
}

/**
 * Static hosts read `_redirects`; Gatsby's createRedirect alone does nothing there. The SEO and
 * security files (sitemap, robots, `_headers` with the inline-script hashes, manifest) need every
 * page already written, so they are generated here too.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program, config } = store.getState() as {
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
  }
  await fs.writeFile(path.join(program.directory, "public", "_redirects"), redirectsFile())
  await writeSiteFiles({ root: program.directory, siteUrl: config.siteMetadata.siteUrl })
}
