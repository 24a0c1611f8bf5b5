import { css } from "@emotion/react"
import { featuredProjects } from "../../content/projects"
import type { ProjectCard as Card } from "../../content/projects"
import { featuredProjectsSection } from "../../data/home-sections"
import { mq } from "../../styles/theme"
import { Button } from "../ui/Button"
import { ProjectCard } from "./ProjectCard"
import { Section, actions } from "./Section"

export const projectGrid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.xl} { grid-template-columns: repeat(3, 1fr); }
`

export interface PortfolioSectionProps {
  projects: Card[]
  /** 4 on home, 6 on services (spec 000 §9); no limit on the portfolio list. */
  limit?: number
  /** The portfolio list shows every item, not only featured ones. */
  all?: boolean
  id?: string
  heading?: string
  description?: string
}

/** Project cards with a link to the full list; with no project to show it renders nothing. */
export function PortfolioSection({ projects, limit, all = false, id, heading = featuredProjectsSection.heading, description = featuredProjectsSection.description }: PortfolioSectionProps) {
  const shown = all ? projects : featuredProjects(projects, limit ?? projects.length)
  if (shown.length === 0) return null
  const grid = limit === 4 ? css`${projectGrid}; ${mq.xl} { grid-template-columns: repeat(2, 1fr); }` : projectGrid
  return (
    <Section id={id} heading={{
      id: `${id ?? "portfolio"}-title`, title: heading, highlight: featuredProjectsSection.highlightedText, description,
    }}>
      <ul css={grid}>
        {shown.map(project => <li key={project.id}><ProjectCard project={project} /></li>)}
      </ul>
      {!all && (
        <div css={actions}>
          <Button to="/portfolios#all" variant="secondary">View All Projects</Button>
        </div>
      )}
    </Section>
  )
}
