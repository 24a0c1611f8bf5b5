/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { LIMITS } from "../../content/limits"
import { truncate } from "../../content/text"
import { mq, theme } from "../../styles/theme"
import { HighlightedText } from "./HighlightedText"

export interface SectionHeadingProps {
  title: string
  /** A part of the title to highlight. */
  highlight?: string
  description?: string | null
  align?: "left" | "center"
  tone?: "light" | "dark"
  as?: "h1" | "h2" | "h3"
  id?: string
}

const wrap = (align: "left" | "center", tone: "light" | "dark") => css`
  text-align: ${align}; max-width: ${align === "center" ? "760px" : "none"};
  margin: ${align === "center" ? "0 auto 2.5rem" : "0 0 2rem"};
  h2, h1, h3 { font-size: 1.75rem; color: ${tone === "dark" ? theme.color.textOnDark : theme.color.navy}; ${mq.md} { font-size: 2.25rem; } }
  p { color: ${tone === "dark" ? theme.color.textOnDarkMuted : theme.color.textMuted}; font-size: 1.0625rem; margin: 0; }
  mark { background: none; color: ${tone === "dark" ? theme.color.accent : theme.color.primary}; }
`

/**
 * Section titles cut at 45 characters and descriptions at 150 (spec 000 §5.3). Sections render it
 * through Section, which drops a section that has no title.
 */
export function SectionHeading({ title, highlight, description, align = "center", tone = "light", as: Tag = "h2", id }: SectionHeadingProps) {
  return (
    <div css={wrap(align, tone)}>
      <Tag id={id}><HighlightedText text={truncate(title, LIMITS.sectionTitle)} highlight={highlight} /></Tag>
      {description && <p>{truncate(description, LIMITS.sectionDescription)}</p>}
    </div>
  )
}
