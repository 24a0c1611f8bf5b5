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
  /** Puts the type's code in the queue a page starts downloading once the visitor uses it (a block that hydrates on a first load). */
  queue: () => void
  /**
   * Every layout of the type is static (its declaration says so; a unit test holds the two together):
   * its code is a chunk of its own that a first load never downloads.
   */
  static: boolean
}

/**
 * A block type with interactive layouts, its code a chunk of its own: a page that has a block of it
 * whose layout hydrates downloads it when that block opens, or once the visitor uses the page
 * (src/blocks/Blocks.tsx); other pages never do.
 */
function interactive<K extends string>(load: () => Promise<BlockModule<K>>, name: K): BlockEntry {
  const component = lazySection<BlockModule<string>, string>(load, name, { queued: "when-rendered" })
  return { component, queue: component.queue, static: false }
}

/** A block type whose layouts are all static: its code loads only when a page change renders it, never preloaded. */
function staticOnly<K extends string>(load: () => Promise<BlockModule<K>>, name: K): BlockEntry {
  return { component: lazyNamed<BlockModule<string>, string>(load, name), queue: () => undefined, static: true }
}

/**
 * The one map from a block collection (a node's `blockType`) to its component. A block type's
 * declaration (src/blocks/contract.ts) is the build's; the browser gets from it each block's
 * hydration (the node's `hydrate`), not the declaration itself.
 */
export const BLOCK_TYPES: Record<BlockName, BlockEntry> = {
  block_hero: interactive(() => import(/* webpackChunkName: "hero" */ "./hero/Hero"), "HeroBlock"),
  block_cards: interactive(() => import(/* webpackChunkName: "block-cards" */ "./cards/Cards"), "CardsBlock"),
  block_comparison: interactive(() => import(/* webpackChunkName: "block-comparison" */ "./comparison/Comparison"), "ComparisonBlock"),
  block_testimonials: interactive(() => import(/* webpackChunkName: "block-testimonials" */ "./testimonials/Testimonials"), "TestimonialsBlock"),
  block_tabs: interactive(() => import(/* webpackChunkName: "block-tabs" */ "./tabs/Tabs"), "TabsBlock"),
  block_stats: staticOnly(() => import(/* webpackChunkName: "blocks-static" */ "./stats/Stats"), "StatsBlock"),
  block_steps: interactive(() => import(/* webpackChunkName: "block-steps" */ "./steps/Steps"), "StepsBlock"),
  block_cta: interactive(() => import(/* webpackChunkName: "block-cta" */ "./cta/Cta"), "CtaBlock"),
  block_projects: interactive(() => import(/* webpackChunkName: "block-projects" */ "./projects/Projects"), "ProjectsBlock"),
  block_rich_text: staticOnly(() => import(/* webpackChunkName: "blocks-static" */ "./rich-text/RichText"), "RichTextBlock"),
  block_form: interactive(() => import(/* webpackChunkName: "block-form" */ "./form/Form"), "FormBlock"),
  block_records: interactive(() => import(/* webpackChunkName: "block-records" */ "./records/Records"), "RecordsBlock"),
  block_faq: staticOnly(() => import(/* webpackChunkName: "blocks-static" */ "./faq/Faq"), "FaqBlock"),
  block_gallery: staticOnly(() => import(/* webpackChunkName: "blocks-static" */ "./gallery/Gallery"), "GalleryBlock"),
}

export function blockEntry(blockType: string): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(BLOCK_TYPES, blockType) ? BLOCK_TYPES[blockType as BlockName] : undefined
}
