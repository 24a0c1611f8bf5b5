import { businessProcessAutomationSection } from "../../data/home/business-process-automation"
import { ActionButton } from "./ActionButton"
import { PlatformGrid } from "./PlatformGrid"
import { Section, actions } from "./Section"

/** 'Business Process Automation': six platforms and a Get Started button (booking link). */
export function BusinessProcessAutomation() {
  const { section, platforms, button } = businessProcessAutomationSection
  return (
    <Section tone="alt" heading={{
      id: "bpa-title", title: section.heading, highlight: section.highlightedText,
      description: section.description,
    }}>
      <PlatformGrid items={platforms} label="Automation platforms" />
      <div css={actions}><ActionButton button={button} /></div>
    </Section>
  )
}
