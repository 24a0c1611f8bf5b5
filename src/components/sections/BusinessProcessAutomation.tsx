/** @jsxImportSource @emotion/react */
import type { PlatformGridBlock } from "../../content/blocks/cards"
import { ActionButton } from "./ActionButton"
import { PlatformGrid } from "./PlatformGrid"
import { Section, actions } from "./Section"

/** Platforms with their logos and a button (the home page's 'Business Process Automation'). */
export function BusinessProcessAutomation({ block: { section, platforms, button }, id }: { block: PlatformGridBlock; id?: string }) {
  return (
    <Section tone="alt" id={id} heading={{
      id: "bpa-title", title: section.heading, highlight: section.highlightedText,
      description: section.description,
    }}>
      <PlatformGrid items={platforms} label="Automation platforms" />
      <div css={actions}><ActionButton button={button} /></div>
    </Section>
  )
}
