import { SITE } from "../config/site"
import { LIMITS } from "./limits"
import { truncateAtWord } from "./text"

export interface JobInput {
  id: string
  title?: string | null
  location?: string | null
  description?: string | null
  link?: string | null
}

export interface Job {
  id: string
  title: string
  location: string
  description: string
  applyHref: string
  external: boolean
}

export const DEFAULT_JOB_LOCATION = "Lahore, Pakistan (Office)"

/** Careers rules of spec 001: default location, description cut at 150, Apply Now target. */
export function toJob(job: JobInput): Job {
  const title = job.title ?? ""
  const link = job.link?.trim()
  return {
    id: job.id,
    title,
    location: job.location?.trim() || DEFAULT_JOB_LOCATION,
    description: truncateAtWord(job.description, LIMITS.jobDescription),
    applyHref: link || `mailto:${SITE.careersEmail}?subject=${encodeURIComponent(title)}`,
    external: Boolean(link),
  }
}

/**
 * The CMS jobs a page's block list shows (a records block of variant jobs, up to its limit), in the
 * CMS's order, as the page template queries them (`jobIds` in its context). No such block, no jobs.
 */
export function blockJobIds(blocks: readonly { blockType: string; variant?: string | null; limit?: number | null }[], jobIds: readonly string[]): string[] {
  const shown = blocks.filter(block => block.blockType === "block_records" && block.variant === "jobs")
  if (shown.length === 0) return []
  const limit = Math.max(...shown.map(block => (block.limit && block.limit > 0 ? block.limit : jobIds.length)))
  return jobIds.slice(0, limit)
}
