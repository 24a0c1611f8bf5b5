import { industryCards } from "../content/industries"
import type { IndustryCard } from "../content/industries"
import { toJob } from "../content/jobs"
import type { Job } from "../content/jobs"
import { projectRecord } from "../content/portfolio-detail"
import type { ProjectRecord } from "../content/portfolio-detail"
import { toProjectCard } from "../content/projects"
import type { ProjectCard } from "../content/projects"
import { reviewSummary, toReview } from "../content/reviews"
import type { Review, ReviewSummary } from "../content/reviews"
import { serviceCards } from "../content/services"
import type { ServiceCard } from "../content/services"
import { siteSettings } from "../content/settings"
import type { BlockPage, BlockPageData } from "./types"

/** The settings and records of a block page as its blocks show them. */
export interface PageRecords {
  /** The external scheduling link (settings), for booking buttons. */
  bookingLink: string
  /** The CMS projects the page's projects block may show. */
  projects: readonly ProjectCard[]
  /** The CMS records the page's records blocks show, in display order. */
  services: readonly ServiceCard[]
  industries: readonly IndustryCard[]
  reviews: readonly Review[]
  jobs: readonly Job[]
  /** The newest articles (latest insights), newest first. */
  articles: readonly Queries.ArticleCardFieldsFragment[]
  /** The reviews' rating summary (settings). */
  reviewSummary: ReviewSummary
  /** A case study's own project (portfolio pages only): its hero, overview, technologies and related projects read it. */
  project?: ProjectRecord
}

const mapped = new WeakMap<BlockPageData, PageRecords>()

/** A block page's records, mapped once per page by the first block that reads them. */
export function pageRecords({ data }: Pick<BlockPage, "data">): PageRecords {
  const known = mapped.get(data)
  if (known) return known
  const records: PageRecords = {
    bookingLink: siteSettings(data.directusSettings).bookingLink,
    projects: data.projects.nodes.map(toProjectCard),
    services: data.services ? serviceCards(data.services.nodes) : [],
    industries: industryCards(data.industries?.nodes ?? []),
    reviews: (data.reviews?.nodes ?? []).map(toReview),
    jobs: (data.jobs?.nodes ?? []).map(toJob),
    articles: data.articles?.nodes ?? [],
    reviewSummary: reviewSummary(data.directusSettings),
    project: data.directusProject ? projectRecord(data.directusProject) : undefined,
  }
  mapped.set(data, records)
  return records
}
