/**
 * The view models of the landing blocks (spec 001 §2 "Automation landing page", "AI development
 * landing page", §3 "Landing-page static content"): what their components receive, built from the
 * blocks' GraphQL data by src/content/blocks.ts. Every call to action opens the lead modal with the
 * page's context.
 */
import type { SectionData } from "./types/sections"

/** Page context passed to the lead modal and sent as `page_context` in the lead payload. */
export type LeadPageContext = "automation" | "ai-development"

export const LEAD_PAGE_CONTEXTS: readonly LeadPageContext[] = ["automation", "ai-development"]

export const isLeadPageContext = (value: string): value is LeadPageContext => (LEAD_PAGE_CONTEXTS as readonly string[]).includes(value)

export type LandingButtonTag = "FREE" | "LIMITED"
/** A tag on a call to action's button: its look (`name`) and the word it shows. */
export interface ButtonTag {
  name: LandingButtonTag
  label: string
}

/** Platform / tool card (logo from /assets/platforms/<name>.svg). */
export interface LandingPlatformCard {
  name: string
  logo: string
  /** Headline capability, e.g. "400+ integrations" or "Visual automation". */
  highlight: string
  description: string
  /** Short chips; e.g. "Self-hosted". */
  tags: string[]
  /** The chips' name, read out ("{name} strengths", filled). */
  tagsLabel: string
}

export interface LandingPlatformsBlock {
  section: SectionData
  cards: LandingPlatformCard[]
}

