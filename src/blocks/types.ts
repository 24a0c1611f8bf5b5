import { leadContextOf } from "../content/blocks/common"
import type { LeadPageContext } from "../content/landing"
import type { ProjectRecord } from "../content/portfolio-detail"
import { toProjectCard } from "../content/projects"
import type { ProjectCard, ProjectInput } from "../content/projects"
import { siteSettings } from "../content/settings"
import type { SettingsInput } from "../content/settings"

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
  /** A case study's own project (portfolio pages only): its hero, overview, technologies and related projects read it. */
  project?: ProjectRecord
}

/** What a block page's template query holds beside its record: the settings and the page's projects. */
export interface BlockPageData {
  directusSettings: SettingsInput | null
  projects: { nodes: readonly ProjectInput[] }
}

/** A template's BlockPage: its record's name and lead context (spec 001 §2; unset, the automation offer's). */
export function blockPage(data: BlockPageData, name: string, leadContext?: string | null): BlockPage {
  return {
    leadContext: leadContextOf(leadContext),
    name,
    bookingLink: siteSettings(data.directusSettings).bookingLink,
    projects: data.projects.nodes.map(toProjectCard),
  }
}

export interface BlockProps<Data> {
  block: Data
  page: BlockPage
}
