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
}

/** A page section: heading from the data, then its content, on a light, tinted or dark band. */
export function Band({ id, section, tone = "light", children, wide }: BandProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} css={band(tone)}>
      <Container>
        <SectionHeading
          id={headingId}
          title={section.heading}
          highlight={section.highlightedText}
          description={section.description}
          tone={tone === "dark" ? "dark" : "light"}
        />
        {children}
      </Container>
      {wide}
    </section>
  )
}
