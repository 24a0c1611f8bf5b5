import { readFileSync } from "fs"
import path from "path"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { PageHero } from "../../../src/components/layout/PageHero"
import { PageHeroProvider } from "../../../src/components/layout/hero/PageHeroContext"
import { fromCopy } from "../../../src/content/hero"
import { englishNodes, snapshotSettings } from "../../support/content-blocks"

// Gatsby's runtime is not available under Jest: the shared stand-in (plain anchors, mocked queries).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const heading = () => screen.getByRole("heading", { level: 1 })

const heroOf = (title: string) => fromCopy({ title, description: `${title} text`, buttonTitle: "See Open Positions", buttonType: "internal", buttonActionLink: "/careers#open-positions" })

test("the hero the build resolved comes first, then the page's own fallback, then the default hero", () => {
  const defaultHero = heroOf("The default")
  const { unmount } = render(<PageHeroProvider value={{ hero: heroOf("From the build"), trustSignals: false, defaultHero }}><PageHero fallback={{ title: "The page's own" }} /></PageHeroProvider>)
  expect(heading()).toHaveTextContent("From the build")
  unmount()
  const own = render(<PageHeroProvider value={{ hero: null, trustSignals: false, defaultHero }}><PageHero fallback={{ title: "The page's own" }} /></PageHeroProvider>)
  expect(heading()).toHaveTextContent("The page's own")
  own.unmount()
  render(<PageHeroProvider value={{ hero: null, trustSignals: false, defaultHero }}><PageHero /></PageHeroProvider>)
  expect(heading()).toHaveTextContent("The default")
})

test("with nothing resolved, no fallback and no default hero, there is no hero", () => {
  const { container } = render(<PageHero />)
  expect(container).toBeEmptyDOMElement()
})

test("the settings' trust signals show when the build says so", () => {
  const { trust_signals: signals } = JSON.parse(readFileSync(path.join(__dirname, "../../../content/settings.json"), "utf8")) as { trust_signals: { icon: string; label: string }[] }
  ;(useStaticQuery as jest.Mock).mockReturnValue({ allDirectusSettings: englishNodes({ trustSignals: signals, heroTrustLabel: snapshotSettings().heroTrustLabel }) })
  const { unmount } = render(<PageHeroProvider value={{ hero: heroOf("Contact"), trustSignals: false }}><PageHero /></PageHeroProvider>)
  expect(screen.queryByRole("list", { name: "Why clients choose us" })).toBeNull()
  unmount()
  render(<PageHeroProvider value={{ hero: heroOf("Contact"), trustSignals: true }}><PageHero /></PageHeroProvider>)
  const list = screen.getByRole("list", { name: "Why clients choose us" })
  expect(within(list).getAllByRole("listitem").map(item => item.textContent)).toEqual(signals.map(signal => signal.label))
  expect(signals.map(signal => signal.label)).toContain("Free Consultation")
})

test("a detail page's buttons and picture sit in the hero itself, the picture sized and loaded eagerly", () => {
  render(
    <PageHero fallback={{ title: "Education", description: "Schools and academies.", labelText: "Industries" }}
      picture={{ src: "/assets/industries/heroes/education.webp", alt: "", image: null, width: 960, height: 720 }}
      actions={<a href="/portfolios">Explore Our Work</a>} />
  )
  const hero = heading().closest("section")!
  expect(heading()).toHaveTextContent("Education")
  expect(within(hero).getByRole("link", { name: "Explore Our Work" })).toBeInTheDocument()
  const picture = hero.querySelector("figure img")!
  expect(picture).toHaveAttribute("src", "/assets/industries/heroes/education.webp")
  expect(picture).toHaveAttribute("width", "960")
  expect(picture).toHaveAttribute("height", "720")
  expect(picture).toHaveAttribute("loading", "eager")
  expect(picture).toHaveAttribute("fetchpriority", "high")
  expect(document.querySelectorAll("section")).toHaveLength(1)
})

test("a sharp-processed hero image renders as a picture with its AVIF and WebP sources", () => {
  const image = {
    src: "/static/a/hero.jpg", alt: "Dashboard",
    image: {
      layout: "constrained" as const, width: 560, height: 420, backgroundColor: undefined,
      images: {
        fallback: { src: "/static/a/hero.jpg", srcSet: "/static/a/hero.jpg 560w", sizes: "(min-width: 560px) 560px, 100vw" },
        sources: [
          { type: "image/avif", srcSet: "/static/a/hero.avif 560w", sizes: "(min-width: 560px) 560px, 100vw" },
          { type: "image/webp", srcSet: "/static/a/hero.webp 560w", sizes: "(min-width: 560px) 560px, 100vw" },
        ],
      },
    },
  }
  render(<PageHeroProvider value={{ hero: { ...heroOf("About"), heroImage: image }, trustSignals: false }}><PageHero /></PageHeroProvider>)
  const figure = heading().closest("section")!.querySelector("figure")!
  expect([...figure.querySelectorAll("source")].map(source => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
  const img = figure.querySelector("img")!
  expect(img).toHaveAttribute("alt", "Dashboard")
  expect(img).toHaveAttribute("width", "560")
  expect(img).toHaveAttribute("height", "420")
})

test("the hero's own button and the page's buttons share one row", () => {
  render(<PageHeroProvider value={{ hero: heroOf("Careers"), trustSignals: false }}><PageHero actions={<a href="#mission">Our Mission</a>} /></PageHeroProvider>)
  const button = screen.getByRole("link", { name: "See Open Positions" })
  expect(button.parentElement).toBe(screen.getByRole("link", { name: "Our Mission" }).parentElement)
})
