/** The industry pages' blocks (content/industries.json block lists) through their view models. */
import { readFileSync } from "fs"
import path from "path"
import { withName } from "../../../src/content/blocks/common"
import { cardColumnsView } from "../../../src/blocks/comparison/view"
import { panelView } from "../../../src/blocks/cta/view"
import { successStoriesView, successStoryCards } from "../../../src/blocks/projects/view"
import { besideTextView } from "../../../src/blocks/stats/view"
import { categoriesView, groupsView } from "../../../src/blocks/tabs/view"
import { INDUSTRY_SLUGS } from "../../../src/content/industries"
import { industryHero } from "../../../src/content/industry-hero"
import { toProjectCard } from "../../../src/content/projects"
import { pageBlock, pageBlocks } from "../../support/content-blocks"

const industries = JSON.parse(readFileSync(path.join(__dirname, "../../../content/industries.json"), "utf8")) as { slug: string; name: string }[]
const block = <Fragment>(slug: string, type: Parameters<typeof pageBlock>[1], layout: string) => pageBlock<Fragment>(slug, type, layout, "industries")

test("every industry route's record has its six sections, in the page's order", () => {
  for (const slug of INDUSTRY_SLUGS) {
    expect([slug, pageBlocks(slug, "industries").map(b => `${b.blockType} ${b.layout}`)]).toEqual([slug, [
      "block_stats beside_text", "block_comparison card_columns", "block_tabs categories", "block_tabs groups",
      "block_projects success_stories", "block_cta panel",
    ]])
  }
})

test("copy naming the industry reads the record's name, so renaming the record renames it", () => {
  for (const { slug, name } of industries) {
    expect(besideTextView(block(slug, "block_stats", "beside_text"), name).pointsTitle).toBe(`Market Trends in ${name}`)
    expect(panelView(block(slug, "block_cta", "panel"), { name, bookingLink: "" }).heading).toBe(`Ready to Transform Your ${name} Business?`)
  }
  expect(withName("Ready to Transform Your {name} Business?", "Farming")).toBe("Ready to Transform Your Farming Business?")
  expect(JSON.stringify(pageBlocks("education", "industries"))).not.toContain("Ready to Transform Your Education")
})

test("the overview keeps its text, key stats with icons and market trends", () => {
  const overview = besideTextView(block("education", "block_stats", "beside_text"), "Education")
  expect(overview.section).toEqual({ heading: "Industry Overview", highlightedText: "Overview" })
  expect(overview.text).toMatch(/^Schools, universities and training academies/)
  expect(overview.stats[0]).toEqual({
    value: "60%", label: "Faster admissions response", icon: "mail",
    description: "Enquiries answered and routed within minutes by automated nurture flows and an admissions assistant.",
  })
  expect(overview.points).toHaveLength(5)
})

test("only featured solutions and popular services carry a badge", () => {
  const cs = cardColumnsView(block("education", "block_comparison", "card_columns"))
  expect([cs.challengesTitle, cs.solutionsTitle]).toEqual(["Industry Challenges", "Our Solutions"])
  expect(cs.challenges.every(card => card.badge === undefined)).toBe(true)
  expect(cs.solutions.map(card => card.badge)).toEqual(["Featured", "Featured", undefined, undefined])
  const services = categoriesView(block("education", "block_tabs", "categories"))
  expect(services.categories.map(category => category.entries.filter(card => card.badge === "Popular").map(card => card.title)))
    .toEqual([["Admissions Pipeline Automation"], ["Course-Grounded AI Tutor"], ["Custom LMS and Moodle Extensions"]])
})

test("technology categories list their technologies with what each is for", () => {
  const stack = groupsView(block("education", "block_tabs", "groups"))
  expect([stack.section.heading, stack.tone]).toEqual(["Education Technology Stack", "alt"])
  expect(stack.groups[0].entries[0]).toEqual({ name: "Moodle", description: "Open-source LMS extended with custom plugins and reports." })
})

test("success stories show their four figures; a story naming a CMS project shows its image and links to it", () => {
  const view = successStoriesView(block("education", "block_projects", "success_stories"))
  expect(view.metrics.map(metric => metric.label)).toEqual(["Clients Satisfied", "Projects Completed", "Time to Market", "Cost Reduction"])
  const [first] = view.projects
  const project = toProjectCard({ id: "p1", slug: "named", title: first.title, imageUrl: "/cms.png" })
  const [linked, plain] = successStoryCards(view.projects, [project])
  expect(linked).toMatchObject({ title: first.title, path: "/portfolio/named", image: { src: "/cms.png" } })
  expect(plain).toMatchObject({ path: null, image: { src: view.projects[1].imageUrl } })
})

test("a panel's buttons need a text and a link; without a known look the first is the main (light) one, the others ghost", () => {
  const panel = panelView({ heading: "Go", description: null, buttons: [
    { text: "Talk", link: "/contact", variant: "light" }, { text: "Odd", link: "/x", variant: "neon" }, { text: "No link", link: null, variant: null },
  ] } as unknown as Queries.CtaBlockFragment, { name: "X", bookingLink: "" })
  expect(panel.buttons).toEqual([
    { text: "Talk", link: "/contact", variant: "light", external: false }, { text: "Odd", link: "/x", variant: "ghost", external: false },
  ])
})

test("the hero reads the record: its name, its summary (else its short description) and its banner, through sharp when it made one", () => {
  const record = { id: "1", slug: "education", name: "Education", title: "Education", shortDescription: "Card text", summary: "Hero text", banner: { publicURL: "/static/x.webp", childImageSharp: null }, bannerUrl: null }
  expect(industryHero(record)).toEqual({ slug: "education", name: "Education", summary: "Hero text", banner: { src: "/static/x.webp", alt: "", image: null, placeholder: null } })
  const image = { layout: "constrained" as const, width: 560, height: 420, images: { sources: [] } }
  expect(industryHero({ ...record, banner: { publicURL: "/static/x.webp", childImageSharp: { gatsbyImageData: image } } }).banner).toEqual({ src: "/static/x.webp", alt: "", image, placeholder: null })
  expect(industryHero({ ...record, summary: null, banner: null, bannerUrl: "/assets/b.webp" })).toMatchObject({ summary: "Card text", banner: { src: "/assets/b.webp", image: null } })
  expect(industryHero({ ...record, banner: null })).toMatchObject({ banner: null })
})
