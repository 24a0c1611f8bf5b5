/**
 * Display rules of the service page blocks (spec 001 §5, §9): which showcase items show and in
 * what order, and the text cuts of the showcase, tech list, core features, process steps and
 * automation platform features. Pure functions: components receive what these return.
 */
import type { CheckedItem, NumberedItem, PaneItem } from "../blocks/cards/view"
import { LIMITS } from "./limits"
import { truncate, truncateAtWord } from "./text"

const filled = (value: string | null | undefined) => Boolean(value && value.trim() !== "")

/** An item shows only with a main title and a secondary title or a short description. */
export const isShowable = (item: PaneItem) =>
  filled(item.mainTitle) && (filled(item.secondaryTitle) || filled(item.shortDescription))

export const hasShowcaseIcon = (item: PaneItem) => Boolean(item.icon) || filled(item.iconUrl)

/** 0 = secondary title and icon, 1 = one of them missing, 2 = both missing. */
export function completenessTier(item: PaneItem): number {
  return Number(!filled(item.secondaryTitle)) + Number(!hasShowcaseIcon(item))
}

/** Showable items, most complete first (stable within a tier), descriptions cut at 280 at a word. */
function displayable(items: readonly PaneItem[]): PaneItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => isShowable(item))
    .sort((a, b) => completenessTier(a.item) - completenessTier(b.item) || a.index - b.index)
    .map(({ item }) => ({
      ...item,
      shortDescription: item.shortDescription
        ? truncateAtWord(item.shortDescription, LIMITS.showcaseDescription)
        : item.shortDescription,
    }))
}

/**
 * The showcase as displayed: showable items, most complete first (stable within a tier), at most
 * 4, each description cut at 280 characters at a word boundary with '...'.
 */
export const showcaseItems = (items: readonly PaneItem[]): PaneItem[] =>
  displayable(items).slice(0, LIMITS.showcaseItems)

/**
 * The showable items the showcase's cap leaves out (devops and social media list 6 services): the
 * page lists them after the showcase, so every service in the copy is seen.
 */
export const showcaseOverflow = (items: readonly PaneItem[]): PaneItem[] =>
  displayable(items).slice(LIMITS.showcaseItems)

export const techItemText = (item: CheckedItem): CheckedItem => ({
  title: truncate(item.title, LIMITS.techListTitle),
  description: truncate(item.description, LIMITS.techListDescription),
})

export const coreFeatureText = (card: NumberedItem): NumberedItem => ({
  ...card,
  title: truncate(card.title, LIMITS.coreFeatureTitle),
  description: truncate(card.description, LIMITS.coreFeatureDescription),
})

/** A logo category's card (the automation platforms) shows at most 4 of its points. */
export const platformFeatures = (features: readonly string[]): string[] => features.slice(0, LIMITS.automationFeatures)

/** Core features use the horizontal pinned layout from this many cards (spec 001 §9). */
export const CORE_FEATURES_STRIP_FROM = 6
/** Pinned-strip geometry of the core features (the icon cards' strip's is in src/blocks/cards/Cards.tsx). */
export const CORE_FEATURES_STRIP = { cardWidth: 352, gap: 32, extraScroll: 2500, stickyOffset: 80 } as const

/** Showcase geometry: each content section is 400 px tall and becomes active when half visible. */
export const SHOWCASE = { sectionHeight: 400, threshold: 0.5, autoAdvanceMs: 6000 } as const

/**
 * Landing pages under 768 px: the item at `index` is hidden until the visitor expands the list
 * (the page hides it with a media query, so the server-rendered HTML is right at every width).
 */
export const hiddenOnMobile = (index: number, visibleCount: number, expanded: boolean) =>
  !expanded && index >= visibleCount

/** Jump links at the top of the component showcase page (/showcase) to what is not a block; each block type adds its own. */
export const SHOWCASE_GROUPS = [
  { id: "button", label: "UI primitives" },
  { id: "page-hero", label: "Page hero" },
  { id: "lead-button", label: "Lead button" },
] as const
