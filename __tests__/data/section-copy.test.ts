/**
 * All static copy that reaches a section heading fits the heading's cuts (spec 000 §5.3: titles 45
 * characters, descriptions 150), so no heading on the site is shown cut with an ellipsis.
 */
import { readdirSync } from "fs"
import path from "path"
import { LIMITS } from "../../src/content/limits"
import { homeFaq } from "../../src/data/home-faq"
import { homeIntro } from "../../src/data/home-intro"
import { readyToScaleCta } from "../../src/data/home/ready-to-scale"
import { industriesOverviewCopy } from "../../src/data/industries-overview"
import { sectionOf } from "../../src/content/blocks/common"
import { snapshotBlocks } from "../support/content-blocks"
import { SERVICE_SLUGS } from "../../src/content/services"
import { servicePage } from "../support/service-pages"
import { servicesTrustSection } from "../../src/data/services-trust"

/** The service pages' sections as their components receive them (content/ through the view models). */
const servicePages = Object.fromEntries(SERVICE_SLUGS.map(slug => {
  const { blocks: _raw, ...sections } = servicePage(slug)
  return [slug, sections]
}))

/** Every home section's copy module (src/data/home), by file name. */
const HOME_DIR = path.join(__dirname, "../../src/data/home")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const homeSections = Object.fromEntries(readdirSync(HOME_DIR).map(file => [file, require(path.join(HOME_DIR, file))]))

interface HeadingCopy {
  where: string
  title: string
  description?: string
}

/**
 * Blocks that render through a section heading by the data's own conventions: every `section`
 * (SectionData) and every `sectionTitle` / `sectionDescription` pair, found wherever they sit.
 */
function headingBlocks(value: unknown, where: string): HeadingCopy[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => headingBlocks(item, `${where}[${i}]`))
  if (!value || typeof value !== "object") return []
  const record = value as Record<string, unknown>
  const own: HeadingCopy[] = []
  const section = record.section as { heading?: string; description?: string } | undefined
  if (section && typeof section.heading === "string") own.push({ where: `${where}.section`, title: section.heading, description: section.description })
  if (typeof record.sectionTitle === "string") own.push({ where, title: record.sectionTitle, description: record.sectionDescription as string | undefined })
  return [...own, ...Object.entries(record).flatMap(([key, child]) => headingBlocks(child, `${where}.${key}`))]
}

/** Headings whose copy sits in other shapes (the view passes these fields to the heading). */
const otherHeadings: HeadingCopy[] = [
  { where: "home intro", title: homeIntro.heading, description: homeIntro.description },
  { where: "ready to scale", title: readyToScaleCta.heading, description: readyToScaleCta.description },
  { where: "industries capabilities", title: industriesOverviewCopy.capabilities.title },
  { where: "industries verticals", title: industriesOverviewCopy.verticals.title },
  { where: "industries impact", title: industriesOverviewCopy.impact.title, description: industriesOverviewCopy.impact.description },
  ...SERVICE_SLUGS.map(slug => ({ where: `${slug} portfolio`, title: servicePages[slug].projects?.heading ?? "" })),
]

/**
 * Variants whose description is the section's own text under the heading (industry pages) or a lead
 * paragraph (process framework), not the heading's description.
 */
const TEXT_DESCRIPTION = ["overview", "challenges_solutions", "framework", "project_overview", "results"]

/** The blocks that open with a section heading (not the hero's h1 or the calls to action). */
const blocks = (["block_cards", "block_comparison", "block_testimonials", "block_tabs", "block_stats", "block_steps", "block_projects", "block_gallery"] as const)
  .flatMap(type => snapshotBlocks(type).map(block => {
    const section = sectionOf(block as unknown as Parameters<typeof sectionOf>[0])
    return { [block.id]: { section: TEXT_DESCRIPTION.includes(String(block.variant)) ? { ...section, description: undefined } : section } }
  }))

const all: HeadingCopy[] = [
  ...headingBlocks({
    homeSections,
    servicesTrustSection,
    homeFaq,
    servicePages,
    blocks,
  }, "data"),
  ...otherHeadings,
]

test("the walk finds the section copy of every page family", () => {
  const places = all.map(copy => copy.where).join("\n")
  for (const family of ["homeSections", "homeFaq", "servicePages", "block_cards:", "block_projects:", "block_steps:", "block_gallery:", "industries impact"]) {
    expect(places).toContain(family)
  }
  expect(all.length).toBeGreaterThan(80)
})

test.each(all.map(copy => [copy.where, copy] as const))("%s fits the section-heading limits", (_, copy) => {
  expect(copy.title.trim().length).toBeGreaterThan(0)
  expect(copy.title.length).toBeLessThanOrEqual(LIMITS.sectionTitle)
  expect((copy.description ?? "").length).toBeLessThanOrEqual(LIMITS.sectionDescription)
})
