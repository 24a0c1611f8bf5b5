import { besideImageView, lettersView } from "../../../src/blocks/cards/view"
import { panelView } from "../../../src/blocks/cta/view"
import { countUpStat } from "../../../src/content/blocks/common"
import { opensWithPageHero, pageHeroView, showsPageHero } from "../../../src/blocks/hero/view"
import { isLegalDocument, richTextView } from "../../../src/blocks/rich-text/view"
import { stepsView } from "../../../src/blocks/steps/view"
import { pageBlock, pageBlocks } from "../../support/content-blocks"

const header = { layout: null, anchor: null, heading: "Heading", highlightedText: null, description: null }

test("a count-up figure keeps what follows its number, and a value without a leading number is none", () => {
  expect(countUpStat("50+", "Projects")).toEqual({ target: 50, suffix: "+", label: "Projects" })
  expect(countUpStat(" 8 ", null)).toEqual({ target: 8, suffix: "", label: "" })
  expect(countUpStat("n/a", "Odd")).toBeNull()
  expect(countUpStat(null, "Empty")).toBeNull()
})

test("a page hero's jump links need a label and an anchor", () => {
  const hero = pageHeroView({ ...header, description: "Intro", links: [{ label: "Mission", anchor: "mission" }, { label: "Nowhere", anchor: null }, { label: null, anchor: "values" }], stats: [] } as unknown as Queries.HeroBlockFragment)
  expect(hero.fallback).toEqual({ title: "Heading", description: "Intro" })
  expect(hero.links).toEqual([{ label: "Mission", anchor: "mission" }])
})

test("only a page hero as the first block draws the page hero itself", () => {
  expect(opensWithPageHero([{ blockType: "block_hero", layout: "page" }, { blockType: "block_cards" }])).toBe(true)
  expect(opensWithPageHero([{ blockType: "block_hero", layout: "landing" }])).toBe(false)
  expect(opensWithPageHero([{ blockType: "block_cards" }, { blockType: "block_hero", layout: "page" }])).toBe(false)
  expect(opensWithPageHero([])).toBe(false)
})

test("a block page shows its resolved hero above the blocks only when it has one and the blocks do not open with it", () => {
  const resolved = { hero: { title: "About us" } }
  expect(showsPageHero(resolved, [{ blockType: "block_cards" }])).toBe(true)
  expect(showsPageHero(resolved, [{ blockType: "block_hero", layout: "page" }])).toBe(false)
  expect(showsPageHero({ hero: null }, [{ blockType: "block_cards" }])).toBe(false)
  expect(showsPageHero(undefined, [])).toBe(false)
})

test("a panel's booking button goes to the site's booking link, its own link only when none is set; site paths use the router", () => {
  const block = { ...header, buttons: [
    { text: "Book", link: "https://calendly.com/fallback", action: "booking" },
    { text: "Contact Us", link: "/contact", action: null },
    { text: "No link", link: null, action: null },
  ] } as unknown as Queries.CtaBlockFragment
  expect(panelView(block, { name: "", bookingLink: "https://cal.example/site" }).buttons).toEqual([
    { text: "Book", link: "https://cal.example/site", variant: "light", external: true },
    { text: "Contact Us", link: "/contact", variant: "ghost", external: false },
  ])
  expect(panelView(block, { name: "", bookingLink: "" }).buttons[0].link).toBe("https://calendly.com/fallback")
})

test("a document's sections need an anchor and a title (the contents link to them); only legal documents show the legal row", () => {
  const doc = richTextView({
    ...header, subtitle: null, note: "", words: { sectionsNavLabel: "Policy sections" },
    sections: [{ anchor: "a", title: "A", body: "<p>x</p>" }, { anchor: null, title: "B", body: "" }, { anchor: "c", title: null, body: "" }],
  } as unknown as Queries.RichTextBlockFragment)
  expect(doc).toEqual({ title: "Heading", subtitle: undefined, note: undefined, introduction: undefined, sections: [{ anchor: "a", title: "A", html: "<p>x</p>" }], sectionsLabel: "Policy sections" })
  expect(isLegalDocument({ blockType: "block_rich_text", layout: "legal_document" })).toBe(true)
  expect(isLegalDocument({ blockType: "block_rich_text", layout: null })).toBe(false)
})

describe("the about, process and privacy pages' content", () => {
  test("about: hero figures 50+, 8, 5+ and jump links to its sections, which exist", () => {
    const hero = pageHeroView(pageBlock("about", "block_hero", "page"))
    expect(hero.stats.map(stat => `${stat.target}${stat.suffix} ${stat.label}`)).toEqual(["50+ Projects Delivered", "8 Countries Served", "5+ Years of Experience"])
    const anchors = pageBlocks("about").map(block => block.anchor)
    for (const link of hero.links) expect(anchors).toContain(link.anchor)
    expect(hero.links.map(link => link.label)).toEqual(["Our Mission", "Our Values", "Our Journey"])
  })

  test("about: the values' letters spell LUMENAUT; the footprint has its map, three offices and the places served", () => {
    expect(lettersView(pageBlock("about", "block_cards", "letters")).cards.map(card => card.badge).join("")).toBe("LUMENAUT")
    const places = besideImageView(pageBlock("about", "block_cards", "beside_image"))
    expect(places.image).toEqual({ src: "/static/offices-map.svg", alt: "Map of Lumenaut offices in Lahore, Dubai and Riyadh" })
    expect(places.cards.map(card => card.title)).toEqual(["Lahore, Pakistan", "Dubai, UAE", "Riyadh, KSA"])
    expect(places.footnote?.label).toBeTruthy()
    const years = stepsView(pageBlock("about", "block_steps", "milestones")).steps.map(step => Number(step.number))
    expect([years[0], years[years.length - 1]]).toEqual([2019, 2024])
    expect([...years].sort()).toEqual(years)
  })

  test("process: five steps, each with its duration and deliverables", () => {
    const framework = stepsView(pageBlock("process", "block_steps", "rows"))
    expect(framework.steps.map(step => step.number)).toEqual(["1", "2", "3", "4", "5"])
    expect(framework.featuresLabel).toBe("Deliverables")
    for (const step of framework.steps) {
      expect(step.duration).toBeTruthy()
      expect(step.features.length).toBeGreaterThanOrEqual(3)
    }
  })

  test("privacy policy: 15 sections with distinct anchors, the effective date and the legal-review notice", () => {
    const doc = richTextView(pageBlock("privacy-policy", "block_rich_text", "legal_document"))
    expect(doc.sections).toHaveLength(15)
    expect(new Set(doc.sections.map(section => section.anchor)).size).toBe(15)
    expect(doc.subtitle).toBe("Effective date: 01/08/2025")
    expect(doc.note).toMatch(/pending legal review/)
  })
})
