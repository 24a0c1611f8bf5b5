import type { AuditStatus, ScoreColour } from "../../../lib/seo-audit"

/** Text colours with AA contrast on white. */
export const COLOURS: Record<ScoreColour, string> = { green: "#047857", amber: "#B45309", red: "#B91C1C" }

export const STATUS_LABEL: Record<AuditStatus, string> = {
  excellent: "Excellent",
  good: "Good",
  "needs-work": "Needs work",
  missing: "Missing",
}

export const STATUS_STYLE: Record<AuditStatus, { background: string; color: string }> = {
  excellent: { background: "#D1FAE5", color: "#065F46" },
  good: { background: "#E0F2FE", color: "#075985" },
  "needs-work": { background: "#FEF3C7", color: "#92400E" },
  missing: { background: "#FEE2E2", color: "#991B1B" },
}
