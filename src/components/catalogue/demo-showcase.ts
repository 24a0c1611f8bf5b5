/**
 * Showcase data for /showcase only: states that exercise display rules (spec 001 §5) which real page
 * content should never carry, made from the content's own blocks.
 */
import type { BlockPage } from "../../blocks/types"
import type { CatalogueState, Placed } from "./catalogue-entries"

type Cards = Queries.CardsBlockFragment
type Card = Cards["items"][number]

/** A card with nothing but what it is given. */
const card = (template: Card, fields: Partial<Card>): Card =>
  ({ ...Object.fromEntries(Object.keys(template).map(key => [key, null])), ...fields }) as Card

/** A service's list with pane (ui-ux-design's four items) with items the rules drop, cut and move past the cap. */
export function demoListWithPane(block: Cards): Cards {
  const [research, ui, accessibility, systems] = block.items
  return {
    ...block,
    items: [
      research,
      // A title only: dropped.
      card(research, { number: 11, title: "Design Sprints" }),
      ui,
      // Text over 280 characters: cut at a word with '...'.
      {
        ...accessibility,
        description: `${accessibility.description} Accessible products also rank better in search and serve the one in six people worldwide who live with a significant disability.`,
      },
      systems,
      // No icon: sorted after the complete items, so past the cap of 4 and listed under More services.
      card(research, {
        number: 12,
        title: "Usability Testing & Optimization",
        subtitle: "Conversion-focused improvements",
        description: "Moderated and unmoderated tests, heatmaps and A/B experiments on your live product to find where users drop off and fix it.",
      }),
    ],
  }
}

type Block = { blockType: string; layout?: string | null }

/** The demo states, by showcase entry id, from the content's blocks on their pages. */
export function demoStates<B extends Block>(placed: readonly Placed<B, BlockPage>[]): Record<string, CatalogueState<B, BlockPage>[]> {
  const find = (blockType: string, layout: string, name?: string) =>
    placed.find(({ block, page }) => block.blockType === blockType && block.layout === layout && (name === undefined || page.name === name))
  const pane = find("block_cards", "list_with_pane", "UI/UX Design")
  const featured = find("block_projects", "project_cards")
  return {
    "cards-list-with-pane": pane ? [{
      label: "Demo: 6 items: one without text dropped, one long text cut, the one without an icon past the cap and listed under More services",
      block: demoListWithPane(pane.block as unknown as Cards) as unknown as B,
      page: pane.page,
    }] : [],
    "projects-project-cards": featured ? [{
      label: "Demo: no projects: renders nothing",
      block: featured.block,
      page: { ...featured.page, data: { ...featured.page.data, projects: { nodes: [] } } },
    }] : [],
  }
}
