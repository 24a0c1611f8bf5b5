/**
 * All static copy that reaches a section heading fits the heading's cuts (spec 000 §5.3: titles 45
 * characters, descriptions 150), so no heading on the site is shown cut with an ellipsis.
 */
import { LIMITS } from "../../src/content/limits"
import { sectionOf } from "../../src/content/blocks/common"
import { snapshotBlocks } from "../support/content-blocks"
import { SERVICE_SLUGS } from "../../src/content/services"
import { servicePage } from "../support/service-pages"

/** The service pages' sections as their components receive them (content/ through the view models). */
const servicePages = Object.fromEntries(SERVICE_SLUGS.map(slug => {
  const { blocks: _raw, ...sections } = servicePage(slug)
  return [slug, sections]
}))

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
  ...SERVICE_SLUGS.map(slug => ({ where: `${slug} portfolio`, title: servicePages[slug].projects?.heading ?? "" })),
  // A call to action that opens with a section heading: a panel in a light box (home's Ready to Scale).
  ...snapshotBlocks("block_cta").filter(block => block.layout === "panel" && block.look === "light")
    .map(block => ({ where: `${block.id} light panel`, title: String(block.heading), description: String(block.description ?? "") })),
]

/**
 * Layouts whose description is the section's own text under the heading (industry pages) or a lead
 * paragraph (steps in rows, /industries' capabilities and verticals), not the heading's description.
 */
const TEXT_DESCRIPTION = [
  "block_stats beside_text", "block_comparison card_columns", "block_steps rows", "block_cards icons", "block_cards link_cards",
  "block_stats text_with_facts", "block_stats bars",
]

/** The blocks that open with a section heading (not the hero's h1 or the calls to action). */
const blocks = (["block_cards", "block_comparison", "block_testimonials", "block_tabs", "block_stats", "block_steps", "block_projects", "block_records", "block_faq", "block_gallery"] as const)
  .flatMap(type => snapshotBlocks(type).map(block => {
    const section = sectionOf(block as unknown as Parameters<typeof sectionOf>[0])
    return { [block.id]: { section: TEXT_DESCRIPTION.includes(`${type} ${block.layout}`) ? { ...section, description: undefined } : section } }
  }))

const all: HeadingCopy[] = [
  ...headingBlocks({
    servicePages,
    blocks,
  }, "data"),
  ...otherHeadings,
]

test("the walk finds the section copy of every page family", () => {
  const places = all.map(copy => copy.where).join("\n")
  for (const family of ["servicePages", "block_cards:", "block_projects:", "block_steps:", "block_records:", "block_faq:", "block_gallery:"]) {
    expect(places).toContain(family)
  }
  expect(all.length).toBeGreaterThan(80)
})

test.each(all.map(copy => [copy.where, copy] as const))("%s fits the section-heading limits", (_, copy) => {
  expect(copy.title.trim().length).toBeGreaterThan(0)
  expect(copy.title.length).toBeLessThanOrEqual(LIMITS.sectionTitle)
  expect((copy.description ?? "").length).toBeLessThanOrEqual(LIMITS.sectionDescription)
})
