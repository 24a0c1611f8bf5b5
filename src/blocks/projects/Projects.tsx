/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import { LinkButtons } from "../../components/ui/LinkButtons"
import type { LinkButton } from "../../content/blocks/link-buttons"
import { CardBand } from "../../components/sections/CardBand"
import { FigureTiles } from "../../components/sections/FigureTiles"
import { actions, sectionHeading } from "../../components/sections/Section"
import { pageRecords } from "../page-records"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { projectCard, relatedCard, successStoryCard } from "./card-props"
import { projects as spec } from "./config"
import { useHashScroll } from "./useHashScroll"
import { projectCardsView, projectWords, relatedView, shownProjects, successStoriesView, successStoryCards } from "./view"

type Block = Queries.ProjectsBlockFragment

/** The block's buttons under the cards. */
const buttonRow = (buttons: readonly LinkButton[]) => buttons.length > 0 && <div css={actions}><LinkButtons buttons={buttons} /></div>

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  success_stories: (block, { page }) => {
    const view = successStoriesView(block)
    const words = projectWords(block)
    return (
      <CardBand tone="dark" id={block.anchor ?? "success-stories"} heading={sectionHeading("success-title", view.section, { highlight: false })}
        intro={<FigureTiles tone="glass" stats={view.metrics} label={words.successMetrics} />}
        items={successStoryCards(view.projects, pageRecords(page).projects)} keyOf={story => story.title} card={successStoryCard(words)} />
    )
  },
  project_cards: (block, { id, page }) => {
    const view = projectCardsView(block, page.name)
    const shown = shownProjects(block, pageRecords(page).projects)
    if (shown.length === 0) return null
    return (
      <CardBand id={id} heading={{ id: `${id ?? "portfolio"}-title`, title: view.heading, highlight: view.highlight, description: view.description }}
        items={shown} keyOf={project => project.id} card={projectCard(projectWords(block))} footer={buttonRow(view.buttons)} />
    )
  },
  related: (block, { page }) => {
    const { projects, project } = pageRecords(page)
    const { heading, cards, buttons } = relatedView(block, projects, project)
    if (cards.length === 0) return null
    const id = block.anchor ?? "related"
    return <CardBand tone="alt" id={id} heading={{ id: `${id}-title`, title: heading }} items={cards} keyOf={card => card.id} card={relatedCard(projectWords(block))} footer={buttonRow(buttons)} />
  },
}

/**
 * Projects, in the block's layout (config.ts): figures and written story cards, a card naming one of
 * the page's CMS projects showing its image and link (success_stories); the page's featured CMS
 * projects, headed after the page's name ("<service title> Projects"), or every one (project_cards);
 * a case study's related projects (related).
 */
export function ProjectsBlock({ block, page }: BlockProps<Block>) {
  // An address ending in the block's anchor scrolls to it (the portfolio page's #all).
  useHashScroll(block.anchor ?? undefined)
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment ProjectsBlock on DirectusBlockProjects {
    layout anchor heading highlightedText description limit every buttonText buttonLink
    stats { value label }
    items { title description image { publicURL } imageUrl tags points }
    words { technologiesLabel moreTechnologiesLabel achievementsLabel successMetricsLabel }
  }
`
