import type { SectionData } from "../../content/types/sections"
import { Section } from "../sections/Section"
import type { SectionTone } from "../sections/Section"
import { TechnologyGroups } from "../sections/TechnologyGroups"
import type { TechnologyGroup } from "../sections/TechnologyGroups"

/** A technology stack (an industry's, a case study's): its categories of technologies under the section heading. */
export function TechnologyStack({ id, data, tone = "alt" }: { id: string; data: { section: SectionData; groups: TechnologyGroup[] }; tone?: SectionTone }) {
  if (data.groups.length === 0) return null
  return (
    <Section tone={tone} id={id} heading={{ id: "tech-title", title: data.section.heading, highlight: data.section.highlightedText, description: data.section.description }}>
      <TechnologyGroups groups={data.groups} />
    </Section>
  )
}
