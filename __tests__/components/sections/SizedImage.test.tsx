import { TextEncoder } from "util"
import { act, fireEvent } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { IMAGE_FAILED_TEXT, SizedImage } from "../../../src/components/sections/SizedImage"

// The server renderer needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

const BLUR = "data:image/webp;base64,UklGRblur"
const banner: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 220,
  backgroundColor: undefined,
  images: {
    fallback: { src: "/static/a/640/banner.jpg", srcSet: "/static/a/320/banner.jpg 320w,/static/a/640/banner.jpg 640w", sizes: "(min-width: 640px) 640px, 100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/320/banner.avif 320w,/static/a/640/banner.avif 640w", sizes: "(min-width: 640px) 640px, 100vw" },
      { type: "image/webp", srcSet: "/static/a/320/banner.webp 320w,/static/a/640/banner.webp 640w", sizes: "(min-width: 640px) 640px, 100vw" },
    ],
  },
}
const sharp = (alt = "") => ({ src: "/static/a/banner.jpg", alt, image: banner, placeholder: BLUR })

/** An <img> as the browser reports it: loaded, or broken. */
function imageState(img: HTMLImageElement, state: { complete: boolean; naturalWidth: number }) {
  for (const [key, value] of Object.entries(state)) Object.defineProperty(img, key, { configurable: true, get: () => value })
}

/** Server HTML in a container, then hydrated, as a page section is. */
function serverThenHydrate(element: JSX.Element, before?: (container: HTMLElement) => void) {
  const container = document.createElement("div")
  container.innerHTML = renderToString(element)
  document.body.appendChild(container)
  before?.(container)
  act(() => void hydrateRoot(container, element))
  return container
}

const serverHtml = (element: JSX.Element) => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(element)
  return container
}

afterEach(() => {
  document.body.innerHTML = ""
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
})

/** The card's image itself, not its placeholder. */
const imageOf = (container: Element) => container.querySelector("picture img")

test("a lazy image's server HTML is its blurred placeholder's address only: nothing is requested before it is needed", () => {
  const container = serverHtml(<SizedImage image={sharp()} height={220} />)
  expect(container.querySelector("picture, script")).toBeNull()
  // The placeholder waits for the near-images script like any plain image (NearImg), with a copy for visitors without JavaScript.
  const waiting = container.querySelector("img[data-placeholder]")!
  expect(waiting.getAttribute("data-near-src")).toBe(BLUR)
  expect(waiting.hasAttribute("src")).toBe(false)
  expect(waiting).toHaveAttribute("aria-hidden", "true")
  expect(container.querySelector("noscript")?.innerHTML).toContain(`src="${BLUR}"`)
  expect(container.firstElementChild).toHaveAttribute("data-status", "pending")
})

test("an eager image's server HTML is one <picture> with the AVIF and WebP sources, shown before any script runs", () => {
  const container = serverHtml(<SizedImage image={sharp()} height={220} eager />)
  const picture = container.querySelector("picture")!
  expect(Array.from(picture.querySelectorAll("source"), s => [s.type, s.getAttribute("srcset")])).toEqual([
    ["image/avif", banner.images.sources![0].srcSet],
    ["image/webp", banner.images.sources![1].srcSet],
  ])
  const img = picture.querySelector("img")!
  expect(img.getAttribute("src")).toBe("/static/a/640/banner.jpg")
  expect(img.getAttribute("sizes")).toBe("(min-width: 640px) 640px, 100vw")
  expect(img.hasAttribute("loading")).toBe(false)
  // Above the fold, the placeholder is there from the first paint too.
  expect(Array.from(container.querySelectorAll("img"), i => i.getAttribute("src"))).toEqual([BLUR, "/static/a/640/banner.jpg"])
  expect(container.querySelector("noscript, script")).toBeNull()
  // Not hidden before hydration ("pending" sets no opacity).
  expect(container.firstElementChild).toHaveAttribute("data-status", "pending")
})

test("a lazy image is rendered once within 100 px of the viewport, hidden while it loads, then fades in", () => {
  let near: (entries: { isIntersecting: boolean }[]) => void = () => undefined
  let margin: string | undefined
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: typeof near, options: IntersectionObserverInit) {
      near = callback
      margin = options.rootMargin
    }
    observe() {}
    disconnect() {}
  }
  const container = serverThenHydrate(<SizedImage image={sharp()} height={220} />)
  const box = container.firstElementChild as HTMLElement
  expect(box.querySelector("picture")).toBeNull()
  expect(margin).toBe("100px")
  act(() => near([{ isIntersecting: true }]))
  expect(box.querySelectorAll("picture source")).toHaveLength(2)
  expect(box).toHaveAttribute("data-status", "loading")
  expect(box.querySelector("[data-placeholder]")).not.toBeNull()
  act(() => void fireEvent.load(imageOf(box)!))
  expect(box).toHaveAttribute("data-status", "loaded")
  expect(box.querySelector("[data-placeholder]")).toBeNull()
})

test("an eager image that loaded before hydration is shown at once; one that failed before it says so", () => {
  const loaded = serverThenHydrate(<SizedImage image={sharp()} height={220} eager />, c =>
    imageState(imageOf(c) as HTMLImageElement, { complete: true, naturalWidth: 640 })
  )
  expect(loaded.firstElementChild).toHaveAttribute("data-status", "loaded")

  const broken = serverThenHydrate(<SizedImage image={sharp("Fleet dashboard")} height={220} eager />, c =>
    imageState(imageOf(c) as HTMLImageElement, { complete: true, naturalWidth: 0 })
  )
  expect(broken.querySelector("img")).toBeNull()
  expect(broken.querySelector('[role="img"]')).toHaveAccessibleName("Fleet dashboard")
  expect(broken.textContent).toBe(IMAGE_FAILED_TEXT)
})

test("an image that fails after hydration says 'Failed to load image' in its box", () => {
  const container = serverThenHydrate(<SizedImage image={sharp()} height={200} />)
  act(() => void fireEvent.error(imageOf(container)!))
  expect(container.querySelector("img")).toBeNull()
  expect(container.textContent).toBe(IMAGE_FAILED_TEXT)
  expect(getComputedStyle(container.firstElementChild!).height).toBe("200px")
})
