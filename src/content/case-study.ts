import type { Selected } from "./node-input"

/** What a case study's page reads of its project record before its blocks' code arrives (its head, its blocks' page name). */
type CaseStudyInput = Selected<Queries.DirectusProject, "title" | "shortDescription" | "summary">

export const caseStudyName = (node: CaseStudyInput): string => node.title ?? ""

/** The hero's text and the meta description: the record's summary, else its short description. */
export const caseStudySummary = (node: CaseStudyInput): string => node.summary || node.shortDescription || ""
