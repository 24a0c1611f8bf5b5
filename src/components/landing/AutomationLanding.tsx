import type { AutomationLandingContent } from "../../data/types/landing"
import type { UseCaseTabs as GenericUseCaseTabs } from "./UseCaseTabs"
import { LandingHero } from "./LandingHero"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

// Below the hero: server-rendered, downloaded at once, hydrated as each part is needed.
const AutomationUseCaseCard = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./UseCaseCards"), "AutomationUseCaseCard")
const BeforeAfter = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./BeforeAfter"), "BeforeAfter")
const FinalCta = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./FinalCta"), "FinalCta")
const PlatformCards = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./PlatformCards"), "PlatformCards")
const RoiBlock = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./RoiBlock"), "RoiBlock")
const StickyBar = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./StickyBar"), "StickyBar")
const Testimonials = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./Testimonials"), "Testimonials")
// React.lazy drops the generic signature; the type-only import restores it.
const UseCaseTabs = lazySection(() => import(/* webpackChunkName: "sections-lp-automation" */ "./UseCaseTabs"), "UseCaseTabs") as unknown as typeof GenericUseCaseTabs

/** /lp/automation-solutions: every section of spec 001 in order; every button opens the lead modal. */
export function AutomationLanding({ content }: { content: AutomationLandingContent }) {
  const context = content.pageContext
  return (
    <>
      <LandingHero hero={content.hero} context={context} />
      <HydrateWhenNeeded><PlatformCards platforms={content.platforms} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><BeforeAfter block={content.beforeAfter} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><Testimonials block={content.testimonials} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><UseCaseTabs id="industries" block={content.industries} renderUseCase={useCase => <AutomationUseCaseCard useCase={useCase} />} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><RoiBlock block={content.roi} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><FinalCta block={content.finalCta} trustStrip={content.trustStrip} context={context} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><StickyBar content={content.stickyBar} context={context} /></HydrateWhenNeeded>
    </>
  )
}
