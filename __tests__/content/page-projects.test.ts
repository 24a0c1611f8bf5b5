import fc from "fast-check"
import { successStoryCards } from "../../src/blocks/projects/view"
import { blockProjectIds } from "../../src/content/page-projects"
import { projectRelated, writtenRelated } from "../../src/content/portfolio-detail"
import { featuredProjects, toProjectCard } from "../../src/content/projects"
import type { ProjectCard } from "../../src/content/projects"

// Titles drawn from a small pool, so written copy often names a project (and sometimes two share a title).
const TITLES = ["Ledger", "Fleet", "Clinic", "Shop", "Campus"]
const cardsArb = fc
  .array(fc.record({ title: fc.constantFrom(...TITLES), isFeatured: fc.boolean() }), { maxLength: 25 })
  .map(items => items.map((item, i) => toProjectCard({ id: `p${i}`, slug: `project-${i}`, ...item })))
const namesArb = fc.array(fc.constantFrom(...TITLES, "Not in the CMS"), { maxLength: 4 })

/** What the page's query returns: the chosen cards, still in the CMS's order. */
const subset = (cards: ProjectCard[], ids: string[]) => cards.filter(card => ids.includes(card.id))

/** A page's block list with a projects block of this limit among others. */
const blocks = (limit: number) => [{ blockType: "block_cards" }, { blockType: "block_projects", layout: "project_cards", limit }, { blockType: "block_cta" }]
/** An industry page's blocks as gatsby-node reads them: a success-stories projects block's cards among others. */
const industryBlocks = (titles: string[]) => [{ blockType: "block_cards" }, { blockType: "block_projects", layout: "success_stories", items: titles.map(title => ({ title })) }]
const stories = (titles: string[]) => titles.map(title => ({ title, description: "", imageUrl: "/story.svg", technologies: [], achievements: [] }))
/** A case study's blocks: a related projects block with these written cards (none: the other CMS projects). */
const relatedBlocks = (titles: string[]) => [{ blockType: "block_stats" }, { blockType: "block_projects", layout: "related", items: titles.map(title => ({ title })) }]
const related = (titles: string[]) => titles.map(title => ({ title, description: "", image: "/related.svg", tags: [] }))

describe("each detail page queries only the projects it shows, and shows the same as with every project", () => {
  test("page with blocks: none without a projects block", () => {
    fc.assert(fc.property(cardsArb, cards => expect(blockProjectIds([{ blockType: "block_cards" }], cards)).toEqual([])))
  })

  test("page with blocks: the featured projects up to its projects block's limit", () => {
    fc.assert(
      fc.property(cardsArb, fc.integer({ min: 0, max: 8 }), (cards, limit) => {
        const ids = blockProjectIds(blocks(limit), cards)
        expect(ids.length).toBeLessThanOrEqual(limit)
        expect(featuredProjects(subset(cards, ids), limit)).toEqual(featuredProjects(cards, limit))
      })
    )
  })

  test("industry page: the projects its success stories name", () => {
    fc.assert(
      fc.property(cardsArb, namesArb, (cards, titles) => {
        const ids = blockProjectIds(industryBlocks(titles), cards)
        expect(subset(cards, ids).every(card => titles.includes(card.title))).toBe(true)
        expect(successStoryCards(stories(titles), subset(cards, ids))).toEqual(successStoryCards(stories(titles), cards))
      })
    )
  })

  test("written case study: the projects its related list names", () => {
    fc.assert(
      fc.property(cardsArb, namesArb, (cards, titles) => {
        fc.pre(titles.length > 0)
        const ids = blockProjectIds(relatedBlocks(titles), cards, "written")
        expect(writtenRelated(related(titles), subset(cards, ids))).toEqual(writtenRelated(related(titles), cards))
      })
    )
  })

  test("case study without written related cards: at most three other projects, featured first", () => {
    fc.assert(
      fc.property(cardsArb, fc.nat(30), (cards, n) => {
        const slug = `project-${n}`
        const ids = blockProjectIds(relatedBlocks([]), cards, slug)
        expect(ids.length).toBeLessThanOrEqual(3)
        expect(projectRelated(slug, subset(cards, ids))).toEqual(projectRelated(slug, cards))
      })
    )
  })

  test("the portfolio list: every project, in the CMS's order", () => {
    fc.assert(fc.property(cardsArb, cards => expect(blockProjectIds([{ blockType: "block_projects", layout: "project_cards", every: true }], cards)).toEqual(cards.map(card => card.id))))
  })

  test("pages without written copy show no project cards and ask for none", () => {
    const cards = [toProjectCard({ id: "p0", title: "Ledger", isFeatured: true })]
    expect(blockProjectIds([], cards)).toEqual([])
  })
})
