import type { ReactNode } from "react"
import { css } from "@emotion/react"
import type { SectionData } from "../../data/types/sections"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { SectionHeading } from "../ui/SectionHeading"

export type BandTone = "light" | "alt" | "dark"

const tones: Record<BandTone, string> = {
  light: `background: ${theme.color.surface};`,
  alt: `background: ${theme.color.surfaceAlt};`,
  dark: `background: ${theme.color.navy}; color: ${theme.color.textOnDark};`,
}

const band = (tone: BandTone) => css`
  ${tones[tone]} padding: 4rem 0; ${mq.md} { padding: 5.5rem 0; }
`

export interface BandProps {
  id: string
  section: SectionData
  tone?: BandTone
  children: ReactNode
  /** Content rendered full width (a pinned strip needs the viewport, not the container). */
  wide?: ReactNode
  /** False when the content renders the heading itself (with id `${id}-heading`), e.g. inside a pinned strip. */
  heading?: boolean
}

export function BandHeading({ id, section, tone = "light" }: { id: string; section: SectionData; tone?: BandTone }) {
  return (
    <SectionHeading id={id} title={section.heading} highlight={section.highlightedText} description={section.description} tone={tone === "dark" ? "dark" : "light"} />
  )
}

/** A page section: heading from the data, then its content, on a light, tinted or dark band. */
export function Band({ id, section, tone = "light", children, wide, heading = true }: BandProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} css={band(tone)}>
      <Container>
        {heading && <BandHeading id={headingId} section={section} tone={tone} />}
        {children}
      </Container>
      {wide}
    </section>
  )
}
