import type { ComponentType } from "react"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { lazySection } from "../lib/lazyNamed"
import { HeroBlock } from "./HeroBlock"
import type { BlockProps } from "./types"

/**
 * How a block hydrates: `load` with the page (the hero: its call to action is the first thing
 * pressed), `when-needed` near the viewport or on the first interaction (HydrateWhenNeeded). Blocks
 * after the hero are server-rendered, downloaded in one chunk once the page hydrates.
 */
export type Hydration = "load" | "when-needed"

export interface BlockEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<BlockProps<any>>
  hydrate: Hydration
}

const CardsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./CardsBlock"), "CardsBlock")
const ComparisonBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./ComparisonBlock"), "ComparisonBlock")
const CtaBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./CtaBlock"), "CtaBlock")
const ProjectsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./ProjectsBlock"), "ProjectsBlock")
const RichTextBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./RichTextBlock"), "RichTextBlock")
const StatsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./StatsBlock"), "StatsBlock")
const StepsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./StepsBlock"), "StepsBlock")
const TabsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./TabsBlock"), "TabsBlock")
const TestimonialsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./TestimonialsBlock"), "TestimonialsBlock")
const FormBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./FormBlock"), "FormBlock")
const RecordsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./RecordsBlock"), "RecordsBlock")
const FaqBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./FaqBlock"), "FaqBlock")
const GalleryBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./GalleryBlock"), "GalleryBlock")

/** The one map from a block collection (a node's `blockType`) to its component and hydration. */
export const BLOCK_TYPES: Record<BlockName, BlockEntry> = {
  block_hero: { component: HeroBlock, hydrate: "load" },
  block_cards: { component: CardsBlock, hydrate: "when-needed" },
  block_comparison: { component: ComparisonBlock, hydrate: "when-needed" },
  block_testimonials: { component: TestimonialsBlock, hydrate: "when-needed" },
  block_tabs: { component: TabsBlock, hydrate: "when-needed" },
  block_stats: { component: StatsBlock, hydrate: "when-needed" },
  block_steps: { component: StepsBlock, hydrate: "when-needed" },
  block_cta: { component: CtaBlock, hydrate: "when-needed" },
  block_projects: { component: ProjectsBlock, hydrate: "when-needed" },
  block_rich_text: { component: RichTextBlock, hydrate: "when-needed" },
  block_form: { component: FormBlock, hydrate: "when-needed" },
  block_records: { component: RecordsBlock, hydrate: "when-needed" },
  block_faq: { component: FaqBlock, hydrate: "when-needed" },
  block_gallery: { component: GalleryBlock, hydrate: "when-needed" },
}

export function blockEntry(blockType: string): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(BLOCK_TYPES, blockType) ? BLOCK_TYPES[blockType as BlockName] : undefined
}
