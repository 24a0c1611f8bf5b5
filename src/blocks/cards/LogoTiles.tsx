/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ModelTile } from "./view"
import type { SectionData } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { PlatformLogo } from "../../components/ui/PlatformLogo"
import { Section, sectionHeading } from "../../components/sections/Section"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(2, 1fr);
  ${mq.md} { grid-template-columns: repeat(4, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(6, 1fr); }
  li { display: flex; flex-direction: column; align-items: center; gap: .5rem; text-align: center; padding: 1.25rem .75rem;
    border-radius: ${theme.radius.md}; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
  strong { color: ${theme.color.navy}; font-size: .95rem; }
  span.cat { font-size: .75rem; font-weight: 600; color: ${theme.color.textMuted}; text-transform: uppercase; letter-spacing: .04em; }
`

/** Small tiles: a logo, a name and a label (what kind it is). */
export function LogoTiles({ section, models, id }: { section: SectionData; models: ModelTile[]; id?: string }) {
  return (
    <Section tone="alt" id={id} heading={sectionHeading(`${id ?? "ai-models"}-title`, section)}>
      <ul css={grid}>
        {models.map(model => (
          <li key={model.name}>
            <PlatformLogo src={model.logo} name={model.name} size={40} />
            <strong>{model.name}</strong>
            <span className="cat">{model.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
