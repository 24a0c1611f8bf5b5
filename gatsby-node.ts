import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { serviceCards } from "./src/content/services"
import type { ServiceInput } from "./src/content/services"
import { toIndustryCard } from "./src/content/industries"
import { toProjectCard } from "./src/content/projects"
import { REDIRECT_RULES, redirectsFile } from "./src/content/redirects"
import { PORTFOLIO_SLUGS } from "./src/data/portfolio"

interface RouteQuery {
  services: { nodes: ServiceInput[] }
  industries: { nodes: { id: string; slug: string | null; name: string | null; title: string | null }[] }
  projects: { nodes: { id: string; slug: string | null; title: string | null }[] }
}

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
      context: { id: card.id, slug: card.slug },
    })
  }
  for (const industry of industries.nodes.map(node => toIndustryCard(node))) {
    actions.createPage({
      path: industry.path,
      component: path.resolve("src/templates/industry.tsx"),
      context: { id: industry.id, slug: industry.slug },
    })
  }
  for (const project of projects.nodes.map(node => toProjectCard(node))) {
    actions.createPage({
      path: project.path,
      component: path.resolve("src/templates/portfolio.tsx"),
      context: { id: project.id, slug: project.slug },
    })
  }
  // Written case studies get a page even when the CMS has no project for them (no id: static data only).
  const projectSlugs = new Set(projects.nodes.map(node => toProjectCard(node).slug))
  for (const slug of PORTFOLIO_SLUGS.filter(slug => !projectSlugs.has(slug))) {
    actions.createPage({
      path: `/portfolio/${slug}`,
      component: path.resolve("src/templates/portfolio.tsx"),
      context: { id: "", slug },
    })
  }
  for (const rule of REDIRECT_RULES.filter(r => !r.from.includes("*") && !r.from.includes(":"))) {
    actions.createRedirect({ fromPath: rule.from, toPath: rule.to, isPermanent: true, redirectInBrowser: true })
  }
}

/** Static hosts read `_redirects`; Gatsby's createRedirect alone does nothing there. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  await fs.writeFile(path.join(program.directory, "public", "_redirects"), redirectsFile())
}
