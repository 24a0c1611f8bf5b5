/** View model of block_tabs (src/blocks/TabsBlock.tsx). */
import { text, optional, list, icon, sectionOf } from "./common"
import type { TechnologyGroup } from "../../components/sections/TechnologyGroups"
import type { SectionData } from "../types/sections"
import type { IndustryServices } from "../industry-page"
import type { AiUseCase, AutomationUseCase, UseCaseTabsBlock } from "../landing"
import type { PlatformsBlock } from "../service-page"

type UseCaseData = NonNullable<NonNullable<Queries.TabsBlockFragment["tabs"]>[number]["items"]>[number]

function tabsView<U>(block: Queries.TabsBlockFragment, useCase: (item: UseCaseData) => U): UseCaseTabsBlock<U> {
  return {
    section: sectionOf(block),
    categories: list(block.tabs).map(tab => ({
      name: text(tab.name), icon: icon(tab.icon), description: text(tab.description), useCases: list(tab.items).map(useCase),
    })),
    mobileVisibleTabs: block.mobileVisibleTabs ?? 3,
    mobileVisibleUseCases: block.mobileVisibleItems ?? 2,
    showMoreText: text(block.moreText),
  }
}

/** Variant automation_use_cases: hours saved per week and the ROI figure. */
export const automationTabsView = (block: Queries.TabsBlockFragment) =>
  tabsView<AutomationUseCase>(block, item => ({
    title: text(item.title), description: text(item.description), hoursSavedPerWeek: item.hoursSavedPerWeek ?? 0, roi: text(item.roi),
  }))

/** Variant ai_use_cases: timeline, cost range, features and icon. */
export const aiTabsView = (block: Queries.TabsBlockFragment) =>
  tabsView<AiUseCase>(block, item => ({
    title: text(item.title), description: text(item.description), timeline: text(item.timeline), costRange: text(item.costRange),
    features: list(item.features), icon: icon(item.icon),
  }))

/** Variant service_categories (industry pages): each tab a category of services, a badge on the popular ones. */
export const serviceCategoriesView = (block: Queries.TabsBlockFragment): IndustryServices => ({
  section: sectionOf(block),
  categories: list(block.tabs).map(tab => ({
    name: text(tab.name), description: text(tab.description), icon: icon(tab.icon),
    services: list(tab.items).map(item => ({ name: text(item.title), description: text(item.description), features: list(item.features), badge: optional(item.badge) })),
  })),
})

/**
 * Variants technology and technology_light: each tab a category of technologies (name and what it is
 * used for); a tab without entries lists the page's own project's technologies (a case study).
 */
export const technologyView = (block: Queries.TabsBlockFragment, own: readonly string[] = []): { section: SectionData; groups: TechnologyGroup[] } => ({
  section: sectionOf(block),
  groups: list(block.tabs).map(tab => ({
    categoryName: text(tab.name),
    technologies: list(tab.items).length > 0
      ? list(tab.items).map(item => ({ name: text(item.title), description: text(item.description) }))
      : own.map(name => ({ name, description: "" })),
  })).filter(group => group.technologies.length > 0),
})

/** Variant platforms: every tab shown as a category of platform cards (logo, metric, features). */
export function platformsView(block: Queries.TabsBlockFragment): PlatformsBlock {
  return {
    section: sectionOf(block),
    categories: list(block.tabs).map(tab => ({
      name: text(tab.name), icon: icon(tab.icon), description: text(tab.description),
      platforms: list(tab.items).map(item => ({
        name: text(item.title), iconUrl: text(item.logo), description: text(item.description),
        benefitMetric: text(item.highlight), benefitDescription: text(item.highlightLabel), features: list(item.features),
      })),
    })),
  }
}
