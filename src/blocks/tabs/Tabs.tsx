import { graphql } from "gatsby"
import { CardBand } from "../../components/sections/CardBand"
import { CardGroups } from "../../components/sections/CardGroups"
import { Section, sectionHeading } from "../../components/sections/Section"
import { slugify } from "../../content/slug"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { platformFeatures } from "../../content/showcase"
import { tabs as spec } from "./config"
import { groupCard, groupColumns } from "./card-props"
import { TabbedCards } from "./TabbedCards"
import { categoriesView, groupsView, logoCategoriesView, tabbedCardsView } from "./view"
import type { Category } from "./view"

type Block = Queries.TabsBlockFragment

/** A category as a group of cards under its icon, name and text. */
const groupOf = <E,>({ name, icon, description, entries }: Category<E>) => ({ name, icon, text: description, entries })

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  // The tabs name their panel by ids of their own: the section needs one even without an anchor.
  tabbed_cards: (block, { id, titleId }) => <TabbedCards id={id ?? (slugify(block.heading) || "tabs")} titleId={titleId} block={tabbedCardsView(block)} />,
  categories: (block, { id, titleId }) => {
    const { section, categories } = categoriesView(block)
    return (
      <Section id={id} heading={sectionHeading(titleId, section, { highlight: false })}>
        {/* A card's badge ('Popular') in its top corner. */}
        <CardGroups groups={categories.map(groupOf)} arrange="top" columns={{ md: 2, xl: 3 }} gap={1.25}
          card={card => ({
            badge: card.badge ? { text: card.badge, at: "corner" } : undefined, title: card.title, level: 4, titleSize: 1.05, titleGap: 0.4, text: card.description,
            points: { kind: "checked", items: card.features, size: 0.9, gap: 0.35, markGap: 0.4, align: "middle" },
          })}
        />
      </Section>
    )
  },
  logo_categories: (block, { id, titleId }) => {
    const { section, categories } = logoCategoriesView(block)
    return (
      <Section tone="alt" id={id} heading={sectionHeading(titleId, section)}>
        {/* A card lists at most 4 of its points. */}
        <CardGroups groups={categories.map(groupOf)} arrange="middle" columns={{ md: 2, xl: { fit: 260 } }} gap={1.25}
          card={card => ({
            media: { logo: card.logo, name: card.title, framed: true }, mediaAt: "title", title: card.title, level: 4, titleSize: 1.15,
            text: card.description, textSize: 0.95, metric: { value: card.highlight, label: card.highlightLabel },
            points: { kind: "checked", items: platformFeatures(card.features), label: card.featuresLabel }, padding: "md", gap: 0.9,
          })}
        />
      </Section>
    )
  },
  groups: (block, { id, titleId, page }) => {
    const { section, tone, groups } = groupsView(block, pageRecords(page).project?.card.tags)
    if (groups.length === 0) return null
    return (
      <CardBand tone={tone} id={id} heading={sectionHeading(titleId, section)}
        items={groups} keyOf={group => group.name} columns={groupColumns(groups.length)} gap={1.25} card={groupCard} />
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
      items { title description figures { value label } features icon badge logo { publicURL } logoUrl highlight highlightLabel }
    }
    perRow tone mobileVisibleTabs mobileVisibleItems moreText
    words { featuresLabel }
  }
`
