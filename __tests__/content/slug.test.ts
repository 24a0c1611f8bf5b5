import { portfolioSlug, slugify, slugOrTitle, wordsSlug } from "../../src/content/slug"

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

test("a heading in any script has words to make an id of, where the slug rule keeps none", () => {
  expect(wordsSlug("لماذا تعمل معنا؟")).toBe("لماذا-تعمل-معنا")
  expect(wordsSlug("Neden Lumenaut?")).toBe("neden-lumenaut")
  expect(wordsSlug("  ")).toBe("")
})
