/** @jsxImportSource @emotion/react */
import { logoCardsView } from "../../../blocks/cards/view"
import { stickyBarView } from "../../../blocks/cta/view"
import { heroView } from "../../../blocks/hero/view"
import { ComparisonBlock } from "../../../blocks/comparison/Comparison"
import { CtaBlock } from "../../../blocks/cta/Cta"
import { LandingHero } from "../../../blocks/hero/LandingHero"
import { StepsBlock } from "../../../blocks/steps/Steps"
import { LeadButton } from "../../landing/LeadButton"
import { LogoCards } from "../../../blocks/cards/LogoCards"
import { StatsBlock } from "../../../blocks/stats/Stats"
import { StickyBar } from "../../../blocks/cta/StickyBar"
import { TestimonialsBlock } from "../../../blocks/testimonials/Testimonials"
import { TabsBlock } from "../../../blocks/tabs/Tabs"
import { Entry, State, demoPage, sample, withLayout } from "./Entry"

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
  const [cards, stats] = [ofLayout(samples.cards, "logo_cards"), ofLayout(samples.stats, "headline")]
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
      <Entry id="landing-hero" name="blocks/hero (landing)" note="Badge, headline, three figures, the main call to action, reassurance lines.">
        {sample(withLayout(heroes, "landing"), hero => <State label="Automation" padded={false}><LandingHero hero={heroView(hero)} context="automation" /></State>)}
      </Entry>
      <Entry id="platform-cards" name="blocks/cards (logo_cards)" note="Four or five platform cards.">
        {sample(cards.at(-1), block => (
          <State label={`${block.items.length} cards`} padded={false}><LogoCards id="demo-platform-cards" platforms={logoCardsView(block)} /></State>
        ))}
      </Entry>
      <Entry id="before-after" name="blocks/comparison (before_after)" note="Under 768 px three of each list until Show More Problems / Show More Solutions (expand once).">
        {sample(withLayout(comparisons, "before_after"), block => (
          <State label="Default (narrow the window to see the collapsed state)" padded={false}><ComparisonBlock block={{ ...block, anchor: "demo-before-after" }} page={demoPage("Automation")} /></State>
        ))}
      </Entry>
      <Entry id="testimonials" name="blocks/testimonials (cards)" note="Three testimonials with source, city and outcome.">
        {sample(withLayout(testimonials, "cards"), block => <State label="Default" padded={false}><TestimonialsBlock block={{ ...block, anchor: "demo-testimonials" }} page={demoPage("Automation")} /></State>)}
      </Entry>
      <Entry id="use-case-tabs" name="blocks/tabs (tabbed_cards)" note="ARIA tablist (arrows, Home, End); under 768 px three tabs and two cards until the block's show-more button; a tab change collapses.">
        {sample(tabs.find(block => block.layout === "tabbed_cards" && block.perRow !== "3"), block => (
          <State label="Two columns (automation)" padded={false}><TabsBlock block={{ ...block, anchor: "demo-industries" }} page={demoPage("Automation")} /></State>
        ))}
        {sample(tabs.find(block => block.layout === "tabbed_cards" && block.perRow === "3"), block => (
          <State label="Three columns, icons and points (AI)" padded={false}><TabsBlock block={{ ...block, anchor: "demo-use-cases" }} page={demoPage("AI Development")} /></State>
        ))}
      </Entry>
      <Entry id="comparison" name="blocks/comparison (cost_columns)" note="Traditional against AI-powered development.">
        {sample(withLayout(comparisons, "cost_columns"), block => <State label="Default" padded={false}><ComparisonBlock block={{ ...block, anchor: "demo-cost-columns" }} page={demoPage("AI Development")} /></State>)}
      </Entry>
      <Entry id="landing-process" name="blocks/steps (cards)" note="Numbered steps with durations and the total.">
        {sample(samples.steps.find(block => block.totalValue), block => <State label="With durations and the total" padded={false}><StepsBlock block={{ ...block, anchor: "demo-landing-process" }} /></State>)}
      </Entry>
      <Entry id="roi" name="blocks/stats (headline)" note="A headline figure, an optional titled group of figures (per employee), then the titled figures.">
        {sample(stats.find(block => block.groupStats.length > 0), block => (
          <State label="With a group" padded={false}><StatsBlock block={{ ...block, anchor: "demo-roi-automation" }} page={demoPage("Automation")} /></State>
        ))}
        {sample(stats.find(block => block.groupStats.length === 0), block => (
          <State label="Without" padded={false}><StatsBlock block={{ ...block, anchor: "demo-roi-ai" }} page={demoPage("Automation")} /></State>
        ))}
      </Entry>
      <Entry id="final-cta" name="blocks/cta (offer)" note="Offer worth $2,500, reassurance lines and the trust strip.">
        {sample(withLayout(ctas, "offer"), block => <State label="Automation" padded={false}><CtaBlock block={{ ...block, anchor: "demo-offer" }} page={demoPage("Automation")} /></State>)}
      </Entry>
      <Entry id="sticky-bar" name="blocks/cta (sticky_bar)" note="Fixed to the bottom under 768 px on the landing pages; shown in place here.">
        {sticky && Object.keys(sticky.bars).map(name => (
          <State key={name} label={`${name.charAt(0).toUpperCase()}${name.slice(1)} bar`}><StickyBar content={sticky} context="automation" variant={name} inline /></State>
        ))}
      </Entry>
    </>
  )
}
