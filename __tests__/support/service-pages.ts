/**
 * A service page's blocks from the embedded snapshot, through the view models its components
 * receive: what each section of /services/<slug> shows.
 */
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { numberedView, iconCardsView, listWithPaneView, logoPointsView, checkedCardsView } from "../../src/blocks/cards/view"
import { panelView } from "../../src/blocks/cta/view"
import { projectCardsView, projectLimit } from "../../src/blocks/projects/view"
import { bandView } from "../../src/blocks/stats/view"
import { stepsView } from "../../src/blocks/steps/view"
import { logoCategoriesView } from "../../src/blocks/tabs/view"
import { demoListWithPane } from "../../src/components/catalogue/demo-showcase"
import { itemBlocks, pageBlock, snapshotItem } from "./content-blocks"

export function servicePage(slug: string) {
  const name = String(snapshotItem("services", slug).title)
  const blocks = itemBlocks("services", slug)
  const all = <F,>(type: BlockName, layout: string) => blocks.filter(block => block.blockType === type && block.layout === layout) as unknown as F[]
  const one = <F, V>(type: BlockName, layout: string, view: (block: F) => V): V | undefined => {
    const [block] = all<F>(type, layout)
    return block && view(block)
  }
  const showcase = one("block_cards", "list_with_pane", (block: Queries.CardsBlockFragment) => listWithPaneView(block, name))
  const cta = one("block_cta", "panel", (block: Queries.CtaBlockFragment) => panelView(block, { name, bookingLink: "" }))
  if (!showcase || !cta) throw new Error(`${slug}: no showcase or closing call to action`)
  return {
    name,
    blocks,
    showcase,
    techList: one("block_cards", "checked_cards", checkedCardsView),
    coreFeatures: one("block_cards", "numbered", numberedView),
    process: one("block_steps", "cards", stepsView),
    stats: one("block_stats", "band", (block: Queries.StatsBlockFragment) => bandView(block, name)),
    platforms: one("block_tabs", "logo_categories", logoCategoriesView),
    /** Why choose, then benefits: the page has either, both or none. */
    iconBenefits: all<Queries.CardsBlockFragment>("block_cards", "icons").map(iconCardsView),
    socialPlatforms: one("block_cards", "logo_points", logoPointsView),
    projects: one("block_projects", "project_cards", (block: Queries.ProjectsBlockFragment) => ({ ...projectCardsView(block, name), limit: projectLimit(block) })),
    cta,
  }
}

/** The /showcase demo of the list with pane rules: ui-ux-design's showcase with items they drop, cut and move past the cap. */
export const demoShowcase = () =>
  listWithPaneView(demoListWithPane(pageBlock<Queries.CardsBlockFragment>("ui-ux-design", "block_cards", "list_with_pane", "services")), "UI/UX Design")
