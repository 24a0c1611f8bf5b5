import { numberedView, listWithPaneView, checkedCardsView } from "../../../src/blocks/cards/view"
import { projectCardsView, projectLimit } from "../../../src/blocks/projects/view"
import { bandView } from "../../../src/blocks/stats/view"
import { logoCategoriesView } from "../../../src/blocks/tabs/view"

const header = { layout: null, anchor: null, heading: "Heading", highlightedText: null, description: null }
const cards = (items: object[], rest: object = {}) => ({ ...header, items, buttonText: null, buttonLink: null, ...rest }) as unknown as Queries.CardsBlockFragment

test("a tech list's button goes to its site path; without one it is the booking button", () => {
  expect(checkedCardsView(cards([], { buttonText: "Talk", buttonLink: "/contact" }))).toMatchObject({ ctaText: "Talk", ctaLink: "/contact" })
  expect(checkedCardsView(cards([], { buttonText: "Book" })).ctaLink).toBeUndefined()
})

test("showcase items keep an unset secondary title or icon unset (they rank the item), and unknown icons become the check mark", () => {
  const { items } = listWithPaneView(cards([
    { number: 3, title: "A", subtitle: "S", description: "D", icon: "cog" },
    { number: null, title: "B", subtitle: "", description: "D", icon: null },
    { number: null, title: "C", subtitle: "S", description: null, icon: "no-such-icon" },
    { number: null, title: "D", subtitle: "S", description: "D", icon: null, logo: null, logoUrl: "/assets/d.svg" },
  ]), "Design")
  expect(items).toEqual([
    { itemNumber: 3, mainTitle: "A", secondaryTitle: "S", shortDescription: "D", icon: "cog", iconUrl: undefined },
    { itemNumber: 2, mainTitle: "B", secondaryTitle: undefined, shortDescription: "D", icon: undefined, iconUrl: undefined },
    { itemNumber: 3, mainTitle: "C", secondaryTitle: "S", shortDescription: undefined, icon: "check", iconUrl: undefined },
    { itemNumber: 4, mainTitle: "D", secondaryTitle: "S", shortDescription: "D", icon: undefined, iconUrl: "/assets/d.svg" },
  ])
})

test("numbers: a card without one takes its place in the list", () => {
  expect(numberedView(cards([{ number: null, title: "A", description: "", icon: "bolt" }, { number: 7, title: "B" }])).cards.map(card => card.cardNumber)).toEqual([1, 7])
})

test("headings naming the page's record ({name}): portfolio, figures and the showcase's overflow", () => {
  const projects = projectCardsView({ ...header, heading: "{name} Projects", limit: null, buttonText: "View All Projects", buttonLink: "/portfolios#all" } as Queries.ProjectsBlockFragment, "Cloud Services")
  expect(projects).toEqual({ heading: "Cloud Services Projects", description: undefined, buttons: [{ text: "View All Projects", link: "/portfolios#all", variant: "secondary", external: false }] })
  expect([projectLimit({ limit: null }), projectLimit({ limit: 3 })]).toEqual([6, 3])
  const band = bandView({ ...header, heading: "{name} in numbers", stats: [{ value: "95%", label: "Retention" }] } as unknown as Queries.StatsBlockFragment, "UI/UX Design")
  expect(band).toEqual({ label: "UI/UX Design in numbers", stats: [{ value: "95%", label: "Retention" }] })
  expect(listWithPaneView(cards([], { moreHeading: "More {name}" }), "DevOps Services").moreHeading).toBe("More DevOps Services")
})

test("platform tabs become categories of platform cards with their metric, each logo its uploaded file (else its path or URL)", () => {
  const tabs = [{ name: "Workflow", icon: "cog", description: "Engines", items: [
    { title: "n8n", description: "Open source", logo: { publicURL: "/static/0a1b/n8n.svg" }, logoUrl: null, highlight: "400+", highlightLabel: "Integrations", features: ["a", "b"] },
    { title: "Make", description: "Visual", logo: null, logoUrl: "https://cdn.example.com/make.svg", highlight: "1,000+", highlightLabel: "Apps", features: [] },
  ] }]
  // Each card's features are read out in the block's language, with its title.
  const words = { featuresLabel: "مزايا {name}" }
  expect(logoCategoriesView({ ...header, tabs, words } as unknown as Queries.TabsBlockFragment).categories).toEqual([{
    name: "Workflow", icon: "cog", description: "Engines",
    entries: [
      { title: "n8n", logo: "/static/0a1b/n8n.svg", description: "Open source", highlight: "400+", highlightLabel: "Integrations", features: ["a", "b"], featuresLabel: "مزايا n8n" },
      { title: "Make", logo: "https://cdn.example.com/make.svg", description: "Visual", highlight: "1,000+", highlightLabel: "Apps", features: [], featuresLabel: "مزايا Make" },
    ],
  }])
})
