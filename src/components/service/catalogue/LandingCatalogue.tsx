import { aiDevelopmentServicesLanding as ai, automationSolutionsLanding as automation } from "../../../data/landing"
import { BeforeAfter } from "../../landing/BeforeAfter"
import { Comparison } from "../../landing/Comparison"
import { FinalCta } from "../../landing/FinalCta"
import { LandingHero } from "../../landing/LandingHero"
import { LandingProcess } from "../../landing/LandingProcess"
import { LeadButton } from "../../landing/LeadButton"
import { PlatformCards } from "../../landing/PlatformCards"
import { RoiBlock } from "../../landing/RoiBlock"
import { StickyBar } from "../../landing/StickyBar"
import { Testimonials } from "../../landing/Testimonials"
import { AiUseCaseCard, AutomationUseCaseCard } from "../../landing/UseCaseCards"
import { UseCaseTabs } from "../../landing/UseCaseTabs"
import { Entry, State } from "./Entry"

/** Landing-page sections, each in its states. Every button here opens the lead modal. */
export function LandingCatalogue() {
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
        <State label="Automation" padded={false}><LandingHero hero={automation.hero} context="automation" /></State>
      </Entry>
      <Entry id="platform-cards" name="landing/PlatformCards" note="Four or five platform cards.">
        <State label="Five (AI)" padded={false}><PlatformCards id="demo-platform-cards" platforms={ai.platforms} /></State>
      </Entry>
      <Entry id="before-after" name="landing/BeforeAfter" note="Under 768 px three of each list until Show More Problems / Show More Solutions (expand once).">
        <State label="Default (narrow the window to see the collapsed state)" padded={false}><BeforeAfter block={automation.beforeAfter} /></State>
      </Entry>
      <Entry id="testimonials" name="landing/Testimonials" note="Three testimonials with source, city and outcome.">
        <State label="Default" padded={false}><Testimonials block={automation.testimonials} /></State>
      </Entry>
      <Entry id="use-case-tabs" name="landing/UseCaseTabs" note="ARIA tablist (arrows, Home, End); under 768 px three tabs and two use cases until Show More Use Cases; a tab change collapses.">
        <State label="Industries (automation)" padded={false}><UseCaseTabs id="demo-industries" block={automation.industries} renderUseCase={u => <AutomationUseCaseCard useCase={u} />} /></State>
        <State label="Use cases (AI)" padded={false}><UseCaseTabs id="demo-use-cases" block={ai.useCases} columns={3} renderUseCase={u => <AiUseCaseCard useCase={u} />} /></State>
      </Entry>
      <Entry id="comparison" name="landing/Comparison" note="Traditional against AI-powered development.">
        <State label="Default" padded={false}><Comparison block={ai.comparison} /></State>
      </Entry>
      <Entry id="landing-process" name="landing/LandingProcess" note="Numbered steps with durations and the total.">
        <State label="Default" padded={false}><LandingProcess block={ai.process} /></State>
      </Entry>
      <Entry id="roi" name="landing/RoiBlock" note="Headline ROI, per-employee figures (automation only) and proof figures.">
        <State label="With per-employee figures" padded={false}><RoiBlock id="demo-roi-automation" block={automation.roi} /></State>
        <State label="Without" padded={false}><RoiBlock id="demo-roi-ai" block={ai.roi} /></State>
      </Entry>
      <Entry id="final-cta" name="landing/FinalCta" note="Offer worth $2,500, reassurance lines and the trust strip.">
        <State label="Automation" padded={false}><FinalCta block={automation.finalCta} trustStrip={automation.trustStrip} context="automation" /></State>
      </Entry>
      <Entry id="sticky-bar" name="landing/StickyBar" note="Fixed to the bottom under 768 px on the landing pages; shown in place here.">
        <State label="Audit variant"><StickyBar content={automation.stickyBar} context="automation" variant="audit" inline /></State>
        <State label="Consultation variant"><StickyBar content={automation.stickyBar} context="automation" variant="consultation" inline /></State>
      </Entry>
    </>
  )
}
