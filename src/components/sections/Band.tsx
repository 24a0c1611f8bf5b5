import type { SectionData } from "../../content/types/sections"
import { Section, sectionHeading } from "./Section"
import type { SectionProps, SectionTone } from "./Section"

export interface BandProps {
  id: string
  section: SectionData
  tone?: SectionTone
  /** The content; as a function it places the heading itself (e.g. in a pinned strip's header). */
  children: SectionProps["children"]
}

/** A section of the service and landing pages: its heading from the copy (id `${id}-heading`), then its content. */
export function Band({ id, section, tone = "light", children }: BandProps) {
  return <Section id={id} tone={tone} heading={sectionHeading(`${id}-heading`, section)}>{children}</Section>
}
