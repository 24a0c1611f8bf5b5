/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { industryPath } from "../../content/industries"
import type { IndustryCard } from "../../content/industries"
import { industryFallbackCards } from "../../content/industry-fallback"
import { mq, theme } from "../../styles/theme"
import type { SectionData } from "../../content/types/sections"
import { PlatformLogo } from "../../components/ui/PlatformLogo"
import { Section, sectionHeading, actions } from "../../components/sections/Section"

interface Tile { id: string; title: string; description: string; icon: string; path: string }

/** Store industries, or the eight static fallback cards when the store has none (spec 000 §4.5). */
export function industryTiles(industries: readonly IndustryCard[]): Tile[] {
  if (industries.length > 0) {
    return industries.map(i => ({ id: i.id, title: i.title, description: i.shortDescription, icon: i.icon.src, path: i.path }))
  }
  return [...industryFallbackCards]
    .sort((a, b) => a.order - b.order)
    .map(card => ({ id: `fallback-${card.id}`, title: card.title, description: card.shortDescription, icon: card.iconPath, path: industryPath(card.slug) }))
}

const grid = (dark: boolean) => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(3, 1fr); }
  a { position: relative; display: flex; flex-direction: column; gap: .75rem; height: 100%; padding: 1.75rem; border-radius: ${theme.radius.lg};
    text-decoration: none; transition: transform .2s, border-color .2s;
    background: ${dark ? theme.color.navySoft : theme.color.surface}; border: 1px solid ${dark ? "rgba(255,255,255,.1)" : theme.color.border}; }
  a:hover { transform: translateY(-3px); border-color: ${theme.color.accent}; }
  ${mq.reducedMotion} { a { transition: none; } a:hover { transform: none; } }
  h3 { margin: 0; font-size: 1.15rem; color: ${dark ? "#fff" : theme.color.navy}; }
  p { margin: 0; color: ${dark ? theme.color.textOnDarkMuted : theme.color.textMuted}; }
`

export function IndustryTiles({ industries, dark = false }: { industries: readonly IndustryCard[]; dark?: boolean }) {
  return (
    <ul css={grid(dark)}>
      {industryTiles(industries).map(tile => (
        <li key={tile.id}>
          <Link to={tile.path}>
            <PlatformLogo src={tile.icon} name={tile.title} size={44} />
            <h3>{tile.title}</h3>
            <p>{tile.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The industries' tiles on a dark band, and the section's buttons (home: Discover More to /industries). */
export function IndustriesSection({ industries, section, id, children }: { industries: readonly IndustryCard[]; section: SectionData; id?: string; children?: ReactNode }) {
  return (
    <Section tone="dark" id={id} heading={sectionHeading("industries-title", section)}>
      <IndustryTiles industries={industries} dark />
      {children && <div css={actions}>{children}</div>}
    </Section>
  )
}
