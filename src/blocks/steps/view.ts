/** View model of block_steps: the steps in order, each with what its layout shows. */
import { LIMITS } from "../../content/limits"
import { truncate, twoDigits } from "../../content/text"
import { icon, list, sectionOf, text } from "../../content/blocks/common"
import type { IconName } from "../../content/types/icon"
import type { SectionData } from "../../content/types/sections"

export interface StepView {
  /** Its number, else its place in the list; on a timeline its mark (a year). */
  number: string
  title: string
  /** How long it takes (empty: not shown). */
  duration: string
  description: string
  icon: IconName
  /** What it delivers. */
  features: string[]
}

export interface StepsView {
  section: SectionData
  steps: StepView[]
  /** The line under the cards (a label and its figure), or none. */
  total: { label: string; value: string } | null
  /** The heading over each row's deliverables. */
  featuresLabel: string
}

export function stepsView(block: Queries.StepsBlockFragment): StepsView {
  return {
    section: sectionOf(block),
    steps: list(block.steps).map((step, index) => ({
      number: step.number || String(index + 1),
      title: text(step.title),
      duration: text(step.duration),
      description: text(step.description),
      icon: icon(step.icon),
      features: list(step.features),
    })),
    total: block.totalValue ? { label: text(block.totalLabel), value: block.totalValue } : null,
    featuresLabel: text(block.featuresLabel),
  }
}

/** A step as a card shows it (spec 001: titles cut at 35, descriptions at 150). */
export const stepCardText = (step: StepView): StepView => ({
  ...step,
  title: truncate(step.title, LIMITS.processStepTitle),
  description: truncate(step.description, LIMITS.processStepDescription),
})

/** A step's number as two digits ("01"). */
export const stepNumber = (step: StepView) => twoDigits(step.number)
