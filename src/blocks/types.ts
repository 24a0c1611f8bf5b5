import type { LeadPageContext } from "../content/landing"
import type { ProjectCard } from "../content/projects"

/** What every block knows of the page it is on: facts of the page's record, never copied into blocks. */
export interface BlockPage {
  /** The lead modal's page context for every call to action of the page. */
  leadContext: LeadPageContext
  /** The record's own name (a service's title): headings like "<name> Projects" follow it. */
  name: string
  /** The external scheduling link (settings), for booking buttons. */
  bookingLink: string
  /** The CMS projects the page's projects block may show (the build picks them: src/content/page-projects.ts). */
  projects: readonly ProjectCard[]
}

export interface BlockProps<Data> {
  block: Data
  page: BlockPage
}
