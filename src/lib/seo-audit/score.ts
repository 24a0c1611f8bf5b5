/**
 * SEO audit rules of spec 001 §4–5, as pure functions: a title of 30–60 characters, a description
 * (or meta description) of 120–160, weights 25/25/15/15/20, statuses by score, a fallback score of 50
 * for routes that have no content record, and the overall score's colour bands at 80 and 60.
 */
export const AUDIT_MESSAGES = {
  missingTitle: "Missing title",
  titleTooShort: "Title too short (< 30 chars)",
  titleTooLong: "Title too long (> 60 chars)",
  missingDescription: "Missing description",
  descriptionTooShort: "Description too short (< 120 chars)",
  descriptionTooLong: "Description too long (> 160 chars)",
} as const

export const TITLE_RANGE = { min: 30, max: 60 } as const
export const DESCRIPTION_RANGE = { min: 120, max: 160 } as const
export const WEIGHTS = { title: 25, description: 25, metaDescription: 15, canonical: 15, structuredData: 20 } as const
export const FALLBACK_SCORE = 50

export type AuditStatus = "excellent" | "good" | "needs-work" | "missing"
export type ScoreColour = "green" | "amber" | "red"
export type AuditCheck = keyof typeof WEIGHTS

export interface AuditInput {
  title?: string | null
  description?: string | null
  metaDescription?: string | null
  canonical?: string | null
  structuredData?: unknown
}

export interface AuditResult {
  score: number
  status: AuditStatus
  issues: string[]
  /** Points earned per check (out of WEIGHTS). */
  points: Record<AuditCheck, number>
  /** True for a hard-coded route scored with the fallback. */
  fallback: boolean
}

const text = (value: string | null | undefined) => (value ?? "").trim()
const inRange = (length: number, range: { min: number; max: number }) => length >= range.min && length <= range.max

export function titleIssue(title: string | null | undefined): string | null {
  const length = text(title).length
  if (length === 0) return AUDIT_MESSAGES.missingTitle
  if (length < TITLE_RANGE.min) return AUDIT_MESSAGES.titleTooShort
  if (length > TITLE_RANGE.max) return AUDIT_MESSAGES.titleTooLong
  return null
}

export function descriptionIssue(description: string | null | undefined): string | null {
  const length = text(description).length
  if (length === 0) return AUDIT_MESSAGES.missingDescription
  if (length < DESCRIPTION_RANGE.min) return AUDIT_MESSAGES.descriptionTooShort
  if (length > DESCRIPTION_RANGE.max) return AUDIT_MESSAGES.descriptionTooLong
  return null
}

function hasStructuredData(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasStructuredData)
  return Boolean(value) && typeof value === "object" && Object.keys(value as object).length > 0
}

export function statusFor(score: number): AuditStatus {
  if (score >= 85) return "excellent"
  if (score >= 65) return "good"
  if (score >= 25) return "needs-work"
  return "missing"
}

/** Colour of the overall score: green from 80, amber from 60, red below. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return "green"
  if (score >= 60) return "amber"
  return "red"
}

/** Scores one page: each check earns its full weight when it passes, nothing otherwise. */
export function auditPage(input: AuditInput): AuditResult {
  const description = text(input.description) || text(input.metaDescription)
  const title = titleIssue(input.title)
  const desc = descriptionIssue(description)
  const points: Record<AuditCheck, number> = {
    title: title ? 0 : WEIGHTS.title,
    description: desc ? 0 : WEIGHTS.description,
    metaDescription: inRange(text(input.metaDescription).length, DESCRIPTION_RANGE) ? WEIGHTS.metaDescription : 0,
    canonical: text(input.canonical) ? WEIGHTS.canonical : 0,
    structuredData: hasStructuredData(input.structuredData) ? WEIGHTS.structuredData : 0,
  }
  const score = Object.values(points).reduce((sum, value) => sum + value, 0)
  return { score, status: statusFor(score), issues: [title, desc].filter((i): i is string => i !== null), points, fallback: false }
}

/** A hard-coded route with no content record to audit (spec 001 §2, Internal tools). */
export function fallbackResult(): AuditResult {
  const points: Record<AuditCheck, number> = { title: 0, description: 0, metaDescription: 0, canonical: 0, structuredData: 0 }
  return { score: FALLBACK_SCORE, status: statusFor(FALLBACK_SCORE), issues: [], points, fallback: true }
}

/** Mean score of the audited rows, rounded; 0 when there are none. */
export function overallScore(results: readonly { score: number }[]): number {
  if (results.length === 0) return 0
  return Math.round(results.reduce((sum, r) => sum + r.score, 0) / results.length)
}
