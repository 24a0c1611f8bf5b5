/**
 * @jest-environment node
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToStaticMarkup } from "react-dom/server"
import { HeroImage } from "../../../src/components/layout/hero/HeroImage"
import { imagePreloadLink, pictureCandidates } from "../../../src/components/ui/image-preload"
import { Picture } from "../../../src/components/ui/Picture"
import { renderPage } from "../../../src/root/renderPage"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const hero: IGatsbyImageData = {
  layout: "constrained",
  width: 560,
  height: 420,
  images: {
    fallback: { src: "/h/560.png", srcSet: "/h/560.png 560w,\n/h/840.png 840w", sizes: "(min-width: 560px) 560px, 100vw" },
    sources: [
      { type: "image/avif", srcSet: "/h/560.avif 560w,\n/h/840.avif 840w", sizes: "(min-width: 560px) 560px, 100vw" },
      { type: "image/webp", srcSet: "/h/560.webp 560w,\n/h/840.webp 840w", sizes: "(min-width: 560px) 560px, 100vw" },
    ],
  },
}

test("a picture's preload names its first source, which a browser without that type skips as the picture does", () => {
  expect(pictureCandidates(hero)).toEqual({ type: "image/avif", srcSet: "/h/560.avif 560w,\n/h/840.avif 840w", sizes: "(min-width: 560px) 560px, 100vw" })
  const onlyFallback = { ...hero, images: { fallback: hero.images.fallback } }
  expect(pictureCandidates(onlyFallback)).toEqual({ srcSet: "/h/560.png 560w,\n/h/840.png 840w", sizes: "(min-width: 560px) 560px, 100vw", src: "/h/560.png" })
})

test("the preload link asks for the srcset with its sizes and no href (one file, not two), or for a plain file", () => {
  const bySrcSet = renderToStaticMarkup(imagePreloadLink(pictureCandidates({ ...hero, images: { fallback: hero.images.fallback } })))
  expect(bySrcSet).toBe('<link rel="preload" as="image" imageSrcSet="/h/560.png 560w,\n/h/840.png 840w" imageSizes="(min-width: 560px) 560px, 100vw" fetchpriority="high"/>')
  expect(renderToStaticMarkup(imagePreloadLink({ src: "/banner.webp" }))).toBe('<link rel="preload" as="image" href="/banner.webp" fetchpriority="high"/>')
})

test("a server render collects the page's largest-paint images once each, and only those", async () => {
  const page = (
    <main>
      <HeroImage image={{ src: "/h/560.png", alt: "", image: hero }} />
      <HeroImage image={{ src: "/h/560.png", alt: "", image: hero }} />
      <HeroImage image={{ src: "/plain.webp", alt: "", image: null }} width={960} height={720} />
      <Picture data={{ ...hero, images: { fallback: { src: "/card.jpg" } } }} alt="A card" />
    </main>
  )
  const { html, largestPaintImages } = await renderPage(page, "en")
  expect(largestPaintImages).toEqual([pictureCandidates(hero), { src: "/plain.webp" }])
  // Collecting changes nothing in the page itself.
  expect(html).toBe(renderToStaticMarkup(page))
})

test("in the browser (no collector) a high-priority picture renders as before", () => {
  expect(renderToStaticMarkup(<Picture data={hero} alt="" highPriority />)).toContain('fetchpriority="high"')
})
