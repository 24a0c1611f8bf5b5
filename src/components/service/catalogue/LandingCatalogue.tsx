/** @jsxImportSource @emotion/react */
import { logoCardsView } from "../../../blocks/cards/view"
import { beforeAfterView, comparisonView } from "../../../content/blocks/comparison"
import { finalCtaView, stickyBarView } from "../../../content/blocks/cta"
import { heroView } from "../../../content/blocks/hero"
import { roiView } from "../../../content/blocks/stats"
import { aiTabsView, automationTabsView } from "../../../content/blocks/tabs"
import { testimonialsView } from "../../../content/blocks/testimonials"
import { BeforeAfter } from "../../landing/BeforeAfter"
import { Comparison } from "../../landing/Comparison"
import { FinalCta } from "../../landing/FinalCta"
import { LandingHero } from "../../landing/LandingHero"
import { StepsBlock } from "../../../blocks/steps/Steps"
import { LeadButton } from "../../landing/LeadButton"
import { LogoCards } from "../../../blocks/cards/LogoCards"
import { RoiBlock } from "../../landing/RoiBlock"
import { StickyBar } from "../../landing/StickyBar"
import { Testimonials } from "../../landing/Testimonials"
import { AiUseCaseCard, AutomationUseCaseCard } from "../../landing/UseCaseCards"
import { UseCaseTabs } from "../../landing/UseCaseTabs"
import { Entry, State, sample, withLayout } from "./Entry"

/** The landing blocks the showcase shows, from the content (ShowcasePage query). */
export interface LandingSamples {
  heroes: readonly Queries.HeroBlockFragment[]
  cards: readonly Queries.CardsBlockFragment[]
  comparisons: readonly Queries.ComparisonBlockFragment[]
  testimonials: readonly Queries.TestimonialsBlockFragment[]
  tabs: readonly Queries.TabsBlockFragment[]
  stats: readonly Queries.StatsBlockFragment[]
  steps: readonly Queries.StepsBlockFragment[]
  ctas: readonly Queries.CtaBlockFragment[]
}

const ofLayout = <B extends { layout: string | null }>(blocks: readonly B[], layout: string) => blocks.filter(block => block.layout === layout)

/** Landing-page sections, each in its states, with the content's own blocks. Every button here opens the lead modal. */
export function LandingCatalogue({ samples }: { samples: LandingSamples }) {
  const { heroes, comparisons, testimonials, tabs, ctas } = samples
  const [cards, stats] = [ofLayout(samples.cards, "logo_cards"), ofLayout(samples.stats, "roi")]
  const stickyBlock = withLayout(ctas, "sticky_bar")
  const sticky = stickyBlock ? stickyBarView(stickyBlock) : null
  return (
    <>
      <Entry id="lead-button" name="landing/LeadButton" note="A real button: prevents the default action and opens the lead modal with the page context.">
        <State label="With FREE and LIMITED tags; plain">
          <div css={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
            <LeadButton context="automation" tags={["FREE", "LIMITED"]} size="lg">Get FREE Automation Audit</LeadButton>
            <LeadButton context="ai-development" variant="secondary">Get Started Now</LeadButton>
          </div>
        </State>
      </Entry>
      <Entry id="landing-hero" name="landing/LandingHero" note="Badge, headline, three figures, the main call to action, reassurance lines.">
        {sample(withLayout(heroes, "landing"), hero => <State label="Automation" padded={false}><LandingHero hero={heroView(hero)} context="automation" /></State>)}
      </Entry>
      <Entry id="platform-cards" name="blocks/cards (logo_cards)" note="Four or five platform cards.">
        {sample(cards.at(-1), block => (
          <State label={`${block.items.length} cards`} padded={false}><LogoCards id="demo-platform-cards" platforms={logoCardsView(block)} /></State>
        ))}
      </Entry>
      <Entry id="before-after" name="landing/BeforeAfter" note="Under 768 px three of each list until Show More Problems / Show More Solutions (expand once).">
        {sample(withLayout(comparisons, "before_after"), block => (
          <State label="Default (narrow the window to see the collapsed state)" padded={false}><BeforeAfter block={beforeAfterView(block)} /></State>
        ))}
      </Entry>
      <Entry id="testimonials" name="landing/Testimonials" note="Three testimonials with source, city and outcome.">
        {sample(testimonials[0], block => <State label="Default" padded={false}><Testimonials block={testimonialsView(block)} /></State>)}
      </Entry>
      <Entry id="use-case-tabs" name="landing/UseCaseTabs" note="ARIA tablist (arrows, Home, End); under 768 px three tabs and two use cases until Show More Use Cases; a tab change collapses.">
        {sample(withLayout(tabs, "automation_use_cases"), block => (
          <State label="Industries (automation)" padded={false}><UseCaseTabs id="demo-industries" block={automationTabsView(block)} renderUseCase={u => <AutomationUseCaseCard useCase={u} />} /></State>
        ))}
        {sample(withLayout(tabs, "ai_use_cases"), block => (
          <State label="Use cases (AI)" padded={false}><UseCaseTabs id="demo-use-cases" block={aiTabsView(block)} columns={3} renderUseCase={u => <AiUseCaseCard useCase={u} />} /></State>
        ))}
      </Entry>
      <Entry id="comparison" name="landing/Comparison" note="Traditional against AI-powered development.">
        {sample(withLayout(comparisons, "cost_columns"), block => <State label="Default" padded={false}><Comparison block={comparisonView(block)} /></State>)}
      </Entry>
      <Entry id="landing-process" name="blocks/steps (cards)" note="Numbered steps with durations and the total.">
        {sample(samples.steps.find(block => block.totalValue), block => <State label="With durations and the total" padded={false}><StepsBlock block={{ ...block, anchor: "demo-landing-process" }} /></State>)}
      </Entry>
      <Entry id="roi" name="landing/RoiBlock" note="Headline ROI, per-employee figures (automation only) and proof figures.">
        {sample(stats.find(block => block.groupStats.length > 0), block => (
          <State label="With per-employee figures" padded={false}><RoiBlock id="demo-roi-automation" block={roiView(block)} /></State>
        ))}
        {sample(stats.find(block => block.groupStats.length === 0), block => (
          <State label="Without" padded={false}><RoiBlock id="demo-roi-ai" block={roiView(block)} /></State>
        ))}
      </Entry>
      <Entry id="final-cta" name="landing/FinalCta" note="Offer worth $2,500, reassurance lines and the trust strip.">
        {sample(withLayout(ctas, "final"), block => {
          const { block: cta, trustStrip } = finalCtaView(block)
          return <State label="Automation" padded={false}><FinalCta block={cta} trustStrip={trustStrip} context="automation" /></State>
        })}
      </Entry>
      <Entry id="sticky-bar" name="landing/StickyBar" note="Fixed to the bottom under 768 px on the landing pages; shown in place here.">
        {sticky && Object.keys(sticky.variants).map(name => (
          <State key={name} label={`${name.charAt(0).toUpperCase()}${name.slice(1)} variant`}><StickyBar content={sticky} context="automation" variant={name} inline /></State>
        ))}
      </Entry>
    </>
  )
}
