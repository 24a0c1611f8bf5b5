/** View model of block_steps (src/blocks/StepsBlock.tsx). */
import { text, list, icon, sectionOf } from "./common"
import type { IconName } from "../types/icon"
import type { SectionData } from "../types/sections"
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

export interface FrameworkStep {
  number: string
  title: string
  duration: string
  description: string
  icon: IconName
  features: string[]
}
export interface FrameworkBlock {
  section: SectionData
  featuresLabel: string
  steps: FrameworkStep[]
}

/** Variant framework: numbered steps with an icon, a duration and what each delivers (under features_label). */
export function frameworkView(block: Queries.StepsBlockFragment): FrameworkBlock {
  return {
    section: sectionOf(block),
    featuresLabel: text(block.featuresLabel),
    steps: list(block.steps).map(step => ({
      number: text(step.number), title: text(step.title), duration: text(step.duration), description: text(step.description),
      icon: icon(step.icon), features: list(step.features),
    })),
  }
}

export interface JourneyStep {
  /** The milestone's mark (a year). */
  number: string
  title: string
  description: string
}

export interface JourneyBlock {
  section: SectionData
  steps: JourneyStep[]
}

/** Variant journey: milestones on a timeline, each marked by its number (a year). */
export function journeyView(block: Queries.StepsBlockFragment): JourneyBlock {
  return {
    section: sectionOf(block),
    steps: list(block.steps).map(step => ({ number: text(step.number), title: text(step.title), description: text(step.description) })),
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
