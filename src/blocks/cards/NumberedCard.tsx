/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IconName } from "../../content/types/icon"
import { theme } from "../../styles/theme"
import { IconBadge } from "../../components/service/IconBadge"
import { NearImg } from "../../components/ui/NearImg"

const card = css`
  height: 100%; display: flex; flex-direction: column; gap: .75rem; padding: 1.75rem;
  border-radius: ${theme.radius.lg}; background: #fff; border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
  .top { display: flex; justify-content: space-between; align-items: flex-start; }
  .num { font-size: 2rem; font-weight: 800; color: #8A80F0; line-height: 1; }
  h3 { font-size: 1.15rem; margin: .25rem 0 0; }
  p { margin: 0; color: ${theme.color.textMuted}; }
  img { width: 48px; height: 48px; }
`

export interface NumberedCardProps {
  number?: number
  icon: IconName
  iconUrl?: string
  title: string
  description: string
}

/** A numbered card with an icon (or an image icon), a title and a text. */
export function NumberedCard({ number, icon, iconUrl, title, description }: NumberedCardProps) {
  return (
    <article css={card}>
      <div className="top">
        {iconUrl ? <NearImg src={iconUrl} alt="" width={48} height={48} /> : <IconBadge name={icon} />}
        {number !== undefined && <span className="num" aria-hidden="true">{String(number).padStart(2, "0")}</span>}
      </div>
      <h3>{title}</h3>
      <p>{description}</p>
    </article>
  )
}
