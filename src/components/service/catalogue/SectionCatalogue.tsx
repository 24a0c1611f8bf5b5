import { PageHero } from "../../layout/PageHero"
import { PageHeroProvider } from "../../layout/hero/PageHeroContext"
import type { HeroContent } from "../../../content/hero"
import { ProjectCards } from "../../../blocks/projects/ProjectCards"
import { ContactSection } from "../../../forms/contact/ContactSection"
import type { ProjectCard } from "../../../content/projects"
import { IconCards } from "../../../blocks/cards/IconCards"
import { numberedView, iconCardsView, listWithPaneView, logoPointsView, checkedCardsView } from "../../../blocks/cards/view"
import { contactSectionView } from "../../../blocks/form/view"
import type { BlockName } from "../../../../plugins/gatsby-source-directus/src/collections"
import { TabsBlock } from "../../../blocks/tabs/Tabs"
import { NumberedCards } from "../../../blocks/cards/NumberedCards"
import { StepsBlock } from "../../../blocks/steps/Steps"
import { CtaBlock } from "../../../blocks/cta/Cta"
import { ListWithPane } from "../../../blocks/cards/pane/ListWithPane"
import { LogoPointCards } from "../../../blocks/cards/LogoPointCards"
import { StatsBlock } from "../../../blocks/stats/Stats"
import { CheckedCards } from "../../../blocks/cards/CheckedCards"
import { demoShowcase } from "./demo-showcase"
import { Entry, State, demoPage, sample } from "./Entry"

/** The services' block lists (ShowcasePage query), to show each section with a real page's content. */
export type ServiceSamples = readonly { slug: string | null; blocks: readonly { blockType: string; layout?: string | null }[] }[]

/** A block of one service's page, by type and layout (the query's fragment for that type). */
function serviceBlock<Fragment>(services: ServiceSamples, slug: string, blockType: BlockName, layout: string, nth = 0): Fragment | undefined {
  const blocks = services.find(service => service.slug === slug)?.blocks ?? []
  return blocks.filter(block => block.blockType === blockType && block.layout === layout)[nth] as Fragment | undefined
}

/** Section components of the service pages, each in its states. */
/** The heroes the page hero's states show: a page's built-in hero (contact's) and the site's default hero. */
export interface CatalogueHeroes {
  builtIn: HeroContent | null
  defaultHero: HeroContent | null
}

export function SectionCatalogue({ projects, bookingLink, services, heroes, contactSection }: {
  projects: ProjectCard[]; bookingLink: string; services: ServiceSamples; heroes: CatalogueHeroes; contactSection?: Queries.FormBlockFragment
}) {
  const cards = (slug: string, layout: string, nth = 0) => serviceBlock<Queries.CardsBlockFragment>(services, slug, "block_cards", layout, nth)
  const steps = (slug: string) => serviceBlock<Queries.StepsBlockFragment>(services, slug, "block_steps", "cards")
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
      <Entry id="service-showcase" name="blocks/cards (list_with_pane)" note="At most 4 items with a title and a secondary title or text, most complete first; text cut at 280 at a word; the rest as compact cards after it; active item follows the pane's scroll or a click; hover pauses auto-advance.">
        <State label="6 items: one without text dropped, one long text cut, the one without an icon past the cap and listed under More services" padded={false}>
          {sample(cards("ui-ux-design", "list_with_pane"), block => <ListWithPane id="demo-showcase" showcase={demoShowcase(listWithPaneView(block, "UI/UX Design"))} />)}
        </State>
      </Entry>
      <Entry id="tech-list" name="blocks/cards (checked_cards)" note="Titles cut at 30, descriptions at 120; an internal or booking call to action.">
        {sample(cards("product-development", "checked_cards"), block => <State label="Default" padded={false}><CheckedCards techList={checkedCardsView(block)} bookingLink={bookingLink} /></State>)}
      </Entry>
      <Entry id="core-features" name="blocks/cards (numbered)" note="Titles cut at 35, descriptions at 120; from 6 cards a pinned horizontal strip on desktop (352/32, +2500 px, offset 80); a grid otherwise, below lg and with reduced motion.">
        {sample(cards("ai-apps-integrations", "numbered"), block => <State label="4 cards: grid" padded={false}><NumberedCards id="demo-features-grid" coreFeatures={numberedView(block)} /></State>)}
        {sample(cards("product-development", "numbered"), block => <State label="8 cards: pinned strip" padded={false}><NumberedCards id="demo-features-strip" coreFeatures={numberedView(block)} /></State>)}
      </Entry>
      <Entry id="process-steps" name="blocks/steps (cards)" note="Titles cut at 35, descriptions at 150; 4, 5 or 6 steps.">
        {sample(steps("product-development"), block => <State label="4 steps" padded={false}><StepsBlock block={{ ...block, anchor: "demo-process-4" }} /></State>)}
        {sample(steps("business-automation"), block => <State label="6 steps" padded={false}><StepsBlock block={{ ...block, anchor: "demo-process-6" }} /></State>)}
      </Entry>
      <Entry id="stats-row" name="blocks/stats (band)" note="Four figures on a band, named by the heading for screen readers.">
        {sample(serviceBlock<Queries.StatsBlockFragment>(services, "ui-ux-design", "block_stats", "band"), block => (
          <State label="Default" padded={false}><StatsBlock block={block} page={demoPage("UI/UX Design")} /></State>
        ))}
      </Entry>
      <Entry id="automation-platforms" name="blocks/tabs (logo_categories)" note="Logo cards by category; each card shows at most 4 of its points.">
        {sample(serviceBlock<Queries.TabsBlockFragment>(services, "automation", "block_tabs", "logo_categories"), block => (
          <State label="Three categories" padded={false}><TabsBlock block={{ ...block, anchor: "demo-automation-platforms" }} page={demoPage("Automation")} /></State>
        ))}
      </Entry>
      <Entry id="icon-benefits" name="blocks/cards (icons)" note="Icon cards; with the strip option, above 4 cards a pinned horizontal strip (392/32, offset 80), otherwise a grid.">
        {sample(cards("cloud-services", "icons"), block => <State label="4 cards: grid" padded={false}><IconCards titleId="demo-icons-grid-title" view={iconCardsView(block)} /></State>)}
        {sample(cards("devops-services", "icons", 1), block => <State label="6 cards: pinned strip" padded={false}><IconCards titleId="demo-icons-strip-title" view={iconCardsView(block)} /></State>)}
      </Entry>
      <Entry id="social-platforms" name="blocks/cards (logo_points)" note="Six networks with a description and four features each.">
        {sample(cards("automated-social-media", "logo_points"), block => <State label="Default" padded={false}><LogoPointCards socialPlatforms={logoPointsView(block)} /></State>)}
      </Entry>
      <Entry id="portfolio-section" name="blocks/projects (featured)" note="Featured projects cut to a limit (6 on service pages, 3 on social media); pages owns the inside.">
        <State label="Limit 3" padded={false}><ProjectCards projects={projects} limit={3} heading="Featured Projects" highlight="Projects" /></State>
        <State label="No projects: renders nothing" padded={false}><ProjectCards projects={[]} limit={3} heading="Featured Projects" /></State>
      </Entry>
      <Entry id="service-cta" name="blocks/cta (panel)" note="A heading, a sentence and buttons, in a box; a booking button opens the booking link in a new tab.">
        {sample(serviceBlock<Queries.CtaBlockFragment>(services, "cloud-services", "block_cta", "panel"), block => (
          <State label="Boxed, with a booking button" padded={false}><CtaBlock block={{ ...block, anchor: "demo-panel" }} page={demoPage("Cloud Services")} /></State>
        ))}
      </Entry>
      <Entry id="contact-section" name="forms/ContactSection" note="Contact section of home, services and industries: large screens only (forms owns the inside).">
        {sample(contactSection, block => <State label="Default" padded={false}><ContactSection copy={contactSectionView(block)} /></State>)}
      </Entry>
    </>
  )
}
