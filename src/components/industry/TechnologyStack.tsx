import type { SectionData } from "../../data/types/sections"
import { Section } from "../sections/Section"
import { TechnologyGroups } from "../sections/TechnologyGroups"
import type { TechnologyGroup } from "../sections/TechnologyGroups"

/** An industry's technology stack: its categories of technologies under the section heading. */
export function TechnologyStack({ id, data }: { id: string; data: { section: SectionData; groups: TechnologyGroup[] } }) {
  return (
    <Section tone="alt" id={id} heading={{ id: "tech-title", title: data.section.heading, description: data.section.description }}>
      <TechnologyGroups groups={data.groups} />
    </Section>
  )
}
