import { completenessTier, coreFeatureText, hiddenOnMobile, isShowable, platformFeatures, showcaseItems, showcaseOverflow, techItemText } from "../../src/content/showcase"
import type { PaneItem } from "../../src/blocks/cards/view"
import { demoShowcase as demoOf } from "../support/service-pages"

const demoShowcase = demoOf()

const item = (itemNumber: number, extra: Partial<PaneItem> = {}): PaneItem => ({
  itemNumber,
  mainTitle: `Item ${itemNumber}`,
  ...extra,
})

describe("service showcase rules (spec 001 §5)", () => {
  test("an item needs a main title and a secondary title or a short description", () => {
    expect(isShowable(item(1))).toBe(false)
    expect(isShowable(item(1, { mainTitle: "  ", secondaryTitle: "Sub" }))).toBe(false)
    expect(isShowable(item(1, { secondaryTitle: "Sub" }))).toBe(true)
    expect(isShowable(item(1, { shortDescription: "Text" }))).toBe(true)
    expect(isShowable(item(1, { secondaryTitle: "", shortDescription: " " }))).toBe(false)
  })

  test("completeness: secondary title and icon, then one missing, then both missing; icon or iconUrl counts", () => {
    expect(completenessTier(item(1, { secondaryTitle: "S", icon: "bolt" }))).toBe(0)
    expect(completenessTier(item(1, { secondaryTitle: "S", iconUrl: "/i.svg" }))).toBe(0)
    expect(completenessTier(item(1, { secondaryTitle: "S" }))).toBe(1)
    expect(completenessTier(item(1, { shortDescription: "T", icon: "bolt" }))).toBe(1)
    expect(completenessTier(item(1, { shortDescription: "T" }))).toBe(2)
  })

  // One of each completeness tier, an incomplete item (3), and more displayable items than the cap.
  const mixed = () => [
    item(1, { shortDescription: "T" }),
    item(2, { secondaryTitle: "S" }),
    item(3),
    item(4, { secondaryTitle: "S", icon: "bolt" }),
    item(5, { shortDescription: "T", iconUrl: "/x.svg" }),
    item(6, { secondaryTitle: "S", iconUrl: "/x.svg" }),
  ]

  test("orders by completeness, keeps data order within a tier, drops the incomplete and caps at 4", () => {
    const items = mixed()
    expect(showcaseItems(items).map(i => i.itemNumber)).toEqual([4, 6, 2, 5])
  })

  test("the displayable items past the cap are the overflow, in the same order; nothing is lost or shown twice", () => {
    const items = mixed()
    expect(showcaseOverflow(items).map(i => i.itemNumber)).toEqual([1])
    expect([...showcaseItems(items), ...showcaseOverflow(items)].map(i => i.itemNumber).sort()).toEqual([1, 2, 4, 5, 6])
    expect(showcaseOverflow(items.slice(0, 4))).toEqual([])
  })

  test("descriptions over 280 characters are cut at a word boundary with '...'", () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ")
    const [shown] = showcaseItems([item(1, { secondaryTitle: "S", shortDescription: words })])
    const text = shown.shortDescription ?? ""
    expect(text.endsWith("...")).toBe(true)
    expect(text.length).toBeLessThanOrEqual(283)
    expect(words.startsWith(text.slice(0, -3))).toBe(true)
    expect(words.charAt(text.length - 3)).toBe(" ")
  })

  test("the /showcase demo: one item dropped, one cut, the icon-less one past the cap", () => {
    const shown = showcaseItems(demoShowcase.items)
    expect(shown.map(i => i.mainTitle)).toEqual(["UX Research", "UI Design", "Accessibility & Inclusive Design", "Design Systems"])
    expect(shown[2].shortDescription).toMatch(/\.\.\.$/)
    expect((shown[2].shortDescription ?? "").length).toBeLessThanOrEqual(283)
    expect(shown[0].shortDescription).toBe(demoShowcase.items[0].shortDescription)
    expect(showcaseOverflow(demoShowcase.items).map(i => i.mainTitle)).toEqual(["Usability Testing & Optimization"])
  })
})

describe("text cuts of the service blocks", () => {
  const long = "x".repeat(200)
  test("tech list 30/120, core features 35/120", () => {
    expect(techItemText({ title: long, description: long })).toEqual({ title: "x".repeat(30) + "...", description: "x".repeat(120) + "..." })
    const card = coreFeatureText({ cardNumber: 1, title: long, description: long, icon: "bolt" })
    expect([card.title.length, card.description.length]).toEqual([38, 123])
    expect(techItemText({ title: "Figma", description: "Short." })).toEqual({ title: "Figma", description: "Short." })
  })

  test("automation platform cards show at most 4 features", () => {
    expect(platformFeatures(["a", "b", "c", "d", "e", "f"])).toEqual(["a", "b", "c", "d"])
    expect(platformFeatures(["a"])).toEqual(["a"])
  })
})

describe("landing pages under 768 px", () => {
  test("items past the visible count hide until expanded", () => {
    expect([0, 1, 2, 3, 4].map(i => hiddenOnMobile(i, 3, false))).toEqual([false, false, false, true, true])
    expect([0, 1, 2, 3, 4].map(i => hiddenOnMobile(i, 3, true))).toEqual([false, false, false, false, false])
  })
})
