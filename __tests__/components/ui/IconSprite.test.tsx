import { render } from "@testing-library/react"
import { Icon } from "../../../src/components/ui/Icon"
import { IconSprite } from "../../../src/components/ui/IconSprite"
import { ICON_PATHS } from "../../../src/components/ui/icon-paths"
import type { IconName } from "../../../src/content/types/icon"

const names = Object.keys(ICON_PATHS) as IconName[]

test("every icon finds its drawing in the sprite the page carries", () => {
  const { container } = render(<><IconSprite />{names.map(name => <Icon key={name} name={name} />)}</>)
  const uses = [...container.querySelectorAll("use")]
  expect(uses).toHaveLength(names.length)
  for (const use of uses) {
    const symbol = container.querySelector(use.getAttribute("href") ?? "#missing")
    expect([use.getAttribute("href"), symbol?.tagName, (symbol?.querySelector("path")?.getAttribute("d") ?? "").length > 0])
      .toEqual([use.getAttribute("href"), "symbol", true])
  }
})

test("the sprite is hidden from assistive technology and takes no room", () => {
  const { container } = render(<IconSprite />)
  const sprite = container.querySelector("svg") as SVGSVGElement
  expect(sprite.getAttribute("aria-hidden")).toBe("true")
  expect([sprite.style.position, sprite.style.width, sprite.style.height]).toEqual(["absolute", "0px", "0px"])
})

test("an icon with a label is announced as an image; without one it is decorative", () => {
  const { container } = render(<><Icon name="chart" label="Growth" /><Icon name="clock" /></>)
  const [labelled, decorative] = container.querySelectorAll("svg")
  expect([labelled.getAttribute("role"), labelled.getAttribute("aria-label")]).toEqual(["img", "Growth"])
  expect(decorative.getAttribute("aria-hidden")).toBe("true")
})
