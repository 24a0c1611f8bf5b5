/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { SectionHeading } from "../ui/SectionHeading"
import type { SectionHeadingProps } from "../ui/SectionHeading"
import type { SectionData } from "../../content/types/sections"

export type SectionTone = "light" | "alt" | "dark"

const band = (tone: SectionTone) => css`
  padding: 4rem 0;
  ${mq.md} { padding: 5.5rem 0; }
  background: ${tone === "dark" ? theme.color.navy : tone === "alt" ? theme.color.surfaceAlt : theme.color.surface};
  color: ${tone === "dark" ? theme.color.textOnDark : theme.color.text};
`

/** A section's heading: it names the section. Its tone follows the section's. */
export type SectionHeadingData = Omit<SectionHeadingProps, "title" | "tone"> & { id: string; title: string | null | undefined }

export interface SectionProps {
  tone?: SectionTone
  id?: string
  heading?: SectionHeadingData
  /** Names the section by a heading its content draws itself (sections without `heading`). */
  labelledBy?: string
  /** Names the section for screen readers only (a section that shows no heading). */
  label?: string
  className?: string
  /** The content; as a function it receives the heading to place itself (inside a box, a strip's header). */
  children: ReactNode | ((heading: ReactNode) => ReactNode)
}

/**
 * One vertical band of a page: background tone, spacing, the content width and its heading. A
 * section given a heading without a title is a content error: it is logged and the whole section
 * renders nothing (spec 000 §5.3), not a headless block.
 */
export function Section({ children, tone = "light", id, heading, labelledBy, label, className }: SectionProps) {
  if (heading && !heading.title?.trim()) {
    console.error(`Section "${id ?? heading.id}" has no title, so it is not rendered`)
    return null
  }
  const headingElement = heading?.title ? <SectionHeading {...heading} title={heading.title} tone={tone === "dark" ? "dark" : "light"} /> : null
  return (
    <section css={band(tone)} id={id} aria-labelledby={heading?.id ?? labelledBy} aria-label={label} className={className}>
      <Container>
        {typeof children === "function" ? children(headingElement) : <>{headingElement}{children}</>}
      </Container>
    </section>
  )
}

/**
 * A section's heading from its view's section data: the title, its accent part and its description.
 * `highlight: false` or `description: false` leaves that part out (a section that writes its
 * description itself, or shows no accent).
 */
export function sectionHeading(id: string, section: SectionData, { highlight = true, description = true } = {}): SectionHeadingData {
  return {
    id, title: section.heading,
    ...(highlight && { highlight: section.highlightedText }),
    ...(description && { description: section.description }),
  }
}

/** A small label in a card's top right corner (a card's 'Featured' or 'Popular'). */
export const cornerBadge = css`
  position: absolute; top: 1.25rem; inset-inline-end: 1.25rem; font-size: .72rem; font-weight: 700; text-transform: uppercase;
  letter-spacing: .05em; padding: .2rem .6rem; border-radius: ${theme.radius.pill}; background: ${theme.color.primary}; color: #fff;
`

/** Shared card surface. */
export const cardStyle = css`
  background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card}; padding: 1.75rem; height: 100%;
  h3 { font-size: 1.2rem; margin: 0 0 .5rem; color: ${theme.color.navy}; }
  p { color: ${theme.color.textMuted}; margin: 0; }
`

export const darkCardStyle = css`
  background: ${theme.color.navySoft}; border: 1px solid rgba(255,255,255,.08); border-radius: ${theme.radius.lg};
  padding: 1.75rem; height: 100%;
  h3 { font-size: 1.2rem; margin: 0 0 .5rem; color: #fff; }
  p { color: ${theme.color.textOnDarkMuted}; margin: 0; }
`

export const iconBadge = css`
  display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 48px;
  border-radius: ${theme.radius.md}; background: rgba(91,77,232,.1); color: ${theme.color.primary}; margin-bottom: 1rem;
`

export const actions = css`
  display: flex; flex-wrap: wrap; gap: 1rem; justify-content: center; margin-top: 2.5rem;
`

/** Introductory paragraph under a section heading, for copy longer than the heading's 150-character cut. */
export const sectionLead = css`
  text-align: center; max-width: 760px; margin: -1.5rem auto 2.5rem; color: ${theme.color.textMuted}; font-size: 1.0625rem;
`
/** The lead's colour on a dark band (over sectionLead). */
export const sectionLeadOnDark = css`color: ${theme.color.textOnDarkMuted};`
