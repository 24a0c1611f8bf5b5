/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LandingPlatformsBlock } from "../../content/landing"
import { mq, theme } from "../../styles/theme"
import { Band } from "../../components/service/Band"
import { PlatformLogo } from "../../components/ui/PlatformLogo"

const grid = (count: number) => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(${count === 5 ? 3 : count}, minmax(0, 1fr)); }
  ${mq.xl} { grid-template-columns: repeat(${count}, minmax(0, 1fr)); }
`
const card = css`
  height: 100%; display: flex; flex-direction: column; gap: .75rem; padding: 1.5rem; background: #fff;
  border-radius: ${theme.radius.lg}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  h3 { margin: 0; font-size: 1.2rem; }
  .hl { font-weight: 700; color: ${theme.color.primary}; margin: 0; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
  ul { list-style: none; padding: 0; margin: auto 0 0; display: flex; flex-wrap: wrap; gap: .4rem; }
  li { font-size: .8rem; padding: .2rem .6rem; border-radius: ${theme.radius.pill}; background: ${theme.color.surfaceAlt}; color: ${theme.color.text}; }
`

/** Cards led by a logo: a name, a highlight, a text and tags. */
export function LogoCards({ platforms, id = "platforms" }: { platforms: LandingPlatformsBlock; id?: string }) {
  return (
    <Band id={id} section={platforms.section}>
      <ul css={grid(platforms.cards.length)}>
        {platforms.cards.map(platform => (
          <li key={platform.name}>
            <article css={card}>
              <PlatformLogo src={platform.logo} name={platform.name} size={56} framed />
              <h3>{platform.name}</h3>
              <p className="hl">{platform.highlight}</p>
              <p>{platform.description}</p>
              <ul aria-label={`${platform.name} strengths`}>
                {platform.tags.map(tag => <li key={tag}>{tag}</li>)}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </Band>
  )
}
