/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import { optional, text } from "../../content/blocks/common"
import { featuredProjects } from "../../content/projects"
import type { ProjectCard } from "../../content/projects"
import { Button } from "../../components/ui/Button"
import { CardBand } from "../../components/sections/CardBand"
import { FigureTiles } from "../../components/sections/FigureTiles"
import { actions, sectionHeading } from "../../components/sections/Section"
import { pageRecords } from "../page-records"
import type { BlockPage, BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { projectCard, relatedCard, successStoryCard } from "./card-props"
import { projects as spec } from "./config"
import { useHashScroll } from "./useHashScroll"
import { projectsView, relatedView, successStoriesView, successStoryCards } from "./view"

type Block = Queries.ProjectsBlockFragment

/** The projects' cards under their heading, and View All Projects unless they are all; with none to show, nothing. */
function projectBand({ id, projects, heading, highlight, description, all = false }: {
  id?: string; projects: readonly ProjectCard[]; heading: string; highlight?: string; description?: string; all?: boolean
}) {
  if (projects.length === 0) return null
  const footer = !all && <div css={actions}><Button to="/portfolios#all" variant="secondary">View All Projects</Button></div>
  return (
    <CardBand id={id} heading={{ id: `${id ?? "portfolio"}-title`, title: heading, highlight, description }}
      items={projects} keyOf={project => project.id} card={projectCard} footer={footer} />
  )
}

/** Layout all: every CMS project (the portfolio list); an address ending in its anchor scrolls to it. */
function AllProjects({ block, page }: { block: Block; page: BlockPage }) {
  const id = block.anchor ?? "all"
  useHashScroll(id)
  return projectBand({ id, projects: pageRecords(page).projects, all: true, heading: text(block.heading), highlight: optional(block.highlightedText), description: optional(block.description) })
}

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  success_stories: (block, { page }) => {
    const view = successStoriesView(block)
    return (
      <CardBand tone="dark" id={block.anchor ?? "success-stories"} heading={sectionHeading("success-title", view.section, { highlight: false })}
        intro={<FigureTiles tone="glass" stats={view.metrics} label="Success metrics" />}
        items={successStoryCards(view.projects, pageRecords(page).projects)} keyOf={story => story.title} card={successStoryCard} />
    )
  },
  featured: (block, { id, page }) => {
    const { heading, highlight, description, limit } = projectsView(block, page.name)
    return projectBand({ id, projects: featuredProjects(pageRecords(page).projects, limit), heading, highlight, description })
  },
  related: (block, { page }) => {
    const { projects, project } = pageRecords(page)
    const { heading, cards, button } = relatedView(block, projects, project)
    if (cards.length === 0) return null
    const id = block.anchor ?? "related"
    const footer = button && (
      <div css={actions}>
        {button.external ? <Button href={button.link} variant="secondary">{button.text}</Button> : <Button to={button.link} variant="secondary">{button.text}</Button>}
      </div>
    )
    return <CardBand tone="alt" id={id} heading={{ id: `${id}-title`, title: heading }} items={cards} keyOf={card => card.id} card={relatedCard} footer={footer} />
  },
  all: (block, { page }) => <AllProjects block={block} page={page} />,
}

/**
 * Projects, in the block's layout (config.ts): figures and written story cards, a card naming one of
 * the page's CMS projects showing its image and link (success_stories); the page's featured CMS
 * projects, headed after the page's name ("<service title> Projects", featured); a case study's
 * related projects (related); or every CMS project (all).
 */
export function ProjectsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment ProjectsBlock on DirectusBlockProjects {
    layout anchor heading highlightedText description limit buttonText buttonLink
    stats { value label }
    items { title description image { publicURL } imageUrl tags points }
  }
`
