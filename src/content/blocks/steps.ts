/** View model of block_steps (src/blocks/StepsBlock.tsx). */
import { text, list, icon, sectionOf } from "./common"
import type { LandingProcessBlock } from "../landing"

export function stepsView(block: Queries.StepsBlockFragment): LandingProcessBlock {
  return {
    section: sectionOf(block),
    steps: list(block.steps).map(step => ({
      number: text(step.number), title: text(step.title), duration: text(step.duration), description: text(step.description), icon: icon(step.icon),
    })),
    totalLabel: text(block.totalLabel),
    totalDuration: text(block.totalValue),
  }
}
