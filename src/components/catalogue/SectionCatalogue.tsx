import { PageHero } from "../layout/PageHero"
import { PageHeroProvider } from "../layout/hero/PageHeroContext"
import type { HeroContent } from "../../content/hero"
import { LeadButton } from "../../forms/lead/LeadButton"
import { Entry, State } from "./Entry"

/** The heroes the page hero's states show: a page's built-in hero (contact's) and the site's default hero. */
export interface CatalogueHeroes {
  builtIn: HeroContent | null
  defaultHero: HeroContent | null
}

/** The sections of the site that are not blocks (the blocks' are BlockCatalogue's), each in its states. */
export function SectionCatalogue({ heroes }: { heroes: CatalogueHeroes }) {
  return (
    <>
      <Entry id="page-hero" name="layout/PageHero" note="The hero the build resolved for the page (its hero section, else its built-in one); then the page's own fallback, then the default hero (settings).">
        <State label="A resolved hero with trust signals (the built-in contact hero)" padded={false}>
          <PageHeroProvider value={{ hero: heroes.builtIn, trustSignals: true }}><PageHero /></PageHeroProvider>
        </State>
        <State label="The page's own fallback" padded={false}>
          <PageHeroProvider value={{ hero: null, trustSignals: false, defaultHero: heroes.defaultHero }}>
            <PageHero fallback={{ title: "Fallback Hero Title", description: "Shown when no hero record exists." }} />
          </PageHeroProvider>
        </State>
        <State label="Nothing resolved, no fallback: the default hero" padded={false}>
          <PageHeroProvider value={{ hero: null, trustSignals: false, defaultHero: heroes.defaultHero }}><PageHero /></PageHeroProvider>
        </State>
      </Entry>
      <Entry id="lead-button" name="forms/lead/LeadButton" note="A real button: prevents the default action and opens the lead modal with the page context.">
        <State label="With FREE and LIMITED tags; plain">
          <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
            <LeadButton context="automation" tags={[{ name: "FREE", label: "FREE" }, { name: "LIMITED", label: "LIMITED" }]} size="lg">Get FREE Automation Audit</LeadButton>
            <LeadButton context="ai-development" variant="secondary">Get Started Now</LeadButton>
          </div>
        </State>
      </Entry>
    </>
  )
}
