/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ToolsHighlightsBlock } from "../../content/blocks/cards"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { PlatformGrid } from "./PlatformGrid"
import { Section, iconBadge } from "./Section"

const highlights = css`
  list-style: none; margin: 2.5rem 0 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(3, 1fr); }
  li { padding: 1.75rem; border-radius: ${theme.radius.lg}; background: ${theme.color.navy}; color: ${theme.color.textOnDark}; }
  h3 { margin: 0 0 .25rem; color: #fff; font-size: 1.15rem; }
  strong { display: block; color: ${theme.color.accent}; font-size: 1.6rem; margin-bottom: .35rem; }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; }
  span { background: rgba(34,211,238,.12); color: ${theme.color.accent}; }
`

/** Tools with their logos, then highlight tiles (the home page's 'AI-Powered Development'). */
export function AiPoweredDevelopment({ block: { section, tools, highlights: items }, id }: { block: ToolsHighlightsBlock; id?: string }) {
  return (
    <Section id={id} heading={{
      id: "ai-dev-title", title: section.heading, highlight: section.highlightedText,
      description: section.description,
    }}>
      <PlatformGrid items={tools} label="AI development tools" />
      <ul css={highlights}>
        {items.map(item => (
          <li key={item.title}>
            <span css={iconBadge}><Icon name={item.icon} /></span>
            <h3>{item.title}</h3>
            {item.metric && <strong>{item.metric}</strong>}
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
