/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { AutomationPlatform, PlatformsBlock } from "../../content/service-page"
import { platformFeatures } from "../../content/showcase"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { Band } from "./Band"
import { IconBadge } from "./IconBadge"
import { PlatformLogo } from "../ui/PlatformLogo"

const category = css`
  margin-top: 2.5rem;
  & > header { display: flex; gap: 1rem; align-items: center; margin-bottom: 1.25rem; }
  & > header h3 { margin: 0; font-size: 1.35rem; }
  & > header p { margin: 0; color: ${theme.color.textMuted}; }
`
const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.xl} { grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
`
const card = css`
  height: 100%; display: flex; flex-direction: column; gap: .9rem; padding: 1.5rem; background: #fff;
  border-radius: ${theme.radius.lg}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  .head { display: flex; gap: .9rem; align-items: center; }
  h4 { margin: 0; font-size: 1.15rem; color: ${theme.color.navy}; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
  .metric { padding: .75rem 1rem; border-radius: ${theme.radius.md}; background: rgba(91,77,232,.08); }
  .metric strong { display: block; font-size: 1.5rem; color: ${theme.color.primary}; line-height: 1.2; }
  .metric span { font-size: .875rem; color: ${theme.color.text}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; font-size: .925rem; }
  li { display: flex; gap: .5rem; align-items: flex-start; }
  li svg { color: ${theme.color.success}; flex: none; margin-top: .25rem; }
`

function PlatformCard({ platform }: { platform: AutomationPlatform }) {
  return (
    <article css={card}>
      <div className="head">
        <PlatformLogo src={platform.iconUrl} name={platform.name} size={48} framed />
        <h4>{platform.name}</h4>
      </div>
      <p>{platform.description}</p>
      <div className="metric">
        <strong>{platform.benefitMetric}</strong>
        <span>{platform.benefitDescription}</span>
      </div>
      <ul aria-label={`${platform.name} features`}>
        {platformFeatures(platform).map(feature => (
          <li key={feature}><Icon name="check" size={16} />{feature}</li>
        ))}
      </ul>
    </article>
  )
}

/** Automation platforms and tools by category; each card lists at most 4 features. */
export function AutomationPlatforms({ platforms, id = "platforms" }: { platforms: PlatformsBlock; id?: string }) {
  return (
    <Band id={id} section={platforms.section} tone="alt">
      {platforms.categories.map(group => (
        <div key={group.name} css={category}>
          <header>
            <IconBadge name={group.icon} />
            <div>
              <h3>{group.name}</h3>
              <p>{group.description}</p>
            </div>
          </header>
          <ul css={grid}>
            {group.platforms.map(platform => (
              <li key={platform.name}><PlatformCard platform={platform} /></li>
            ))}
          </ul>
        </div>
      ))}
    </Band>
  )
}
