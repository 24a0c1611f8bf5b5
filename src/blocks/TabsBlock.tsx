import { graphql } from "gatsby"
import { IndustryServices } from "../components/industry/IndustryServices"
import { TechnologyStack } from "../components/industry/TechnologyStack"
import { AiUseCaseCard, AutomationUseCaseCard } from "../components/landing/UseCaseCards"
import { UseCaseTabs } from "../components/landing/UseCaseTabs"
import { AutomationPlatforms } from "../components/service/AutomationPlatforms"
import { aiTabsView, automationTabsView, platformsView, serviceCategoriesView, technologyView } from "../content/blocks/tabs"
import { pageRecords } from "./page-records"
import type { BlockProps } from "./types"

/**
 * Named groups of items. Tabs of use cases: per industry with hours and ROI (automation_use_cases),
 * or per category with costs (ai_use_cases). Shown all at once: service categories with their
 * services (service_categories), technology categories on a tinted or a white band (technology,
 * technology_light; a tab without entries lists a case study's own technologies), categories of
 * platform cards (platforms).
 */
export function TabsBlock({ block, page }: BlockProps<Queries.TabsBlockFragment>) {
  if (block.layout === "service_categories") return <IndustryServices id={block.anchor ?? "services"} data={serviceCategoriesView(block)} />
  if (block.layout === "technology" || block.layout === "technology_light") {
    const data = technologyView(block, pageRecords(page).project?.card.tags)
    return <TechnologyStack id={block.anchor ?? "technology"} data={data} tone={block.layout === "technology" ? "alt" : "light"} />
  }
  if (block.layout === "platforms") return <AutomationPlatforms id={block.anchor ?? undefined} platforms={platformsView(block)} />
  const id = block.anchor ?? "use-cases"
  if (block.layout === "ai_use_cases") {
    return <UseCaseTabs id={id} block={aiTabsView(block)} columns={3} renderUseCase={useCase => <AiUseCaseCard useCase={useCase} />} />
  }
  return <UseCaseTabs id={id} block={automationTabsView(block)} renderUseCase={useCase => <AutomationUseCaseCard useCase={useCase} />} />
}

export const fragment = graphql`
  fragment TabsBlock on DirectusBlockTabs {
    layout anchor heading highlightedText description
    tabs {
      name icon description
      items { title description hoursSavedPerWeek roi timeline costRange features icon badge logo highlight highlightLabel }
    }
    mobileVisibleTabs mobileVisibleItems moreText
  }
`
