import { PageHero } from "../../layout/PageHero"
import { PageHeroProvider } from "../../layout/hero/PageHeroContext"
import { fromCopy } from "../../../content/hero"
import { HERO_FALLBACKS } from "../../../data/hero-fallbacks"
import { IconBenefitSection } from "../../sections/IconBenefitSection"
import { PortfolioSection } from "../../sections/PortfolioSection"
import { ContactSection } from "../../../forms/contact/ContactSection"
import type { ProjectCard } from "../../../content/projects"
import { servicePages } from "../../../data/services"
import { AutomationPlatforms } from "../AutomationPlatforms"
import { CoreFeatures } from "../CoreFeatures"
import { ProcessSteps } from "../ProcessSteps"
import { ServiceCta } from "../ServiceCta"
import { ServiceShowcase } from "../ServiceShowcase"
import { SocialPlatforms } from "../SocialPlatforms"
import { StatsRow } from "../StatsRow"
import { TechList } from "../TechList"
import { demoShowcase } from "./demo-showcase"
import { Entry, State } from "./Entry"

const pages = servicePages
const need = <T,>(value: T | undefined): T => {
  if (value === undefined) throw new Error("The showcase expects this block in the service copy")
  return value
}

/** Section components of the service pages, each in its states. */
export function SectionCatalogue({ projects, bookingLink }: { projects: ProjectCard[]; bookingLink: string }) {
  return (
    <>
      <Entry id="page-hero" name="layout/PageHero" note="The hero the build resolved for the page (its CMS hero, else the built-in one for its key); then the page's own fallback, then the default hero.">
        <State label="A resolved hero with trust signals (the built-in contact hero)" padded={false}>
          <PageHeroProvider value={{ hero: fromCopy(HERO_FALLBACKS.contact), trustSignals: true }}><PageHero /></PageHeroProvider>
        </State>
        <State label="The page's own fallback" padded={false}><PageHero fallback={{ title: "Fallback Hero Title", description: "Shown when no hero record exists." }} /></State>
        <State label="Nothing resolved, no fallback: the default hero" padded={false}><PageHero /></State>
      </Entry>
      <Entry id="service-showcase" name="service/ServiceShowcase" note="At most 4 items with a title and a secondary title or text, most complete first; text cut at 280 at a word; the rest as compact cards after it; active item follows the pane's scroll or a click; hover pauses auto-advance.">
        <State label="6 items: one without text dropped, one long text cut, the one without an icon past the cap and listed under More services" padded={false}>
          <ServiceShowcase id="demo-showcase" showcase={demoShowcase} serviceTitle="UI/UX Design" />
        </State>
      </Entry>
      <Entry id="tech-list" name="service/TechList" note="Titles cut at 30, descriptions at 120; an internal or booking call to action.">
        <State label="Default" padded={false}><TechList techList={need(pages["product-development"].techList)} bookingLink={bookingLink} /></State>
      </Entry>
      <Entry id="core-features" name="service/CoreFeatures" note="Titles cut at 35, descriptions at 120; from 6 cards a pinned horizontal strip on desktop (352/32, +2500 px, offset 80); a grid otherwise, below lg and with reduced motion.">
        <State label="4 cards: grid" padded={false}><CoreFeatures id="demo-features-grid" coreFeatures={need(pages["ai-apps-integrations"].coreFeatures)} /></State>
        <State label="8 cards: pinned strip" padded={false}><CoreFeatures id="demo-features-strip" coreFeatures={need(pages["product-development"].coreFeatures)} /></State>
      </Entry>
      <Entry id="process-steps" name="service/ProcessSteps" note="Titles cut at 35, descriptions at 150; 4, 5 or 6 steps.">
        <State label="4 steps" padded={false}><ProcessSteps id="demo-process-4" process={need(pages["product-development"].process)} /></State>
        <State label="6 steps" padded={false}><ProcessSteps id="demo-process-6" process={need(pages["business-automation"].process)} /></State>
      </Entry>
      <Entry id="stats-row" name="service/StatsRow" note="Four headline figures.">
        <State label="Default" padded={false}><StatsRow stats={need(pages["ui-ux-design"].stats)} label="UI/UX Design in numbers" /></State>
      </Entry>
      <Entry id="automation-platforms" name="service/AutomationPlatforms" note="Platforms by category; each card shows at most 4 of its features.">
        <State label="Three categories" padded={false}><AutomationPlatforms id="demo-automation-platforms" platforms={need(pages.automation.platforms)} /></State>
      </Entry>
      <Entry id="icon-benefits" name="sections/IconBenefitSection" note="Above 4 cards a pinned horizontal strip (392/32, offset 80), otherwise a grid (pages owns the inside).">
        <State label="4 cards: grid" padded={false}><IconBenefitSection section={need(pages["cloud-services"].whyChoose).section} cards={need(pages["cloud-services"].whyChoose).items} /></State>
        <State label="6 cards: pinned strip" padded={false}><IconBenefitSection section={need(pages["devops-services"].benefits).section} cards={need(pages["devops-services"].benefits).cards} /></State>
      </Entry>
      <Entry id="social-platforms" name="service/SocialPlatforms" note="Six networks with a description and four features each.">
        <State label="Default" padded={false}><SocialPlatforms socialPlatforms={need(pages["automated-social-media"].socialPlatforms)} /></State>
      </Entry>
      <Entry id="portfolio-section" name="sections/PortfolioSection" note="Featured projects cut to a limit (6 on service pages, 3 on social media); pages owns the inside.">
        <State label="Limit 3" padded={false}><PortfolioSection projects={projects} limit={3} /></State>
        <State label="No projects: renders nothing" padded={false}><PortfolioSection projects={[]} limit={3} /></State>
      </Entry>
      <Entry id="service-cta" name="service/ServiceCta" note="Closing call to action; the button opens the booking link in a new tab.">
        <State label="Default" padded={false}><ServiceCta cta={pages["cloud-services"].cta} bookingLink={bookingLink} /></State>
      </Entry>
      <Entry id="contact-section" name="forms/ContactSection" note="Contact section of home, services and industries: large screens only (forms owns the inside).">
        <State label="Default" padded={false}><ContactSection /></State>
      </Entry>
    </>
  )
}
