import { TextEncoder } from "util"
import { act, useState } from "react"
import { createRoot } from "react-dom/client"
import { NEAR_IMAGES_SCRIPT, NEAR_ROOT_ATTRIBUTE, NEAR_SRC_ATTRIBUTE, NEAR_SRCSET_ATTRIBUTE } from "../../src/lib/near-images"
import { IMAGE_STATE_ATTRIBUTE } from "../../src/lib/image-states"
import { NearImg } from "../../src/components/ui/NearImg"
import { PlatformLogo } from "../../src/components/ui/PlatformLogo"
import { FakeIntersectionObserver } from "../support/intersection-observer"

// The server renderer needs TextEncoder, which jsdom lacks; React's act() needs to know it is in a test.
Object.assign(global, { TextEncoder, IS_REACT_ACT_ENVIRONMENT: true })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

const mutationsDelivered = () => act(async () => { await Promise.resolve() })

beforeEach(() => {
  document.body.innerHTML = ""
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
})

test("the server HTML holds no src: a logo waits, with its name, until it comes within 100 px of the viewport", async () => {
  const html = renderToString(<NearImg src="/static/a/client.svg" alt="Falcon Freight" width={200} height={60} />)
  expect(html).toBe(
    `<img ${NEAR_SRC_ATTRIBUTE}="/static/a/client.svg" decoding="async" alt="Falcon Freight" width="200" height="60"/>` +
      `<noscript><img src="/static/a/client.svg" loading="lazy" decoding="async" alt="Falcon Freight" width="200" height="60"/></noscript>`
  )
  // The head's script runs while the document is still being parsed; the parser then adds the body.
  const parsing = jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  const before = FakeIntersectionObserver.last
  new Function(NEAR_IMAGES_SCRIPT)()
  document.body.innerHTML = `<main><p>Text</p>${html}<ul><li>${html.replace("client.svg", "other.svg")}</li></ul></main>`
  await mutationsDelivered()
  // Nothing watches the parser's insertions: the images are taken up once the document is parsed.
  expect(FakeIntersectionObserver.last).toBe(before)
  parsing.mockRestore()
  document.dispatchEvent(new Event("DOMContentLoaded"))
  const near = FakeIntersectionObserver.last
  expect(near.options).toEqual({ rootMargin: "100px" })
  const [first, second] = [...document.querySelectorAll("img")]
  expect(near.watched).toEqual(new Set([first, second]))
  near.report([])
  expect([first.hasAttribute("src"), second.hasAttribute("src")]).toEqual([false, false])
  near.report([second])
  expect(second.getAttribute("src")).toBe("/static/a/other.svg")
  expect(second.hasAttribute(NEAR_SRC_ATTRIBUTE)).toBe(false)
  expect(near.watched).toEqual(new Set([first]))
  expect(first.hasAttribute("src")).toBe(false)
})

test("images React renders later (after a client-side navigation, a new src) are loaded near the viewport too", async () => {
  new Function(NEAR_IMAGES_SCRIPT)()
  const near = FakeIntersectionObserver.last
  let show: (src: string) => void = () => undefined
  function Gallery() {
    const [src, setSrc] = useState("/static/a/one.png")
    show = setSrc
    return <figure><NearImg src={src} alt="Screen" width={1200} height={750} /></figure>
  }
  const container = document.body.appendChild(document.createElement("div"))
  await act(async () => createRoot(container).render(<Gallery />))
  await mutationsDelivered()
  const img = container.querySelector("img")!
  expect(near.watched.has(img)).toBe(true)
  near.report([img])
  expect(img.getAttribute("src")).toBe("/static/a/one.png")
  await act(async () => show("/static/a/two.png"))
  await mutationsDelivered()
  expect(near.watched.has(img)).toBe(true)
  near.report([img])
  expect(img.getAttribute("src")).toBe("/static/a/two.png")
})

test("inside a sideways scroller (a carousel's track) an image is near within 100 px of the track's visible part, once the track is near the viewport", async () => {
  new Function(NEAR_IMAGES_SCRIPT)()
  const near = FakeIntersectionObserver.last
  const slide = (src: string) => `<li>${renderToString(<NearImg src={src} alt="Client" width={160} height={48} />)}</li>`
  document.body.innerHTML = `<ul ${NEAR_ROOT_ATTRIBUTE}="">${slide("/a.svg")}${slide("/b.svg")}${slide("/c.svg")}</ul>`
  await mutationsDelivered()
  const track = document.querySelector("ul")!
  const [a, b, c] = [...document.querySelectorAll("img")]
  // The viewport's observer watches the track, not its clipped slides.
  expect(near.watched).toEqual(new Set([track]))
  near.report([track])
  const inTrack = FakeIntersectionObserver.last
  expect(inTrack).not.toBe(near)
  expect(inTrack.options).toEqual({ root: track, rootMargin: "100px" })
  expect(inTrack.watched).toEqual(new Set([a, b, c]))
  inTrack.report([a, b])
  expect([a, b, c].map(img => img.getAttribute("src"))).toEqual(["/a.svg", "/b.svg", null])
  inTrack.report([c])
  expect(c.getAttribute("src")).toBe("/c.svg")
})

test("without IntersectionObserver every image is loaded once the document is parsed", () => {
  Object.assign(window, { IntersectionObserver: undefined })
  const parsing = jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  new Function(NEAR_IMAGES_SCRIPT)()
  document.body.innerHTML = renderToString(<NearImg src="/static/a/map.svg" alt="Our offices" width={800} height={400} />)
  parsing.mockRestore()
  expect(document.querySelector("img")!.hasAttribute("src")).toBe(false)
  document.dispatchEvent(new Event("DOMContentLoaded"))
  expect(document.querySelector("img")!.getAttribute("src")).toBe("/static/a/map.svg")
})

test("a platform logo not yet requested is no failed logo: it keeps its image, its letter circle waiting unshown", async () => {
  const container = document.body.appendChild(document.createElement("div"))
  await act(async () => createRoot(container).render(<PlatformLogo src="/assets/platforms/n8n.svg" name="n8n" decorative={false} />))
  expect(container.querySelector("img")).not.toBeNull()
  expect(container.firstElementChild).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "")
})

test("a picture's candidates are given when it nears the viewport, its sources' before its image's address", async () => {
  new Function(NEAR_IMAGES_SCRIPT)()
  const near = FakeIntersectionObserver.last
  document.body.innerHTML = `<picture><source type="image/avif" ${NEAR_SRCSET_ATTRIBUTE}="/a.avif 320w"><img ${NEAR_SRC_ATTRIBUTE}="/a.jpg" ${NEAR_SRCSET_ATTRIBUTE}="/a.jpg 320w" alt=""></picture>`
  await mutationsDelivered()
  const [source, img] = [document.querySelector("source")!, document.querySelector("img")!]
  const order: string[] = []
  new MutationObserver(records => records.forEach(record => order.push(`${record.target.nodeName} ${record.attributeName}`))).observe(document.body, { subtree: true, attributeFilter: ["src", "srcset"] })
  near.report([img])
  await mutationsDelivered()
  expect([source.getAttribute("srcset"), img.getAttribute("srcset"), img.getAttribute("src")]).toEqual(["/a.avif 320w", "/a.jpg 320w", "/a.jpg"])
  expect(order).toEqual(["SOURCE srcset", "IMG srcset", "IMG src"])
  expect(img.hasAttribute(NEAR_SRCSET_ATTRIBUTE)).toBe(false)
})
