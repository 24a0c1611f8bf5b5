import { portfolioSlug, slugify, slugOrTitle } from "../../src/content/slug"

describe("slug fallback", () => {
  test("lower-cases and hyphenates the title", () => {
    expect(slugify("AI Apps & Integrations")).toBe("ai-apps-integrations")
    expect(slugify("  Web  Mobile Dev ")).toBe("web-mobile-dev")
    expect(slugify("Café Déjà Vu")).toBe("cafe-deja-vu")
  })
  test("keeps an item's own slug and falls back to the title when it is empty", () => {
    expect(slugOrTitle("cloud-services", "Anything")).toBe("cloud-services")
    expect(slugOrTitle("", "DevOps Services")).toBe("devops-services")
    expect(slugOrTitle(null, "UI/UX Design")).toBe("ui-ux-design")
  })
})

describe("portfolio slug rule", () => {
  test("turns spaces into hyphens and drops other non-alphanumerics", () => {
    expect(portfolioSlug("E-commerce Revolution Platform")).toBe("e-commerce-revolution-platform")
    expect(portfolioSlug("AI & ML: Triage Bot!")).toBe("ai--ml-triage-bot")
  })
})
