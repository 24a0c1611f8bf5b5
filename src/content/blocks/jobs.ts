/** View model of block_records variant jobs (src/blocks/RecordsBlock.tsx): the open positions and their empty state. */
import { headingId, sectionOf, text } from "./common"
import type { SectionData } from "../types/sections"

export interface JobsCopy {
  /** Each job's link label (Apply Now). */
  linkText: string
  /** Shown when there are no jobs: a heading, a sentence and the open application's button. */
  empty: { heading: string; text: string; buttonText: string }
}

export interface JobsBlock {
  id: string | undefined
  headingId: string
  section: SectionData
  copy: JobsCopy
}

export const jobsView = (block: Queries.RecordsBlockFragment): JobsBlock => ({
  id: block.anchor ?? undefined,
  headingId: headingId(block.anchor, "records"),
  section: sectionOf(block),
  copy: {
    linkText: text(block.linkText),
    empty: { heading: text(block.emptyHeading), text: text(block.emptyText), buttonText: text(block.buttonText) },
  },
})
