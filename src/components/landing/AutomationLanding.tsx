import { Suspense } from "react"
import type { AutomationLandingContent } from "../../data/types/landing"
import type { UseCaseTabs as GenericUseCaseTabs } from "./UseCaseTabs"
import { LandingHero } from "./LandingHero"
import { lazyNamed } from "../../lib/lazyNamed"

// Below the hero: server-rendered, hydrated as each chunk arrives.
const AutomationUseCaseCard = lazyNamed(() => import("./UseCaseCards"), "AutomationUseCaseCard")
const BeforeAfter = lazyNamed(() => import("./BeforeAfter"), "BeforeAfter")
const FinalCta = lazyNamed(() => import("./FinalCta"), "FinalCta")
const PlatformCards = lazyNamed(() => import("./PlatformCards"), "PlatformCards")
const RoiBlock = lazyNamed(() => import("./RoiBlock"), "RoiBlock")
const StickyBar = lazyNamed(() => import("./StickyBar"), "StickyBar")
const Testimonials = lazyNamed(() => import("./Testimonials"), "Testimonials")
// React.lazy drops the generic signature; the type-only import restores it.
const UseCaseTabs = lazyNamed(() => import("./UseCaseTabs"), "UseCaseTabs") as unknown as typeof GenericUseCaseTabs

/** /lp/automation-solutions: every section of spec 001 in order; every button opens the lead modal. */
export function AutomationLanding({ content }: { content: AutomationLandingContent }) {
  const context = content.pageContext
  return (
    <>
      <LandingHero hero={content.hero} context={context} />
      <Suspense fallback={null}>
        <PlatformCards platforms={content.platforms} />
        <BeforeAfter block={content.beforeAfter} />
        <Testimonials block={content.testimonials} />
        <UseCaseTabs id="industries" block={content.industries} renderUseCase={useCase => <AutomationUseCaseCard useCase={useCase} />} />
        <RoiBlock block={content.roi} />
        <FinalCta block={content.finalCta} trustStrip={content.trustStrip} context={context} />
        <StickyBar content={content.stickyBar} context={context} />
      </Suspense>
    </>
  )
}
