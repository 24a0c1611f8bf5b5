import type { ButtonTarget } from "../../../src/content/types/sections"
import { checkedCard, hoverPointCard, iconCard, linkCard, numberedCard } from "../../../src/blocks/cards/card-props"

const long = "A title far longer than any card of this kind may show in full"

describe("card props", () => {
  it("cuts a numbered card's title at 35 characters and a checked card's at 30", () => {
    const numbered = numberedCard({ cardNumber: 2, title: long, description: "Text", icon: "bolt" })
    expect(numbered.title).toBe("A title far longer than any card of...")
    expect(numbered.number).toBe(2)
    const checked = checkedCard({ title: long, description: "Text" })
    expect(checked.title).toBe("A title far longer than any ca...")
  })

  it("shows a numbered card's picture in place of its icon when it has one", () => {
    expect(numberedCard({ cardNumber: 1, title: "T", description: "D", icon: "bolt", iconUrl: "/x.svg" }).media).toEqual({ image: "/x.svg" })
    expect(numberedCard({ cardNumber: 1, title: "T", description: "D", icon: "bolt" }).media).toEqual({ icon: "bolt" })
  })

  it("gives an icon card checked points only when it has some, spaced a rem apart", () => {
    const bare = iconCard({ icon: "bolt", title: "T", description: "D", points: [], button: null })
    expect(bare.points).toBeUndefined()
    expect(bare.gap).toBeUndefined()
    const full = iconCard({ icon: "bolt", title: "T", description: "D", points: ["One"], button: null })
    expect(full.points).toMatchObject({ kind: "checked", items: ["One"] })
    expect(full.gap).toBe(1)
  })

  it("rings a highlighted feature and reveals its benefits under the block's label", () => {
    const card = hoverPointCard("Key benefits", "")
    const props = card({ title: "T", description: "D", icon: "bolt", benefits: ["Fast"], highlighted: true }, 3)
    expect(props.ring).toBe("accent")
    expect(props.titleId).toBe("feature-3")
    expect(props.points).toEqual({ kind: "revealed", heading: "Key benefits", hint: undefined, items: ["Fast"] })
    expect(card({ title: "T", description: "D", icon: "bolt", benefits: [], highlighted: false }, 0).ring).toBeUndefined()
  })

  it("links a link card to its page and to its own button's site path or other site; a button of another target adds no link", () => {
    const card = { icon: "bolt" as const, title: "Retail", description: "D", points: [], footnote: "", link: "/industries/retail" }
    const links = (target: ButtonTarget) =>
      linkCard("Explore")({ ...card, button: { text: "Talk", target } }).links
    expect(links({ kind: "internal", to: "/contact" })).toEqual([
      { text: "Explore", label: "Explore Retail", to: "/industries/retail" }, { text: "Talk", label: "Talk: Retail", to: "/contact" },
    ])
    expect(links({ kind: "external", href: "https://example.com" })?.[1]).toEqual({ text: "Talk", label: "Talk: Retail", href: "https://example.com" })
    expect(links({ kind: "booking" })).toHaveLength(1)
    expect(linkCard("Explore")({ ...card, badge: "Featured", button: { text: "Talk", target: { kind: "booking" } } }).badge).toEqual({ text: "Featured", at: "top" })
  })
})
