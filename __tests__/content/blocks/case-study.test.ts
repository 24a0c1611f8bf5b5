/** The case studies' and /portfolios' blocks (content/projects.json and pages item portfolios) through their view models. */
import { readFileSync } from "fs"
import path from "path"
import { hoverPointsView } from "../../../src/blocks/cards/view"
import { galleryView } from "../../../src/blocks/gallery/view"
import { projectHeroView } from "../../../src/blocks/hero/view"
import { relatedView } from "../../../src/blocks/projects/view"
import { barsView, tilesView } from "../../../src/blocks/stats/view"
import { groupsView } from "../../../src/blocks/tabs/view"
import { projectRecord } from "../../../src/content/portfolio-detail"
import { toProjectCard } from "../../../src/content/projects"
import { pageBlock, pageBlocks } from "../../support/content-blocks"

const projects = JSON.parse(readFileSync(path.join(__dirname, "../../../content/projects.json"), "utf8")) as { slug: string; status: string }[]
const block = <Fragment>(slug: string, type: Parameters<typeof pageBlock>[1], layout: string) => pageBlock<Fragment>(slug, type, layout, "projects")
const WRITTEN = ["e-commerce-revolution-platform", "fintech-mobile"]

test("every project lists its page: a written case study its eight sections, the others the shared five", () => {
  for (const { slug } of projects) {
    const types = pageBlocks(slug, "projects").map(b => `${b.blockType} ${b.layout}`)
    expect([slug, types]).toEqual([slug, WRITTEN.includes(slug)
      ? ["block_hero project", "block_stats text_with_facts", "block_cards hover_points", "block_tabs groups", "block_stats bars", "block_gallery grid", "block_cta panel", "block_projects related"]
      : ["block_hero project", "block_stats text_with_facts", "block_tabs groups", "block_cta panel", "block_projects related"]])
  }
})

test("the hero reads the project: its title, summary and picture, and a live button only where the block labels one and the project links one", () => {
  const linked = projectRecord({ id: "6", slug: "fleet-control-tower", title: "Fleet", summary: "Live map", link: "https://demo.example.org/fleet", imageUrl: "/fleet.jpg" })
  const hero = projectHeroView(block("fleet-control-tower", "block_hero", "project"), "Fleet", linked)
  expect(hero.fallback).toEqual({ title: "Fleet", description: "Live map" })
  expect(hero.picture).toMatchObject({ src: "/fleet.jpg", alt: "Fleet preview", framed: true })
  expect(hero.badges).toEqual(["PORTFOLIO"])
  expect(hero.links).toEqual([{ label: "View Project Details", anchor: "overview" }])
  expect(hero.live).toEqual({ text: "Visit Live Project", link: "https://demo.example.org/fleet" })
  expect(projectHeroView(block("fleet-control-tower", "block_hero", "project"), "Fleet", { ...linked, card: { ...linked.card, link: null } }).live).toBeNull()
  // A written case study's client is under NDA: its hero has no live button even though the record links a page.
  expect(projectHeroView(block("fintech-mobile", "block_hero", "project"), "FinTech", linked).live).toBeNull()
})

test("key features ring the highlighted cards and carry their benefits, their title and the hint", () => {
  const view = hoverPointsView(block("e-commerce-revolution-platform", "block_cards", "hover_points"))
  expect(view.features.map(f => f.highlighted)).toEqual([true, true, false, false, false, false])
  expect(view.features[0].benefits).toHaveLength(3)
  expect([view.benefitsLabel, view.hint]).toEqual(["Key Benefits", "Hover or focus to see the key benefits"])
})

test("results keep each metric's value for its bar, and the achievements under their title", () => {
  const view = barsView(block("e-commerce-revolution-platform", "block_stats", "bars"))
  expect(view.stats.map(m => m.value)).toEqual(["45%", "62%", "2.4M", "< 1.2 s"])
  // A percent fills its share of the bar; any other figure the whole bar.
  expect(view.stats.map(m => m.bar)).toEqual(["45%", "62%", "100%", "100%"])
  expect(view.pointsTitle).toBe("Key Achievements")
  expect(view.points).toHaveLength(5)
})

test("a technology tab without entries lists the project's own technologies; none, and the section has no group", () => {
  const shared = block<Queries.TabsBlockFragment>("fleet-control-tower", "block_tabs", "groups")
  expect(groupsView(shared, ["React", "Mapbox"]).groups).toEqual([{ name: "Stack", entries: [{ name: "React", description: "" }, { name: "Mapbox", description: "" }] }])
  expect(groupsView(shared, []).groups).toEqual([])
  const written = groupsView(block("fintech-mobile", "block_tabs", "groups"), ["Ignored"])
  expect(written.tone).toBe("light")
  expect(written.groups.every(g => g.entries.every(t => t.description !== ""))).toBe(true)
})

test("related projects: written cards link the CMS project they name; without cards, the project's other projects", () => {
  const cards = ["fintech-mobile", "fleet-control-tower", "kubernetes-migration"].map((slug, i) =>
    toProjectCard({ id: String(i), slug, title: slug === "fintech-mobile" ? "FinTech Mobile Banking App" : slug, isFeatured: i === 2 }))
  const written = relatedView(block("e-commerce-revolution-platform", "block_projects", "related"), cards)
  expect(written.heading).toBe("More Projects You Might Like")
  expect(written.cards.map(c => c.path)).toEqual(["/portfolio/fintech-mobile", null, null])
  expect(written.buttons).toEqual([{ text: "View All Projects", link: "/portfolios", variant: "secondary", external: false }])
  const others = relatedView(block("fleet-control-tower", "block_projects", "related"), cards, projectRecord({ id: "1", slug: "fleet-control-tower", title: "fleet-control-tower" }))
  expect(others.cards.map(c => c.path)).toEqual(["/portfolio/kubernetes-migration", "/portfolio/fintech-mobile"])
})

test("the gallery leaves out an entry without a picture", () => {
  const gallery = block<Queries.GalleryBlockFragment>("fintech-mobile", "block_gallery", "grid")
  expect(galleryView(gallery).images).toHaveLength(3)
  expect(galleryView({ ...gallery, images: [...gallery.images, { image: null, imageUrl: null, caption: "x", alt: "y" }] }).images).toHaveLength(3)
})

test("/portfolios: why work with us counts up to its four figures", () => {
  const view = tilesView(pageBlock("portfolios", "block_stats", "tiles"))
  expect([view.tone, view.countUp]).toEqual(["dark", true])
  expect(view.stats).toEqual([
    { target: 50, suffix: "+", label: "Projects Delivered" }, { target: 8, suffix: "", label: "Countries Served" },
    { target: 98, suffix: "%", label: "Client Satisfaction" }, { target: 24, suffix: "", label: "Hour Support" },
  ])
})
