import type { AutomationLandingContent } from "../../data/types/landing"
import { BeforeAfter } from "./BeforeAfter"
import { FinalCta } from "./FinalCta"
import { LandingHero } from "./LandingHero"
import { PlatformCards } from "./PlatformCards"
import { RoiBlock } from "./RoiBlock"
import { StickyBar } from "./StickyBar"
import { Testimonials } from "./Testimonials"
import { AutomationUseCaseCard } from "./UseCaseCards"
import { UseCaseTabs } from "./UseCaseTabs"

/** /lp/automation-solutions: every section of spec 001 in order; every button opens the lead modal. */
export function AutomationLanding({ content }: { content: AutomationLandingContent }) {
  const context = content.pageContext
  return (
    <>
      <LandingHero hero={content.hero} context={context} />
      <PlatformCards platforms={content.platforms} />
      <BeforeAfter block={content.beforeAfter} />
      <Testimonials block={content.testimonials} />
      <UseCaseTabs id="industries" block={content.industries} renderUseCase={useCase => <AutomationUseCaseCard useCase={useCase} />} />
      <RoiBlock block={content.roi} />
      <FinalCta block={content.finalCta} trustStrip={content.trustStrip} context={context} />
      <StickyBar content={content.stickyBar} context={context} />
    </>
  )
}
