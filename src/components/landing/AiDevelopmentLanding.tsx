import { Suspense } from "react"
import type { AiDevelopmentLandingContent } from "../../data/types/landing"
import type { UseCaseTabs as GenericUseCaseTabs } from "./UseCaseTabs"
import { LandingHero } from "./LandingHero"
import { lazyNamed } from "../../lib/lazyNamed"

// Below the hero: server-rendered, hydrated as each chunk arrives.
const AiUseCaseCard = lazyNamed(() => import("./UseCaseCards"), "AiUseCaseCard")
const Comparison = lazyNamed(() => import("./Comparison"), "Comparison")
const FinalCta = lazyNamed(() => import("./FinalCta"), "FinalCta")
const LandingProcess = lazyNamed(() => import("./LandingProcess"), "LandingProcess")
const PlatformCards = lazyNamed(() => import("./PlatformCards"), "PlatformCards")
const RoiBlock = lazyNamed(() => import("./RoiBlock"), "RoiBlock")
const StickyBar = lazyNamed(() => import("./StickyBar"), "StickyBar")
const Testimonials = lazyNamed(() => import("./Testimonials"), "Testimonials")
// React.lazy drops the generic signature; the type-only import restores it.
const UseCaseTabs = lazyNamed(() => import("./UseCaseTabs"), "UseCaseTabs") as unknown as typeof GenericUseCaseTabs

/** /lp/ai-development-services: every section of spec 001 in order; every button opens the lead modal. */
export function AiDevelopmentLanding({ content }: { content: AiDevelopmentLandingContent }) {
  const context = content.pageContext
  return (
    <>
      <LandingHero hero={content.hero} context={context} />
      <Suspense fallback={null}>
        <PlatformCards platforms={content.platforms} />
        <Comparison block={content.comparison} />
        <UseCaseTabs id="use-cases" block={content.useCases} columns={3} renderUseCase={useCase => <AiUseCaseCard useCase={useCase} />} />
        <Testimonials block={content.testimonials} />
        <LandingProcess block={content.process} />
        <RoiBlock block={content.roi} />
        <FinalCta block={content.finalCta} trustStrip={content.trustStrip} context={context} />
        <StickyBar content={content.stickyBar} context={context} />
      </Suspense>
    </>
  )
}
