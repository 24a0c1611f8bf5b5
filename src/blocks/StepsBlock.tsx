import { graphql } from "gatsby"
import { LandingProcess } from "../components/landing/LandingProcess"
import { ProcessSteps } from "../components/service/ProcessSteps"
import { processView, stepsView } from "../content/blocks/steps"
import type { BlockProps } from "./types"

/** Process steps: with durations and the total (variant timeline) or numbered on a dark band (numbered). */
export function StepsBlock({ block }: BlockProps<Queries.StepsBlockFragment>) {
  if (block.variant === "numbered") return <ProcessSteps id={block.anchor ?? undefined} process={processView(block)} />
  return <LandingProcess id={block.anchor ?? "process"} block={stepsView(block)} />
}

export const fragment = graphql`
  fragment StepsBlock on DirectusBlockSteps {
    variant anchor heading highlightedText description
    steps { number title duration description icon }
    totalLabel totalValue
  }
`
