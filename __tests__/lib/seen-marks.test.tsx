import { TextEncoder } from "util"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { SEEN_ATTRIBUTE, SEEN_MARKS_SCRIPT } from "../../src/lib/seen-marks"
import { FigureTiles } from "../../src/components/sections/FigureTiles"
import { WHY_WORK_COUNT } from "../../src/content/countup"
import { FakeIntersectionObserver } from "../support/intersection-observer"

// The server renderer needs TextEncoder, which jsdom lacks; React's act() needs to know it is in a test.
Object.assign(global, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

const tiles = (label: string) => (
  <FigureTiles tone="dark" label={label} stats={[{ target: 50, suffix: "+", label: "Projects" }]} countUp={{ timing: WHY_WORK_COUNT, threshold: 0.5 }} />
)
const mutationsDelivered = () => act(async () => { await Promise.resolve() })

beforeEach(() => {
  document.body.innerHTML = ""
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
})

test("counting tiles in the server HTML are marked seen once half of them has been visible, then no longer watched", () => {
  const parsing = jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  new Function(SEEN_MARKS_SCRIPT)()
  document.body.innerHTML = `<main>${renderToString(tiles("Why"))}</main>`
  parsing.mockRestore()
  document.dispatchEvent(new Event("DOMContentLoaded"))
  const observer = FakeIntersectionObserver.last
  const list = document.querySelector("ul")!
  expect(observer.options).toEqual({ threshold: 0.5 })
  expect(observer.watched).toEqual(new Set([list]))
  observer.report([list], 0.3)
  expect(list.hasAttribute(SEEN_ATTRIBUTE)).toBe(false)
  observer.report([list], 0.5)
  expect(list.getAttribute(SEEN_ATTRIBUTE)).toBe("true")
  expect(observer.watched.size).toBe(0)
})

test("tiles React renders later (a page after a client-side navigation) are watched too", async () => {
  new Function(SEEN_MARKS_SCRIPT)()
  const container = document.body.appendChild(document.createElement("div"))
  await act(async () => createRoot(container).render(tiles("Later")))
  await mutationsDelivered()
  const list = container.querySelector("ul")!
  const observer = FakeIntersectionObserver.all.find(o => o.watched.has(list))!
  observer.report([list], 1)
  expect(list.getAttribute(SEEN_ATTRIBUTE)).toBe("true")
})

test("without IntersectionObserver the tiles count as seen at once, so their figures never wait", () => {
  Object.assign(window, { IntersectionObserver: undefined })
  document.body.innerHTML = renderToString(tiles("Old"))
  new Function(SEEN_MARKS_SCRIPT)()
  expect(document.querySelector("ul")!.getAttribute(SEEN_ATTRIBUTE)).toBe("true")
})
