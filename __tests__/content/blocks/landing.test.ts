import { logoCardsView } from "../../../src/blocks/cards/view"
import { leadContextOf } from "../../../src/content/blocks/common"
import { offerView, stickyBarView } from "../../../src/blocks/cta/view"
import { heroView } from "../../../src/blocks/hero/view"
import { headlineView } from "../../../src/blocks/stats/view"

const header = { layout: null, anchor: null, heading: "Heading", highlightedText: null, description: null }

test("a hero keeps the site's button tags (shown in its language's words) and icons and drops unknown ones", () => {
  const hero = heroView({
    ...header, badge: "500+", description: "Sub", buttonText: "Go", buttonTags: ["FREE", "HOT", "LIMITED"],
    stats: [{ value: "85%", label: null }], reassurances: [{ icon: "clock", label: "Fast" }, { icon: "no-such-icon", label: "Odd" }], links: [],
    words: { heroFiguresLabel: null, freeTagLabel: "مجاني", limitedTagLabel: "لفترة محدودة" },
  } as Queries.HeroBlockFragment)
  expect(hero).toMatchObject({ headline: "Heading", subheadline: "Sub", highlightedText: undefined, primaryButton: { text: "Go", tags: [{ name: "FREE", label: "مجاني" }, { name: "LIMITED", label: "لفترة محدودة" }] } })
  expect(hero.stats).toEqual([{ value: "85%", label: "" }])
  expect(hero.reassurances).toEqual([{ icon: "clock", label: "Fast" }, { icon: "check", label: "Odd" }])
})

test("a page's lead context is one of the spec's two values", () => {
  expect(leadContextOf("ai-development")).toBe("ai-development")
  expect(leadContextOf("automation")).toBe("automation")
  expect(leadContextOf(null)).toBe("automation")
  expect(leadContextOf("<script>")).toBe("automation")
})

test("a headline figure without a titled group shows only its titled figures", () => {
  const figures = { ...header, headlineValue: "500%", headlineLabel: "ROI", statsTitle: "Proven results", stats: [{ value: "4.9/5", label: "Rating", description: null, icon: null }], points: [] }
  const view = headlineView({ ...figures, groupTitle: null, groupStats: [{ value: "1", label: "Untitled" }] } as unknown as Queries.StatsBlockFragment)
  expect(view.group).toBeUndefined()
  expect([view.statsTitle, view.stats]).toEqual(["Proven results", [{ value: "4.9/5", label: "Rating" }]])
  expect(headlineView({ ...figures, groupTitle: "Per employee", groupStats: [] } as unknown as Queries.StatsBlockFragment).group).toBeUndefined()
})

test("a sticky bar shows its first bar by default; with no bars there is no bar", () => {
  const bars = [{ name: "audit", headline: "FREE Audit", subline: "Save", buttonText: "Get" }, { name: "consultation", headline: "Free", subline: "30 min", buttonText: "Start" }]
  const bar = stickyBarView({ ...header, heading: "Quick offer", bars } as unknown as Queries.CtaBlockFragment)
  expect(bar).toMatchObject({ label: "Quick offer", defaultBar: "audit" })
  expect(Object.keys(bar?.bars ?? {})).toEqual(["audit", "consultation"])
  expect(stickyBarView({ ...header, bars: [] } as unknown as Queries.CtaBlockFragment)).toBeNull()
})

test("a final call to action carries its trust strip; cards keep their tags", () => {
  const cta = offerView({ ...header, offer: "Offer", buttonText: "Book", buttonTags: [], reassurances: [], trustStrip: [{ icon: "shield", label: "NDA" }] } as unknown as Queries.CtaBlockFragment)
  expect(cta.trustStrip).toEqual([{ icon: "shield", label: "NDA" }])
  const words = { strengthsLabel: "{name} strengths" }
  expect(logoCardsView({ ...header, words, items: [{ title: "n8n", logo: { publicURL: "/a.svg" }, logoUrl: null, highlight: "400+", description: "d", tags: ["x"] }] } as unknown as Queries.CardsBlockFragment).cards)
    .toEqual([{ name: "n8n", logo: "/a.svg", highlight: "400+", description: "d", tags: ["x"], tagsLabel: "n8n strengths" }])
})
