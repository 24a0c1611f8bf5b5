/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { ActionButton } from "../../components/sections/ActionButton"
import { Section, sectionHeading, actions, iconBadge } from "../../components/sections/Section"
import { Icon } from "../../components/ui/Icon"
import { PlatformLogo } from "../../components/ui/PlatformLogo"
import { mq, theme } from "../../styles/theme"
import type { LogoRowsView } from "./view"

const rows = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(3, 1fr); }
  li { display: flex; gap: 1rem; align-items: flex-start; padding: 1.5rem; border-radius: ${theme.radius.lg};
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; height: 100%; }
  h3 { margin: 0 0 .35rem; font-size: 1.1rem; color: ${theme.color.navy}; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
`

const figures = css`
  list-style: none; margin: 2.5rem 0 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(3, 1fr); }
  li { padding: 1.75rem; border-radius: ${theme.radius.lg}; background: ${theme.color.navy}; color: ${theme.color.textOnDark}; }
  h3 { margin: 0 0 .25rem; color: #fff; font-size: 1.15rem; }
  strong { display: block; color: ${theme.color.accent}; font-size: 1.6rem; margin-bottom: .35rem; }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; }
  span { background: rgba(34,211,238,.12); color: ${theme.color.accent}; }
`

/**
 * Logos beside a name and a text (a first-letter circle where a logo is missing); cards without a
 * logo follow as dark tiles with an icon, a title and a figure; then the block's button, if any.
 */
export function LogoRows({ view: { section, logos, tiles, tone, button }, id, titleId }: { view: LogoRowsView; id?: string; titleId: string }) {
  return (
    <Section tone={tone} id={id} heading={sectionHeading(titleId, section)}>
      <ul css={rows} aria-label={section.heading}>
        {logos.map(item => (
          <li key={item.name}>
            <PlatformLogo src={item.logo} name={item.name} />
            <div><h3>{item.name}</h3><p>{item.description}</p></div>
          </li>
        ))}
      </ul>
      {tiles.length > 0 && (
        <ul css={figures}>
          {tiles.map(tile => (
            <li key={tile.title}>
              <span css={iconBadge}><Icon name={tile.icon} /></span>
              <h3>{tile.title}</h3>
              {tile.metric && <strong>{tile.metric}</strong>}
              <p>{tile.description}</p>
            </li>
          ))}
        </ul>
      )}
      {button && <div css={actions}><ActionButton button={button} /></div>}
    </Section>
  )
}
