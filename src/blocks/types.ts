import { leadContextOf } from "../content/blocks/common"
import { toJob } from "../content/jobs"
import type { Job, JobInput } from "../content/jobs"
import type { LeadPageContext } from "../content/landing"
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
  /** The CMS jobs the page's jobs block shows (the build picks them: blockJobIds in src/content/jobs.ts). */
  jobs: readonly Job[]
}

/** What a block page's template query holds beside its record: the settings and the page's projects. */
export interface BlockPageData {
  directusSettings: SettingsInput | null
  projects: { nodes: readonly ProjectInput[] }
  /** In a template whose pages may have a jobs block. */
  jobs?: { nodes: readonly JobInput[] }
}

/** A template's BlockPage: its record's name and lead context (spec 001 §2; unset, the automation offer's). */
export function blockPage(data: BlockPageData, name: string, leadContext?: string | null): BlockPage {
  return {
    leadContext: leadContextOf(leadContext),
    name,
    bookingLink: siteSettings(data.directusSettings).bookingLink,
    projects: data.projects.nodes.map(toProjectCard),
    jobs: (data.jobs?.nodes ?? []).map(toJob),
  }
}

export interface BlockProps<Data> {
  block: Data
  page: BlockPage
}
