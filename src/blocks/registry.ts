import type { ComponentType } from "react"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { lazyNamed, lazySection } from "../lib/lazyNamed"
import { HeroBlock } from "./HeroBlock"
import type { BlockProps } from "./types"

/**
 * How a block hydrates on a page's first load (after a page change every block renders as usual):
 * - `with-page`: with the page (the hero: its call to action is the first thing pressed);
 * - `when-needed`: interactive blocks, server-rendered, their code downloaded in one chunk once the
 *   page hydrates, hydrated near the viewport or on the first interaction (HydrateWhenNeeded);
 * - `never`: static blocks (no state, no handlers, nothing that waits for the browser): the server
 *   HTML stays as it is and their code is not downloaded (KeepServerHtml).
 */
export type Hydration = "with-page" | "when-needed" | "never"

export interface BlockEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<BlockProps<any>>
  hydrate: Hydration
}

const CardsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./CardsBlock"), "CardsBlock")
const ComparisonBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./ComparisonBlock"), "ComparisonBlock")
const CtaBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./CtaBlock"), "CtaBlock")
const ProjectsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./ProjectsBlock"), "ProjectsBlock")
// Static blocks load only when a page change renders them: their own chunk, never preloaded.
const RichTextBlock = lazyNamed(() => import(/* webpackChunkName: "blocks-static" */ "./RichTextBlock"), "RichTextBlock")
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
  block_hero: { component: HeroBlock, hydrate: "with-page" },
  block_cards: { component: CardsBlock, hydrate: "when-needed" },
  block_comparison: { component: ComparisonBlock, hydrate: "when-needed" },
  block_testimonials: { component: TestimonialsBlock, hydrate: "when-needed" },
  block_tabs: { component: TabsBlock, hydrate: "when-needed" },
  block_stats: { component: StatsBlock, hydrate: "when-needed" },
  block_steps: { component: StepsBlock, hydrate: "when-needed" },
  block_cta: { component: CtaBlock, hydrate: "when-needed" },
  block_projects: { component: ProjectsBlock, hydrate: "when-needed" },
  block_rich_text: { component: RichTextBlock, hydrate: "never" },
  block_form: { component: FormBlock, hydrate: "when-needed" },
  block_records: { component: RecordsBlock, hydrate: "when-needed" },
  block_faq: { component: FaqBlock, hydrate: "when-needed" },
  block_gallery: { component: GalleryBlock, hydrate: "when-needed" },
}

export function blockEntry(blockType: string): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(BLOCK_TYPES, blockType) ? BLOCK_TYPES[blockType as BlockName] : undefined
}
