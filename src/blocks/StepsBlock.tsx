import { graphql } from "gatsby"
import { LandingProcess } from "../components/landing/LandingProcess"
import { stepsView } from "../content/blocks/steps"
import type { BlockProps } from "./types"

/** Numbered process steps with durations and the total (variant timeline). */
export function StepsBlock({ block }: BlockProps<Queries.StepsBlockFragment>) {
  return <LandingProcess id={block.anchor ?? "process"} block={stepsView(block)} />
}

export const fragment = graphql`
  fragment StepsBlock on DirectusBlockSteps {
    variant anchor heading highlightedText description
    steps { number title duration description icon }
    totalLabel totalValue
  }
`
