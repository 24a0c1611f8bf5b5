import type { ComponentType } from "react"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { lazyNamed, lazySection } from "../lib/lazyNamed"
import type { BlockProps } from "./types"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<BlockProps<any>>
/** A block type's module: its component, a named export. */
type BlockModule<K extends string> = Record<K, BlockComponent>

export interface BlockEntry {
  component: BlockComponent
  /**
   * Every layout of the type is static (its declaration says so; a unit test holds the two together):
   * its code is a chunk of its own that a first load never downloads.
   */
  static: boolean
}

/**
 * A block type with interactive layouts: its code is downloaded as soon as the page starts hydrating
 * (each block then hydrates as its declaration's layout says: src/blocks/Blocks.tsx).
 */
function interactive<K extends string>(load: () => Promise<BlockModule<K>>, name: K): BlockEntry {
  return { component: lazySection<BlockModule<string>, string>(load, name), static: false }
}

/** A block type whose layouts are all static: its code loads only when a page change renders it, never preloaded. */
function staticOnly<K extends string>(load: () => Promise<BlockModule<K>>, name: K): BlockEntry {
  return { component: lazyNamed<BlockModule<string>, string>(load, name), static: true }
}

/**
 * The one map from a block collection (a node's `blockType`) to its component. A block type's
 * declaration (src/blocks/contract.ts) is the build's; the browser gets from it each block's
 * hydration (the node's `hydrate`), not the declaration itself.
 */
export const BLOCK_TYPES: Record<BlockName, BlockEntry> = {
  block_hero: interactive(() => import(/* webpackChunkName: "hero" */ "./hero/Hero"), "HeroBlock"),
  block_cards: interactive(() => import(/* webpackChunkName: "blocks" */ "./cards/Cards"), "CardsBlock"),
  block_comparison: interactive(() => import(/* webpackChunkName: "blocks" */ "./comparison/Comparison"), "ComparisonBlock"),
  block_testimonials: interactive(() => import(/* webpackChunkName: "blocks" */ "./testimonials/Testimonials"), "TestimonialsBlock"),
  block_tabs: interactive(() => import(/* webpackChunkName: "blocks" */ "./tabs/Tabs"), "TabsBlock"),
  block_stats: interactive(() => import(/* webpackChunkName: "blocks" */ "./stats/Stats"), "StatsBlock"),
  block_steps: interactive(() => import(/* webpackChunkName: "blocks" */ "./steps/Steps"), "StepsBlock"),
  block_cta: interactive(() => import(/* webpackChunkName: "blocks" */ "./cta/Cta"), "CtaBlock"),
  block_projects: interactive(() => import(/* webpackChunkName: "blocks" */ "./projects/Projects"), "ProjectsBlock"),
  block_rich_text: staticOnly(() => import(/* webpackChunkName: "blocks-static" */ "./rich-text/RichText"), "RichTextBlock"),
  block_form: interactive(() => import(/* webpackChunkName: "blocks" */ "./form/Form"), "FormBlock"),
  block_records: interactive(() => import(/* webpackChunkName: "blocks" */ "./records/Records"), "RecordsBlock"),
  block_faq: staticOnly(() => import(/* webpackChunkName: "blocks-static" */ "./faq/Faq"), "FaqBlock"),
  block_gallery: staticOnly(() => import(/* webpackChunkName: "blocks-static" */ "./gallery/Gallery"), "GalleryBlock"),
}

export function blockEntry(blockType: string): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(BLOCK_TYPES, blockType) ? BLOCK_TYPES[blockType as BlockName] : undefined
}
