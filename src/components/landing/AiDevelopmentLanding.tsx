import type { AiDevelopmentLandingContent } from "../../data/types/landing"
import { Comparison } from "./Comparison"
import { FinalCta } from "./FinalCta"
import { LandingHero } from "./LandingHero"
import { LandingProcess } from "./LandingProcess"
import { PlatformCards } from "./PlatformCards"
import { RoiBlock } from "./RoiBlock"
import { StickyBar } from "./StickyBar"
import { Testimonials } from "./Testimonials"
import { AiUseCaseCard } from "./UseCaseCards"
import { UseCaseTabs } from "./UseCaseTabs"

/** /lp/ai-development-services: every section of spec 001 in order; every button opens the lead modal. */
export function AiDevelopmentLanding({ content }: { content: AiDevelopmentLandingContent }) {
  const context = content.pageContext
  return (
    <>
      <LandingHero hero={content.hero} context={context} />
      <PlatformCards platforms={content.platforms} />
      <Comparison block={content.comparison} />
      <UseCaseTabs id="use-cases" block={content.useCases} columns={3} renderUseCase={useCase => <AiUseCaseCard useCase={useCase} />} />
      <Testimonials block={content.testimonials} />
      <LandingProcess block={content.process} />
      <RoiBlock block={content.roi} />
      <FinalCta block={content.finalCta} trustStrip={content.trustStrip} context={context} />
      <StickyBar content={content.stickyBar} context={context} />
    </>
  )
}
