import { readFileSync } from "fs"
import path from "path"
import { screen, within } from "@testing-library/react"
import { PageHero } from "../../../src/components/layout/PageHero"
import { PageHeroProvider } from "../../../src/components/layout/hero/PageHeroContext"
import { fromCopy } from "../../../src/content/hero"
import { NEAR_SRC_ATTRIBUTE } from "../../../src/lib/near-images"
import { snapshotSettings } from "../../support/content-blocks"
import { renderOnPage, shellWith } from "../../support/on-page"

// Gatsby's runtime is not available under Jest: the shared stand-in (plain anchors).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const heading = () => screen.getByRole("heading", { level: 1 })

const heroOf = (title: string) => fromCopy({ title, description: `${title} text`, buttonTitle: "See Open Positions", buttonType: "internal", buttonActionLink: "/careers#open-positions" })

test("the hero the build resolved comes first, then the page's own fallback, then the default hero", () => {
  const defaultHero = heroOf("The default")
  const { unmount } = renderOnPage(<PageHeroProvider value={{ hero: heroOf("From the build"), trustSignals: false, defaultHero }}><PageHero fallback={{ title: "The page's own" }} /></PageHeroProvider>)
  expect(heading()).toHaveTextContent("From the build")
  unmount()
  const own = renderOnPage(<PageHeroProvider value={{ hero: null, trustSignals: false, defaultHero }}><PageHero fallback={{ title: "The page's own" }} /></PageHeroProvider>)
  expect(heading()).toHaveTextContent("The page's own")
  own.unmount()
  renderOnPage(<PageHeroProvider value={{ hero: null, trustSignals: false, defaultHero }}><PageHero /></PageHeroProvider>)
  expect(heading()).toHaveTextContent("The default")
})

test("with nothing resolved, no fallback and no default hero, there is no hero", () => {
  const { container } = renderOnPage(<PageHero />)
  expect(container).toBeEmptyDOMElement()
})

test("the settings' trust signals show when the build says so", () => {
  const { trust_signals: signals } = JSON.parse(readFileSync(path.join(__dirname, "../../../content/settings.json"), "utf8")) as { trust_signals: { icon: string; label: string }[] }
  const shell = shellWith({ trustSignals: signals, heroTrustLabel: snapshotSettings().heroTrustLabel })
  const { unmount } = renderOnPage(<PageHeroProvider value={{ hero: heroOf("Contact"), trustSignals: false }}><PageHero /></PageHeroProvider>, shell)
  expect(screen.queryByRole("list", { name: "Why clients choose us" })).toBeNull()
  unmount()
  renderOnPage(<PageHeroProvider value={{ hero: heroOf("Contact"), trustSignals: true }}><PageHero /></PageHeroProvider>, shell)
  const list = screen.getByRole("list", { name: "Why clients choose us" })
  expect(within(list).getAllByRole("listitem").map(item => item.textContent)).toEqual(signals.map(signal => signal.label))
  expect(signals.map(signal => signal.label)).toContain("Free Consultation")
})

test("a hero with client logos shows the page's clients by name under the settings' label, else placeholders", () => {
  const hero = { ...heroOf("Home"), showClientLogos: true }
  const clients = [{ id: "c1", name: "Acme", title: null, logoUrl: "/assets/clients/acme.svg", logo: null }, { id: "c2", name: null, title: "Globex", logoUrl: null, logo: { publicURL: "/static/globex.png" } }]
  const { unmount } = renderOnPage(<PageHeroProvider value={{ hero, trustSignals: false }}><PageHero /></PageHeroProvider>, shellWith(snapshotSettings(), clients))
  expect(screen.getByText("Trusted by growing businesses")).toBeInTheDocument()
  // Each logo's URL waits for the head's near-images script (NearImg).
  expect(screen.getByRole("img", { name: "Acme" })).toHaveAttribute(NEAR_SRC_ATTRIBUTE, "/assets/clients/acme.svg")
  expect(screen.getByRole("img", { name: "Globex" })).toHaveAttribute(NEAR_SRC_ATTRIBUTE, "/static/globex.png")
  unmount()
  const { container } = renderOnPage(<PageHeroProvider value={{ hero, trustSignals: false }}><PageHero /></PageHeroProvider>)
  expect(container.querySelectorAll("li img")).toHaveLength(6)
})

test("a detail page's buttons and picture sit in the hero itself, the picture sized and loaded eagerly", () => {
  renderOnPage(
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
  renderOnPage(<PageHeroProvider value={{ hero: { ...heroOf("About"), heroImage: image }, trustSignals: false }}><PageHero /></PageHeroProvider>)
  const figure = heading().closest("section")!.querySelector("figure")!
  expect([...figure.querySelectorAll("source")].map(source => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
  const img = figure.querySelector("img")!
  expect(img).toHaveAttribute("alt", "Dashboard")
  expect(img).toHaveAttribute("width", "560")
  expect(img).toHaveAttribute("height", "420")
})

test("the hero's own button and the page's buttons share one row", () => {
  renderOnPage(<PageHeroProvider value={{ hero: heroOf("Careers"), trustSignals: false }}><PageHero actions={<a href="#mission">Our Mission</a>} /></PageHeroProvider>)
  const button = screen.getByRole("link", { name: "See Open Positions" })
  expect(button.parentElement).toBe(screen.getByRole("link", { name: "Our Mission" }).parentElement)
})
