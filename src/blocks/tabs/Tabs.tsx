import { graphql } from "gatsby"
import { Section, sectionHeading } from "../../components/sections/Section"
import { slugify } from "../../content/slug"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { CategoryCards } from "./CategoryCards"
import { tabs as spec } from "./config"
import { EntryGroups } from "./EntryGroups"
import { LogoCategoryCards } from "./LogoCategoryCards"
import { TabbedCards } from "./TabbedCards"
import { categoriesView, groupsView, logoCategoriesView, tabbedCardsView } from "./view"

type Block = Queries.TabsBlockFragment

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  // The tabs name their panel by ids of their own: the section needs one even without an anchor.
  tabbed_cards: (block, { id, titleId }) => <TabbedCards id={id ?? (slugify(block.heading) || "tabs")} titleId={titleId} block={tabbedCardsView(block)} />,
  categories: (block, { id, titleId }) => {
    const { section, categories } = categoriesView(block)
    return (
      <Section id={id} heading={sectionHeading(titleId, section, { highlight: false })}>
        <CategoryCards categories={categories} />
      </Section>
    )
  },
  logo_categories: (block, { id, titleId }) => {
    const { section, categories } = logoCategoriesView(block)
    return (
      <Section tone="alt" id={id} heading={sectionHeading(titleId, section)}>
        <LogoCategoryCards categories={categories} />
      </Section>
    )
  },
  groups: (block, { id, titleId, page }) => {
    const { section, tone, groups } = groupsView(block, pageRecords(page).project?.card.tags)
    if (groups.length === 0) return null
    return (
      <Section tone={tone} id={id} heading={sectionHeading(titleId, section)}>
        <EntryGroups groups={groups} />
      </Section>
    )
  },
}

/** Named groups of entries, in the block's layout (config.ts). */
export function TabsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment TabsBlock on DirectusBlockTabs {
    layout anchor heading highlightedText description
    tabs {
      name icon description
      items { title description figures { value label } features icon badge logo highlight highlightLabel }
    }
    perRow tone mobileVisibleTabs mobileVisibleItems moreText
  }
`
