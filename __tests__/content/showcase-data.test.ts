/**
 * Every service page carries exactly the blocks and counts spec 001 §2 lists for it, and both
 * landing pages every figure and text the spec gives.
 */
import { SERVICE_SLUGS } from "../../src/content/services"
import { logoCardsView } from "../../src/blocks/cards/view"
import { beforeAfterView, costColumnsView } from "../../src/blocks/comparison/view"
import { offerView, stickyBarView } from "../../src/blocks/cta/view"
import { heroView } from "../../src/blocks/hero/view"
import { headlineView } from "../../src/blocks/stats/view"
import { stepsView } from "../../src/blocks/steps/view"
import { tabbedCardsView } from "../../src/blocks/tabs/view"
import { testimonialsView } from "../../src/blocks/testimonials/view"
import { pageBlock } from "../support/content-blocks"
import { servicePage } from "../support/service-pages"
import { LIMITS } from "../../src/content/limits"
import { completenessTier, showcaseItems, showcaseOverflow } from "../../src/content/showcase"
import { ICON_NAMES } from "../../src/content/types/icon"
import { existsSync } from "fs"
import path from "path"

const servicePages = Object.fromEntries(SERVICE_SLUGS.map(slug => [slug, servicePage(slug)]))

const counts = (slug: string) => {
  const page = servicePages[slug]
  return {
    showcase: page.showcase.items.length,
    tech: page.techList?.techItems.length,
    features: page.coreFeatures?.cards.length,
    steps: page.process?.steps.length,
    stats: page.stats?.stats.map(s => s.value),
    iconBenefits: page.iconBenefits.map(block => block.cards.length),
    social: page.socialPlatforms?.platforms.length,
    portfolio: page.projects?.limit,
  }
}

describe("service pages (spec 001 §2)", () => {
  test("the ten routes, each with its own blocks", () => {
    expect(SERVICE_SLUGS).toHaveLength(10)
    for (const slug of SERVICE_SLUGS) expect(servicePages[slug].blocks.length).toBeGreaterThan(2)
  })

  test.each([
    ["product-development", { showcase: 4, features: 8, steps: 4, stats: ["12+", "1600+", "98%", "950M+"], portfolio: 6 }],
    ["ai-apps-integrations", { showcase: 4, features: 4, steps: 4, portfolio: 6 }],
    ["business-automation", { showcase: 4, tech: 6, features: 8, steps: 6, stats: ["500+", "85%", "99.9%", "24/7"], portfolio: 6 }],
    ["ai-development", { showcase: 4, tech: 6, features: 8, steps: 6, stats: ["500+", "95%", "10x", "24/7"], portfolio: 6 }],
    ["cloud-services", { showcase: 4, iconBenefits: [4, 4], portfolio: 6 }],
    ["devops-services", { showcase: 6, iconBenefits: [4, 6], portfolio: 6 }],
    ["web-mobile-dev", { showcase: 4, features: 6, steps: 4, iconBenefits: [5], portfolio: 6 }],
    ["ui-ux-design", { showcase: 4, tech: 6, features: 6, steps: 5, stats: ["500+", "95%", "40%", "2M+"], portfolio: 6 }],
    ["automated-social-media", { showcase: 6, social: 6, steps: 5, portfolio: 3 }],
  ] as const)("%s has the spec's blocks and counts", (slug, expected) => {
    expect(counts(slug)).toMatchObject(expected)
  })

  test("product development process and AI apps process are the spec's steps", () => {
    expect(servicePages["product-development"].process?.steps.map(s => s.title)).toEqual(["Product Strategy", "UI and Architecture", "Development and Testing", "Launch and Growth"])
    expect(servicePages["product-development"].showcase.items.map(s => s.mainTitle)).toEqual(["MVP Development", "Full-Stack Development", "Product Strategy", "Quality Assurance"])
    expect(servicePages["ai-apps-integrations"].process?.steps.map(s => s.title)).toEqual(["AI Assessment", "Custom Development", "Integration and Testing", "Training and Support"])
  })

  test("no-code automation: the four no-code services, three platform categories and a 4-step process", () => {
    const page = servicePages["automation"]
    expect(page.showcase.items.map(s => s.mainTitle)).toEqual(["Workflow Automation", "Integration Solutions", "Data Automation", "Customer Journey Automation"])
    expect(page.platforms?.categories).toHaveLength(3)
    expect(page.process?.steps).toHaveLength(4)
  })

  test("social media: the six networks with a description and 4 features each", () => {
    const platforms = servicePages["automated-social-media"].socialPlatforms?.platforms ?? []
    expect(platforms.map(p => p.name)).toEqual(["Facebook", "Instagram", "Twitter/X", "LinkedIn", "TikTok", "YouTube"])
    for (const platform of platforms) {
      expect(platform.description.length).toBeGreaterThan(20)
      expect(platform.features).toHaveLength(4)
      // A file of the snapshot, served by its File node (the test gives it /static/<file name>).
      expect(existsSync(path.join("content/assets", path.basename(platform.iconPath)))).toBe(true)
    }
  })

  test("devops and social media have 6 showcase items in the data; the cap shows 4 and the other 2 follow", () => {
    for (const slug of ["devops-services", "automated-social-media"] as const) {
      expect(showcaseItems(servicePages[slug].showcase.items)).toHaveLength(4)
      expect(showcaseOverflow(servicePages[slug].showcase.items)).toHaveLength(2)
    }
  })

  test("page copy holds real services only: every showcase item is complete and its text fits uncut", () => {
    for (const slug of SERVICE_SLUGS) {
      for (const item of servicePages[slug].showcase.items) {
        expect({ slug, item: item.mainTitle, complete: completenessTier(item) === 0 && Boolean(item.shortDescription) })
          .toEqual({ slug, item: item.mainTitle, complete: true })
        expect((item.shortDescription ?? "").length).toBeLessThanOrEqual(LIMITS.showcaseDescription)
      }
    }
  })

  test("every icon is a known icon name", () => {
    const icons = JSON.stringify(SERVICE_SLUGS.map(slug => servicePages[slug].blocks)).match(/"icon":"[^"]+"/g) ?? []
    expect(icons.length).toBeGreaterThan(50)
    for (const match of icons) expect(ICON_NAMES).toContain(match.slice(8, -1))
  })
})

/** A landing page's blocks as its components receive them (content/ through the view models). */
function landing(route: string) {
  const block = <F,>(type: Parameters<typeof pageBlock>[1], variant?: string) => pageBlock<F>(route, type, variant)
  return {
    hero: heroView(block("block_hero")),
    platforms: logoCardsView(block("block_cards")),
    testimonials: testimonialsView(block("block_testimonials")),
    roi: headlineView(block("block_stats")),
    finalCta: offerView(block("block_cta", "offer")),
    stickyBar: stickyBarView(block("block_cta", "sticky_bar")),
    block,
  }
}

describe("landing pages (spec 001 §2)", () => {
  test("automation: hero, platforms, before/after, testimonials, six industries of four use cases, ROI, offer, bar", () => {
    const automation = landing("lp/automation-solutions")
    const beforeAfter = beforeAfterView(automation.block("block_comparison", "before_after"))
    const industries = tabbedCardsView(automation.block("block_tabs"))
    expect(automation.hero.badge).toBe("500+ Businesses Automated")
    expect(automation.hero.stats.map(s => s.value)).toEqual(["85%", "$50K+", "24/7"])
    expect(automation.hero.primaryButton).toEqual({ text: "Get FREE Automation Audit", tags: [{ name: "FREE", label: "FREE" }, { name: "LIMITED", label: "LIMITED" }] })
    expect(automation.platforms.cards.map(c => [c.name, c.highlight])).toEqual([
      ["n8n", "400+ integrations"], ["Zapier", "5,000+ apps"], ["Make", "Visual automation"], ["Power Automate", "600+ connectors"],
    ])
    expect([beforeAfter.problems.length, beforeAfter.solutions.length, beforeAfter.mobileVisibleCount]).toEqual([5, 5, 3])
    expect([beforeAfter.showMoreProblemsText, beforeAfter.showMoreSolutionsText]).toEqual(["Show More Problems", "Show More Solutions"])
    expect(automation.testimonials.items.map(t => [t.source, t.city])).toEqual([["Clutch.co", "Dubai"], ["Google Reviews", "Riyadh"], ["Client Review", "Istanbul"]])
    expect(industries.tabs.map(c => c.name)).toEqual(["Healthcare", "E-commerce", "Manufacturing", "Finance", "Education", "Logistics"])
    for (const tab of industries.tabs) expect(tab.entries).toHaveLength(4)
    expect([industries.columns, industries.mobileVisibleTabs, industries.mobileVisibleCards, industries.moreText]).toEqual([2, 3, 2, "Show More Use Cases"])
    expect([automation.roi.value, automation.roi.label]).toEqual(["400%", "Average ROI within 6 months"])
    expect(automation.roi.group?.stats.map(s => s.value)).toEqual(["$15,000", "20+ hours", "40%", "95%"])
    expect(automation.roi.stats.map(s => s.value)).toEqual(["500+", "$2M+", "99.9%", "4.9/5"])
    expect(automation.finalCta.offer).toBe("Book this week and receive a FREE automation workflow design worth $2,500")
    expect(automation.stickyBar?.defaultBar).toBe("audit")
    expect(automation.stickyBar?.bars.audit).toMatchObject({ buttonText: "Get FREE Audit", subline: "Save $50K+ Yearly" })
    expect(automation.stickyBar?.bars.consultation).toMatchObject({ buttonText: "Get Started Now", headline: "Free Consultation" })
  })

  test("AI development: hero, five platforms, comparison, six tabs of three use cases, process, ROI", () => {
    const ai = landing("lp/ai-development-services")
    const comparison = costColumnsView(ai.block("block_comparison", "cost_columns"))
    const useCases = tabbedCardsView(ai.block("block_tabs"))
    const process = stepsView(ai.block("block_steps"))
    expect(ai.hero.badge).toBe("500+ AI-Powered Applications Built Successfully")
    expect(ai.hero.stats.map(s => s.value)).toEqual(["10x", "70%", "95%"])
    expect(ai.hero.primaryButton.text).toBe("Get Your FREE AI Readiness Assessment")
    expect(ai.platforms.cards.map(c => c.name)).toEqual(["Loveable.dev", "Cursor", "Claude AI", "GitHub Copilot", "OpenAI Codex"])
    expect([comparison.traditional.cost, comparison.ai.cost, comparison.savingsValue]).toEqual(["$150K+", "$45K", "70%"])
    expect([comparison.traditional.timeline, comparison.ai.timeline]).toEqual(["6-12 months", "2-6 weeks"])
    expect(useCases.columns).toBe(3)
    expect(useCases.tabs.map(c => c.name)).toEqual(["Web Apps", "Mobile Apps", "AI Chatbots", "Data Platforms", "Automation", "Legacy Modernization"])
    for (const tab of useCases.tabs) expect(tab.entries).toHaveLength(3)
    const costs = useCases.tabs.flatMap(c => c.entries.map(card => card.figures.find(figure => figure.label === "Investment")?.value))
    expect(costs).toContain("$15K-25K")
    expect(costs).toContain("$40K-70K")
    expect(process.steps.map(s => [s.number, s.title, s.duration])).toEqual([
      ["01", "AI Strategy & Requirements", "2-3 days"], ["02", "Rapid Prototyping", "3-5 days"],
      ["03", "AI-Assisted Development", "1-3 weeks"], ["04", "Smart Testing & Deployment", "2-3 days"],
    ])
    expect(process.total).toEqual({ label: "Total time to launch", value: "2-6 weeks" })
    expect([ai.roi.value, ai.roi.label]).toEqual(["500%", "Average ROI within 3 months"])
    expect(ai.roi.stats.map(s => s.value)).toEqual(["500+", "$5M+", "99.5%", "4.9/5"])
    expect(ai.finalCta.offer).toBe("Book this week and receive a FREE AI development strategy session worth $2,500")
  })
})
