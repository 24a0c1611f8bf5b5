/** What the questions block shows (Faq.tsx), from its data: pure, unit-tested. */
import { list, sectionOf, text } from "../../content/blocks/common"
import type { SectionData } from "../../content/types/sections"

export interface FaqItem {
  question: string
  answer: string
}

/** Layout accordion: the questions with their answers; an entry without a question is left out. */
export function faqView(block: Queries.FaqBlockFragment): { section: SectionData; items: FaqItem[] } {
  return {
    section: sectionOf(block),
    items: list(block.items).flatMap(item => (item.question ? [{ question: item.question, answer: text(item.answer) }] : [])),
  }
}
