/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LogoPointCardsView } from "./view"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { Band } from "../../components/service/Band"
import { PlatformLogo } from "../../components/ui/PlatformLogo"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`
const card = css`
  height: 100%; display: flex; flex-direction: column; gap: .9rem; padding: 1.75rem; background: #fff;
  border-radius: ${theme.radius.lg}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  .head { display: flex; gap: .9rem; align-items: center; }
  h3 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; color: ${theme.color.textMuted}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; font-size: .95rem; }
  li { display: flex; gap: .5rem; align-items: flex-start; }
  li svg { color: ${theme.color.primary}; flex: none; margin-top: .25rem; }
`

/** Cards with a logo beside the name, a text and checked points. */
export function LogoPointCards({ socialPlatforms, id = "social-platforms" }: { socialPlatforms: LogoPointCardsView; id?: string }) {
  return (
    <Band id={id} section={socialPlatforms.section}>
      <ul css={grid}>
        {socialPlatforms.platforms.map(platform => (
          <li key={platform.name}>
            <article css={card}>
              <div className="head">
                <PlatformLogo src={platform.iconPath} name={platform.name} size={48} framed />
                <h3>{platform.name}</h3>
              </div>
              <p>{platform.description}</p>
              <ul aria-label={`${platform.name} features`}>
                {platform.features.map(feature => (
                  <li key={feature}><Icon name="check" size={16} />{feature}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </Band>
  )
}
