import { leadContextOf } from "../content/blocks/common"
import { toJob } from "../content/jobs"
import type { Job, JobInput } from "../content/jobs"
import { industryCards } from "../content/industries"
import type { IndustryCard, IndustryInput } from "../content/industries"
import type { LeadPageContext } from "../content/landing"
import type { ProjectRecord } from "../content/portfolio-detail"
import { toProjectCard } from "../content/projects"
import type { ProjectCard, ProjectInput } from "../content/projects"
import { reviewSummary, toReview } from "../content/reviews"
import type { Review, ReviewInput, ReviewSummary } from "../content/reviews"
import { serviceCards } from "../content/services"
import type { ServiceCard, ServiceInput } from "../content/services"
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
  /** The CMS records the page's records blocks show, in display order (the build picks them: src/content/page-records.ts). */
  services: readonly ServiceCard[]
  industries: readonly IndustryCard[]
  reviews: readonly Review[]
  jobs: readonly Job[]
  /** The reviews' rating summary (settings). */
  reviewSummary: ReviewSummary
  /** A case study's own project (portfolio pages only): its hero, overview, technologies and related projects read it. */
  project?: ProjectRecord
}

type Settings = SettingsInput & Parameters<typeof reviewSummary>[0]

/**
 * What a block page's template query holds beside its record: the settings, the page's projects and,
 * in a template whose pages have records blocks, the records they show.
 */
export interface BlockPageData {
  directusSettings: Settings | null
  projects: { nodes: readonly ProjectInput[] }
  services?: { nodes: readonly ServiceInput[] }
  industries?: { nodes: readonly IndustryInput[] }
  reviews?: { nodes: readonly ReviewInput[] }
  jobs?: { nodes: readonly JobInput[] }
}

/** A template's BlockPage: its record's name and lead context (spec 001 §2; unset, the automation offer's). */
export function blockPage(data: BlockPageData, name: string, leadContext?: string | null): BlockPage {
  return {
    leadContext: leadContextOf(leadContext),
    name,
    bookingLink: siteSettings(data.directusSettings).bookingLink,
    projects: data.projects.nodes.map(toProjectCard),
    services: data.services ? serviceCards(data.services.nodes) : [],
    industries: industryCards(data.industries?.nodes ?? []),
    reviews: (data.reviews?.nodes ?? []).map(toReview),
    jobs: (data.jobs?.nodes ?? []).map(toJob),
    reviewSummary: reviewSummary(data.directusSettings),
  }
}

export interface BlockProps<Data> {
  block: Data
  page: BlockPage
}
