/** View model of block_faq (src/blocks/FaqBlock.tsx). */
import { list, sectionOf, text } from "./common"
import type { SectionData } from "../types/sections"

export interface FaqItem {
  question: string
  answer: string
}

/** Variant accordion: the questions with their answers; an entry without a question is left out. */
export function faqView(block: Queries.FaqBlockFragment): { section: SectionData; items: FaqItem[] } {
  return {
    section: sectionOf(block),
    items: list(block.items).flatMap(item => (item.question ? [{ question: item.question, answer: text(item.answer) }] : [])),
  }
}
