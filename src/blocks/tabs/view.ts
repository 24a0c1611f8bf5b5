/** What each tabs layout shows (Tabs.tsx), from the block's data: pure, unit-tested. */
import { text, optional, list, icon, sectionOf, stats, fileSrc } from "../../content/blocks/common"
import type { IconName } from "../../content/types/icon"
import type { LabeledStat, SectionData } from "../../content/types/sections"
import { fillIn } from "../../content/words"

type Block = Queries.TabsBlockFragment
type Tab = NonNullable<Block["tabs"]>[number]
type Entry = NonNullable<Tab["items"]>[number]

/** A tab, a category or a group: its name, icon and text, and its entries. */
export interface Category<E> {
  name: string
  icon: IconName
  description: string
  entries: E[]
}

const categoriesOf = <E>(block: Block, entry: (item: Entry) => E): Category<E>[] =>
  list(block.tabs).map(tab => ({ name: text(tab.name), icon: icon(tab.icon), description: text(tab.description), entries: list(tab.items).map(entry) }))

/** A card's checked features as read out: the settings' "{name} features" in the block's language, with its title. */
const featuresLabel = (block: Block, item: Entry) => fillIn(text(block.words?.featuresLabel), { name: text(item.title) })

/** A card of the tabs of cards: an optional icon, checked points and figures at its foot. */
export interface FigureCard {
  title: string
  description: string
  icon?: IconName
  features: string[]
  featuresLabel: string
  figures: LabeledStat[]
}

/** Layout tabbed_cards: the first tab open; on phones the first tabs and cards until the visitor asks for more. */
export interface TabbedCardsView {
  section: SectionData
  tabs: Category<FigureCard>[]
  columns: 2 | 3
  mobileVisibleTabs: number
  mobileVisibleCards: number
  moreText: string
}

export const tabbedCardsView = (block: Block): TabbedCardsView => ({
  section: sectionOf(block),
  tabs: categoriesOf(block, item => ({
    title: text(item.title), description: text(item.description), icon: item.icon ? icon(item.icon) : undefined,
    features: list(item.features), featuresLabel: featuresLabel(block, item), figures: stats(item.figures),
  })),
  columns: block.perRow === "3" ? 3 : 2,
  mobileVisibleTabs: block.mobileVisibleTabs ?? 3,
  mobileVisibleCards: block.mobileVisibleItems ?? 2,
  moreText: text(block.moreText),
})

/** A card of the categories: checked points, and a badge ("Popular") beside its title. */
export interface BadgeCard {
  title: string
  description: string
  features: string[]
  badge?: string
}

/** Layout categories: every tab a category of cards. */
export const categoriesView = (block: Block): { section: SectionData; categories: Category<BadgeCard>[] } => ({
  section: sectionOf(block),
  categories: categoriesOf(block, item => ({ title: text(item.title), description: text(item.description), features: list(item.features), badge: optional(item.badge) })),
})

/** A card of the logo categories: a logo, a key figure with its label, checked points. */
export interface LogoCard {
  title: string
  logo: string
  description: string
  highlight: string
  highlightLabel: string
  features: string[]
  featuresLabel: string
}

/** Layout logo_categories: every tab a category of logo cards. */
export const logoCategoriesView = (block: Block): { section: SectionData; categories: Category<LogoCard>[] } => ({
  section: sectionOf(block),
  categories: categoriesOf(block, item => ({
    title: text(item.title), logo: text(fileSrc(item.logo, item.logoUrl)), description: text(item.description),
    highlight: text(item.highlight), highlightLabel: text(item.highlightLabel), features: list(item.features), featuresLabel: featuresLabel(block, item),
  })),
})

/** A group of named entries (a technology stack's category); entries without a description show as chips. */
export interface EntryGroup {
  name: string
  entries: { name: string; description: string }[]
}

/**
 * Layout groups: each tab a group of named entries; a tab without entries lists the page's own
 * project's technologies (a case study). A group left empty is left out.
 */
export const groupsView = (block: Block, own: readonly string[] = []): { section: SectionData; tone: "alt" | "light"; groups: EntryGroup[] } => ({
  section: sectionOf(block),
  tone: block.tone === "light" ? "light" : "alt",
  groups: list(block.tabs).map(tab => ({
    name: text(tab.name),
    entries: list(tab.items).length > 0
      ? list(tab.items).map(item => ({ name: text(item.title), description: text(item.description) }))
      : own.map(name => ({ name, description: "" })),
  })).filter(group => group.entries.length > 0),
})
