import { assetPath, imageRef } from "../../src/content/images"

test("http and / values are kept, anything else is an asset id under the CMS assets path", () => {
  expect(assetPath("https://cdn.test/a.png", "https://cms.test")).toBe("https://cdn.test/a.png")
  expect(assetPath("/assets/a.png", "https://cms.test")).toBe("/assets/a.png")
  expect(assetPath("0f6c-uuid", "https://cms.test/")).toBe("https://cms.test/assets/0f6c-uuid")
  expect(assetPath(null, "https://cms.test")).toBeNull()
})

test("imageRef prefers the sourced file, then the value, then the default", () => {
  expect(imageRef({ publicURL: "/static/a.svg" }, "/b.svg", "/c.svg", "").src).toBe("/static/a.svg")
  expect(imageRef(null, "/b.svg", "/c.svg", "").src).toBe("/b.svg")
  expect(imageRef(null, null, "/c.svg", "alt")).toEqual({ src: "/c.svg", alt: "alt", image: null, placeholder: null })
})

test("a card's image carries the blurred placeholder its query selected beside sharp's data", () => {
  const file = { publicURL: "/static/a.jpg", childImageSharp: { blurredPlaceholder: "data:image/webp;base64,UklG" } }
  expect(imageRef(file, null, "/c.jpg", "A card").placeholder).toBe("data:image/webp;base64,UklG")
  expect(imageRef({ publicURL: "/static/a.svg" }, null, "/c.jpg", "").placeholder).toBeNull()
})
