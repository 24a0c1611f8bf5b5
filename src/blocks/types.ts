import { leadContextOf } from "../content/blocks/common"
import type { IndustryInput } from "../content/industries"
import type { JobInput } from "../content/jobs"
import type { LeadPageContext } from "../content/landing"
import type { ProjectInput } from "../content/projects"
import type { Selected } from "../content/node-input"
import type { ReviewInput, reviewSummary } from "../content/reviews"
import type { ServiceInput } from "../content/services"
import type { SettingsInput } from "../content/settings"

/** What every block knows of the page it is on: facts of the page's record, never copied into blocks. */
export interface BlockPage {
  /** The lead modal's page context for every call to action of the page. */
  leadContext: LeadPageContext
  /** The record's own name (a service's title): headings like "<name> Projects" follow it. */
  name: string
  /**
   * The settings and records of the template's query, as it holds them: blocks read them mapped, through
   * pageRecords (page-records.ts), in their own code, so the mapping is not in the page's first load.
   */
  data: BlockPageData
}

type Settings = SettingsInput & Parameters<typeof reviewSummary>[0]

/**
 * What a block page's template query holds beside its record: the settings, the page's projects (the
 * build picks them: src/content/page-projects.ts) and, in a template whose pages have records blocks,
 * the records they show (src/content/page-records.ts).
 */
export interface BlockPageData {
  directusSettings: Settings | null
  projects: { nodes: readonly ProjectInput[] }
  services?: { nodes: readonly ServiceInput[] }
  industries?: { nodes: readonly IndustryInput[] }
  reviews?: { nodes: readonly ReviewInput[] }
  jobs?: { nodes: readonly JobInput[] }
  articles?: { nodes: readonly Queries.ArticleCardFieldsFragment[] }
  /** A case study's own project (portfolio pages only). */
  directusProject?: (ProjectInput & Selected<Queries.DirectusProject, "summary">) | null
}

/** A template's BlockPage: its record's name and lead context (spec 001 §2; unset, the automation offer's). */
export function blockPage(data: BlockPageData, name: string, leadContext?: string | null): BlockPage {
  return { leadContext: leadContextOf(leadContext), name, data }
}

export interface BlockProps<Data> {
  block: Data
  page: BlockPage
}
