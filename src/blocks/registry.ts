import type { ComponentType } from "react"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { lazyNamed, lazySection } from "../lib/lazyNamed"
import type { BlockProps } from "./types"

/**
 * How a block hydrates on a page's first load (after a page change every block renders as usual):
 * - `when-needed`: interactive blocks, server-rendered, their code downloaded once the page hydrates
 *   (the heroes in one chunk, the others in another), hydrated near the viewport (the hero at once)
 *   or on the first interaction, which is held until then (HydrateWhenNeeded);
 * - `never`: static blocks (no state, no handlers, nothing that waits for the browser): the server
 *   HTML stays as it is and their code is not downloaded (KeepServerHtml).
 */
export type Hydration = "when-needed" | "never"

export interface BlockEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<BlockProps<any>>
  hydrate: Hydration
  /**
   * Variants of an interactive type that are static: their components have no state, no handlers,
   * no pictures that wait for the viewport and no client-side links. They keep their server HTML (their
   * code is in the type's chunk, which the page's interactive blocks download anyway).
   */
  staticVariants?: readonly string[]
}

const HeroBlock = lazySection(() => import(/* webpackChunkName: "hero" */ "./HeroBlock"), "HeroBlock")
const CardsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./CardsBlock"), "CardsBlock")
const ComparisonBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./ComparisonBlock"), "ComparisonBlock")
const CtaBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./CtaBlock"), "CtaBlock")
const ProjectsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./ProjectsBlock"), "ProjectsBlock")
const StatsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./StatsBlock"), "StatsBlock")
const StepsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./StepsBlock"), "StepsBlock")
const TabsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./TabsBlock"), "TabsBlock")
const TestimonialsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./TestimonialsBlock"), "TestimonialsBlock")
const FormBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./FormBlock"), "FormBlock")
const RecordsBlock = lazySection(() => import(/* webpackChunkName: "blocks" */ "./RecordsBlock"), "RecordsBlock")
// Static blocks load only when a page change renders them: their own chunk, never preloaded.
const RichTextBlock = lazyNamed(() => import(/* webpackChunkName: "blocks-static" */ "./RichTextBlock"), "RichTextBlock")
const FaqBlock = lazyNamed(() => import(/* webpackChunkName: "blocks-static" */ "./FaqBlock"), "FaqBlock")
const GalleryBlock = lazyNamed(() => import(/* webpackChunkName: "blocks-static" */ "./GalleryBlock"), "GalleryBlock")

/** The one map from a block collection (a node's `blockType`) to its component and hydration. */
export const BLOCK_TYPES: Record<BlockName, BlockEntry> = {
  block_hero: { component: HeroBlock, hydrate: "when-needed" },
  block_cards: { component: CardsBlock, hydrate: "when-needed", staticVariants: ["check_list", "icon_grid", "icon_benefits_grid", "key_features"] },
  block_comparison: { component: ComparisonBlock, hydrate: "when-needed", staticVariants: ["cost_columns", "challenges_solutions"] },
  block_testimonials: { component: TestimonialsBlock, hydrate: "when-needed", staticVariants: ["cards"] },
  block_tabs: { component: TabsBlock, hydrate: "when-needed", staticVariants: ["service_categories", "technology", "technology_light"] },
  block_stats: { component: StatsBlock, hydrate: "when-needed", staticVariants: ["roi", "row", "overview", "tiles", "project_overview", "results"] },
  block_steps: { component: StepsBlock, hydrate: "when-needed", staticVariants: ["timeline", "numbered", "framework"] },
  block_cta: { component: CtaBlock, hydrate: "when-needed", staticVariants: ["booking", "banner"] },
  block_projects: { component: ProjectsBlock, hydrate: "when-needed" },
  block_rich_text: { component: RichTextBlock, hydrate: "never" },
  block_form: { component: FormBlock, hydrate: "when-needed", staticVariants: ["contact_details"] },
  block_records: { component: RecordsBlock, hydrate: "when-needed", staticVariants: ["jobs"] },
  block_faq: { component: FaqBlock, hydrate: "never" },
  block_gallery: { component: GalleryBlock, hydrate: "never" },
}

/** How a block of this entry and variant hydrates on a first load. */
export const hydrationOf = (entry: BlockEntry, variant: string | null | undefined): Hydration =>
  variant && entry.staticVariants?.includes(variant) ? "never" : entry.hydrate

export function blockEntry(blockType: string): BlockEntry | undefined {
  return Object.prototype.hasOwnProperty.call(BLOCK_TYPES, blockType) ? BLOCK_TYPES[blockType as BlockName] : undefined
}
