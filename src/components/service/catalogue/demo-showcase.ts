/**
 * Showcase data for /showcase only: a service's showcase (ui-ux-design's) plus states that exercise
 * the display rules (spec 001 §5), which real page content should never carry.
 */
import type { ListWithPaneView } from "../../../blocks/cards/view"

export function demoShowcase(showcase: ListWithPaneView): ListWithPaneView {
  const [research, ui, accessibility, systems] = showcase.items
  return {
    ...showcase,
    items: [
      research,
      // A main title only: dropped.
      { itemNumber: 11, mainTitle: "Design Sprints" },
      ui,
      // Text over 280 characters: cut at a word with '...'.
      {
        ...accessibility,
        shortDescription: `${accessibility.shortDescription} Accessible products also rank better in search and serve the one in six people worldwide who live with a significant disability.`,
      },
      systems,
      // No icon: sorted after the complete items, so past the cap of 4 and listed under More services.
      {
        itemNumber: 12,
        mainTitle: "Usability Testing & Optimization",
        secondaryTitle: "Conversion-focused improvements",
        shortDescription:
          "Moderated and unmoderated tests, heatmaps and A/B experiments on your live product to find where users drop off and fix it.",
      },
    ],
  }
}
