import { graphql } from "gatsby"
import { ProcessSteps as FrameworkSteps } from "../components/company/ProcessSteps"
import { Timeline } from "../components/company/Timeline"
import { LandingProcess } from "../components/landing/LandingProcess"
import { ProcessSteps } from "../components/service/ProcessSteps"
import { headingId } from "../content/blocks/common"
import { frameworkView, journeyView, processView, stepsView } from "../content/blocks/steps"
import type { BlockProps } from "./types"

/**
 * Steps: with durations and the total (layout timeline), in full with what each delivers
 * (framework), milestones marked by year (journey), or numbered on a dark band (numbered).
 */
export function StepsBlock({ block }: BlockProps<Queries.StepsBlockFragment>) {
  const id = block.anchor ?? undefined
  const titleId = headingId(block.anchor, "steps")
  if (block.layout === "framework") return <FrameworkSteps id={id} headingId={titleId} block={frameworkView(block)} />
  if (block.layout === "journey") return <Timeline id={id} headingId={titleId} block={journeyView(block)} />
  if (block.layout === "numbered") return <ProcessSteps id={id} process={processView(block)} />
  return <LandingProcess id={block.anchor ?? "process"} block={stepsView(block)} />
}

export const fragment = graphql`
  fragment StepsBlock on DirectusBlockSteps {
    layout anchor heading highlightedText description
    steps { number title duration description icon features }
    totalLabel totalValue featuresLabel
  }
`
