import { graphql } from "gatsby"
import { AiUseCaseCard, AutomationUseCaseCard } from "../components/landing/UseCaseCards"
import { UseCaseTabs } from "../components/landing/UseCaseTabs"
import { AutomationPlatforms } from "../components/service/AutomationPlatforms"
import { aiTabsView, automationTabsView, platformsView } from "../content/blocks/tabs"
import type { BlockProps } from "./types"

/**
 * Tabs of use cases: per industry with hours and ROI (automation_use_cases), or per category with
 * costs (ai_use_cases); or every tab shown at once as a category of platform cards (platforms).
 */
export function TabsBlock({ block }: BlockProps<Queries.TabsBlockFragment>) {
  if (block.variant === "platforms") return <AutomationPlatforms id={block.anchor ?? undefined} platforms={platformsView(block)} />
  const id = block.anchor ?? "use-cases"
  if (block.variant === "ai_use_cases") {
    return <UseCaseTabs id={id} block={aiTabsView(block)} columns={3} renderUseCase={useCase => <AiUseCaseCard useCase={useCase} />} />
  }
  return <UseCaseTabs id={id} block={automationTabsView(block)} renderUseCase={useCase => <AutomationUseCaseCard useCase={useCase} />} />
}

export const fragment = graphql`
  fragment TabsBlock on DirectusBlockTabs {
    variant anchor heading highlightedText description
    tabs {
      name icon description
      items { title description hoursSavedPerWeek roi timeline costRange features icon logo highlight highlightLabel }
    }
    mobileVisibleTabs mobileVisibleItems moreText
  }
`
