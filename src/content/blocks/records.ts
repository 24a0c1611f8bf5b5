/** View model of block_records (src/blocks/RecordsBlock.tsx): the block's own copy; the records come from BlockPage. */
import { sectionOf, text } from "./common"
import { linkButtons } from "./link-buttons"
import type { LinkButton } from "./link-buttons"
import type { SectionData } from "../types/sections"

export interface RecordsBlockView {
  section: SectionData
  /** How many records to show (none: all). */
  limit: number | undefined
  /** Label of each record's link (a review's booking link). */
  linkText: string
  buttons: LinkButton[]
}

export function recordsView(block: Queries.RecordsBlockFragment, bookingLink: string): RecordsBlockView {
  return { section: sectionOf(block), limit: block.limit ?? undefined, linkText: text(block.linkText), buttons: linkButtons(block.buttons, { booking: bookingLink }) }
}
