/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { PaneItem } from "../view"
import { SHOWCASE } from "../../../content/showcase"
import { mq, theme } from "../../../styles/theme"
import { IconBadge } from "../../../components/sections/IconBadge"
import { NearImg } from "../../../components/ui/NearImg"

const panel = css`
  display: flex; flex-direction: column; justify-content: center; gap: 1rem; padding: 2rem 1.5rem;
  border-bottom: 1px solid rgba(255,255,255,.08);
  ${mq.lg} { height: ${SHOWCASE.sectionHeight}px; padding: 2.5rem 3rem; scroll-snap-align: start; }
  h3 { color: #fff; font-size: 1.5rem; margin: 0; }
  .sub { color: ${theme.color.accent}; font-weight: 600; margin: 0; }
  p { color: ${theme.color.textOnDarkMuted}; margin: 0; }
  img { width: 48px; height: 48px; }
`
const kickerLine = css`font-size: .8rem; letter-spacing: .12em; text-transform: uppercase; color: ${theme.color.textOnDarkMuted};`

/** A showcase item's icon: from the site's set, else its image icon, else none. */
export function ShowcaseIcon({ item, tone }: { item: PaneItem; tone: "violet" | "dark" }) {
  if (item.icon) return <IconBadge name={item.icon} size={tone === "dark" ? 56 : 48} tone={tone} />
  if (item.iconUrl) return <NearImg src={item.iconUrl} alt="" width={48} height={48} />
  return null
}

/** One 400 px section of the showcase's content pane, under its line (`kicker`, "Service 01"; none when empty). */
export function PanePanel({ item, index, id, kicker }: { item: PaneItem; index: number; id: string; kicker: string }) {
  return (
    <article id={id} css={panel} data-index={index} data-testid="showcase-item">
      <ShowcaseIcon item={item} tone="dark" />
      {kicker && <span css={kickerLine}>{kicker}</span>}
      <h3>{item.mainTitle}</h3>
      {item.secondaryTitle && <p className="sub">{item.secondaryTitle}</p>}
      {item.shortDescription && <p>{item.shortDescription}</p>}
    </article>
  )
}
