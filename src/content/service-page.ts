/**
 * View models of service pages' blocks not yet in a block type's folder (spec 001 §2 "Service pages"
 * and §3): what their components receive, built from the blocks' GraphQL data by src/content/blocks/*.
 */
export type { SectionData, Stat } from "./types/sections"

/** The featured portfolio: "<service title> Projects", up to `limit` (6, or 3 on automated-social-media). */
export interface ProjectsBlock {
  heading: string
  /** The part of the heading in the accent colour (none: the section's own). */
  highlight?: string
  description?: string
  limit: number
}
