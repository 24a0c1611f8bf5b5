/** @jsxImportSource @emotion/react */
import { featuredProjects } from "../../content/projects"
import type { ProjectCard as Card } from "../../content/projects"
import { Button } from "../../components/ui/Button"
import { CardGrid } from "../../components/sections/CardGrid"
import { Section, actions } from "../../components/sections/Section"
import { ProjectCard } from "./ProjectCard"

export interface ProjectCardsProps {
  projects: Card[]
  /** 4 on home, 6 on services (spec 000 §9); no limit on the portfolio list. */
  limit?: number
  /** The portfolio list shows every item, not only featured ones. */
  all?: boolean
  id?: string
  heading: string
  /** The part of the heading in the accent colour. */
  highlight?: string
  description?: string
}

/** Project cards with a link to the full list; with no project to show it renders nothing. */
export function ProjectCards({
  projects, limit, all = false, id, heading, highlight, description,
}: ProjectCardsProps) {
  const shown = all ? projects : featuredProjects(projects, limit ?? projects.length)
  if (shown.length === 0) return null
  return (
    <Section id={id} heading={{
      id: `${id ?? "portfolio"}-title`, title: heading, highlight, description,
    }}>
      <CardGrid items={shown} keyOf={project => project.id}>{project => <ProjectCard project={project} />}</CardGrid>
      {!all && (
        <div css={actions}>
          <Button to="/portfolios#all" variant="secondary">View All Projects</Button>
        </div>
      )}
    </Section>
  )
}
