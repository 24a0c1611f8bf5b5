import { TextEncoder } from "util"
import { fireEvent } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { SizedImage } from "../../../src/components/sections/SizedImage"
import { IMAGE_FAILED_TEXT } from "../../../src/data/image-messages"
import { IMAGE_STATE_ATTRIBUTE, IMAGE_STATES_SCRIPT, PLACEHOLDER_ATTRIBUTE } from "../../../src/lib/image-states"
import { NEAR_SRC_ATTRIBUTE, NEAR_SRCSET_ATTRIBUTE } from "../../../src/lib/near-images"
import { LargestPaintImages } from "../../../src/components/ui/image-preload"
import type { ImageCandidates } from "../../../src/components/ui/image-preload"

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

/** The page's head: the script that marks an image's box loaded or failed (src/lib/image-states.ts). */
beforeAll(() => new Function(IMAGE_STATES_SCRIPT)())

const serverHtml = (element: JSX.Element) => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(element)
  document.body.appendChild(container)
  return container
}

afterEach(() => {
  document.body.innerHTML = ""
})

/** The card's image itself, not its placeholder. */
const imageOf = (container: Element) => container.querySelector("picture img")!

test("a lazy image's server HTML leaves every address to the near-images script: nothing is requested before it is needed", () => {
  const container = serverHtml(<SizedImage image={sharp()} height={220} />)
  expect(container.querySelector("script")).toBeNull()
  // The placeholder waits like any plain image (NearImg), with a copy for visitors without JavaScript.
  const waiting = container.querySelector(`img[${PLACEHOLDER_ATTRIBUTE}]`)!
  expect(waiting.getAttribute(NEAR_SRC_ATTRIBUTE)).toBe(BLUR)
  expect(waiting.hasAttribute("src")).toBe(false)
  expect(waiting).toHaveAttribute("aria-hidden", "true")
  expect(container.querySelector("noscript")?.innerHTML).toContain(`src="${BLUR}"`)
  // The picture's candidates wait too, its sources' as its image's.
  const picture = container.querySelector("picture")!
  expect(Array.from(picture.querySelectorAll("source"), s => [s.type, s.getAttribute(NEAR_SRCSET_ATTRIBUTE), s.hasAttribute("srcset")])).toEqual([
    ["image/avif", banner.images.sources![0].srcSet, false],
    ["image/webp", banner.images.sources![1].srcSet, false],
  ])
  expect(imageOf(container).getAttribute(NEAR_SRC_ATTRIBUTE)).toBe("/static/a/640/banner.jpg")
  expect(imageOf(container).hasAttribute("src")).toBe(false)
  expect(container.firstElementChild).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "")
})

test("without JavaScript a lazy image shows its <noscript> copy: the same picture with its addresses, which the browser loads lazily", () => {
  const container = serverHtml(<SizedImage image={sharp("Automation banner")} height={220} />)
  const copies = Array.from(container.querySelectorAll("noscript"), noscript => {
    const parsed = document.createElement("template")
    parsed.innerHTML = noscript.innerHTML
    return parsed.content
  })
  const picture = copies.map(copy => copy.querySelector("picture")).find(Boolean)!
  expect(Array.from(picture.querySelectorAll("source"), s => [s.type, s.getAttribute("srcset")])).toEqual([
    ["image/avif", banner.images.sources![0].srcSet],
    ["image/webp", banner.images.sources![1].srcSet],
  ])
  const image = picture.querySelector("img")!
  expect([image.getAttribute("src"), image.getAttribute("srcset"), image.getAttribute("loading"), image.getAttribute("alt")]).toEqual([
    banner.images.fallback!.src, banner.images.fallback!.srcSet, "lazy", "Automation banner",
  ])
  expect(picture.querySelector(`[${NEAR_SRC_ATTRIBUTE}], [${NEAR_SRCSET_ATTRIBUTE}]`)).toBeNull()
})

test("the page's largest paint is one <picture> with the AVIF and WebP sources in the server HTML, requested first, before any script runs", () => {
  const container = serverHtml(<SizedImage image={sharp()} height={220} largestPaint />)
  const picture = container.querySelector("picture")!
  expect(Array.from(picture.querySelectorAll("source"), s => [s.type, s.getAttribute("srcset")])).toEqual([
    ["image/avif", banner.images.sources![0].srcSet],
    ["image/webp", banner.images.sources![1].srcSet],
  ])
  const img = imageOf(container)
  expect(img.getAttribute("src")).toBe("/static/a/640/banner.jpg")
  expect(img.getAttribute("sizes")).toBe("(min-width: 640px) 640px, 100vw")
  expect(img.hasAttribute("loading")).toBe(false)
  expect(img.getAttribute("fetchpriority")).toBe("high")
  // Above the fold, the placeholder is there from the first paint too.
  expect(Array.from(container.querySelectorAll("img"), i => i.getAttribute("src"))).toEqual([BLUR, "/static/a/640/banner.jpg"])
  expect(container.querySelector("noscript, script")).toBeNull()
})

test("the page's largest paint is reported for the head's preload (its AVIF candidates), a lazy image is not", () => {
  const reported: ImageCandidates[] = []
  renderToString(
    <LargestPaintImages.Provider value={image => reported.push(image)}>
      <SizedImage image={sharp()} height={220} largestPaint />
      <SizedImage image={{ ...sharp(), src: "/static/b/other.jpg" }} height={220} />
      <SizedImage image={{ src: "/plain/cover.png", alt: "", image: null }} height={220} largestPaint />
    </LargestPaintImages.Provider>,
  )
  expect(reported).toEqual([
    { type: "image/avif", srcSet: banner.images.sources![0].srcSet, sizes: banner.images.sources![0].sizes },
    { src: "/plain/cover.png" },
  ])
})

test("the head's script marks the box loaded once the image (not its placeholder) has loaded; the styles then fade it in", () => {
  const container = serverHtml(<SizedImage image={sharp()} height={220} />)
  const box = container.firstElementChild as HTMLElement
  fireEvent.load(container.querySelector(`img[${PLACEHOLDER_ATTRIBUTE}]`)!)
  expect(box).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "")
  fireEvent.load(imageOf(container))
  expect(box).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "loaded")
})

test("an image that fails is marked failed; its box holds 'Failed to load image', named as the image was (the browser tests see it shown)", () => {
  const container = serverHtml(<SizedImage image={sharp("Fleet dashboard")} height={200} />)
  const box = container.firstElementChild as HTMLElement
  fireEvent.error(imageOf(container))
  expect(box).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "failed")
  expect(box.querySelector('[role="img"]')).toHaveAccessibleName("Fleet dashboard")
  expect(box.querySelector('[role="img"]')).toHaveTextContent(IMAGE_FAILED_TEXT)
})
