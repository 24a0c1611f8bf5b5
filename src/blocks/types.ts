import type { LeadPageContext } from "../content/landing"
import type { ProjectCard } from "../content/projects"

/** What every block knows of the page it is on. */
export interface BlockPage {
  /** The lead modal's page context for every call to action of the page. */
  leadContext: LeadPageContext
  /** The name of the record the page is (an industry's): `{name}` in its blocks' copy. */
  name?: string
  /** The CMS projects the page's blocks name (src/content/page-projects.ts), as cards. */
  projects?: readonly ProjectCard[]
}

export interface BlockProps<Data> {
  block: Data
  page: BlockPage
}
