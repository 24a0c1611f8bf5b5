import type { AiDevelopmentLandingContent } from "../../data/types/landing"
import type { UseCaseTabs as GenericUseCaseTabs } from "./UseCaseTabs"
import { LandingHero } from "./LandingHero"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

// Below the hero: server-rendered, downloaded at once, hydrated as each part is needed.
const AiUseCaseCard = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./UseCaseCards"), "AiUseCaseCard")
const Comparison = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./Comparison"), "Comparison")
const FinalCta = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./FinalCta"), "FinalCta")
const LandingProcess = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./LandingProcess"), "LandingProcess")
const PlatformCards = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./PlatformCards"), "PlatformCards")
const RoiBlock = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./RoiBlock"), "RoiBlock")
const StickyBar = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./StickyBar"), "StickyBar")
const Testimonials = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./Testimonials"), "Testimonials")
// React.lazy drops the generic signature; the type-only import restores it.
const UseCaseTabs = lazySection(() => import(/* webpackChunkName: "sections-lp-ai" */ "./UseCaseTabs"), "UseCaseTabs") as unknown as typeof GenericUseCaseTabs

/** /lp/ai-development-services: every section of spec 001 in order; every button opens the lead modal. */
export function AiDevelopmentLanding({ content }: { content: AiDevelopmentLandingContent }) {
  const context = content.pageContext
  return (
    <>
      <LandingHero hero={content.hero} context={context} />
      <HydrateWhenNeeded><PlatformCards platforms={content.platforms} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><Comparison block={content.comparison} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><UseCaseTabs id="use-cases" block={content.useCases} columns={3} renderUseCase={useCase => <AiUseCaseCard useCase={useCase} />} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><Testimonials block={content.testimonials} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><LandingProcess block={content.process} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><RoiBlock block={content.roi} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><FinalCta block={content.finalCta} trustStrip={content.trustStrip} context={context} /></HydrateWhenNeeded>
      <HydrateWhenNeeded><StickyBar content={content.stickyBar} context={context} /></HydrateWhenNeeded>
    </>
  )
}
