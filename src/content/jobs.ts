import { SITE } from "../config/site"
import { LIMITS } from "./limits"
import type { NodeInput } from "./node-input"
import { truncateAtWord } from "./text"

/** A job node as the queries select it. */
export type JobInput = NodeInput<Queries.DirectusJob, "title" | "location" | "description" | "link">

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

