/** View model of block_steps (src/blocks/StepsBlock.tsx). */
import { text, list, icon, sectionOf } from "./common"
import type { LandingProcessBlock } from "../landing"
import type { ProcessBlock } from "../service-page"

/** Variant timeline: durations and the total. */
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

/** Variant numbered: "Step 01", "Step 02"... (a step without a number takes its place in the list). */
export function processView(block: Queries.StepsBlockFragment): ProcessBlock {
  return {
    section: sectionOf(block),
    steps: list(block.steps).map((step, index) => ({
      stepNumber: Number(step.number) || index + 1, title: text(step.title), description: text(step.description), icon: icon(step.icon),
    })),
  }
}
