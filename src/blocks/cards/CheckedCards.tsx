/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { CheckedCardsView as TechListData } from "./view"
import { techItemText } from "../../content/showcase"
import { mq, theme } from "../../styles/theme"
import { Button } from "../../components/ui/Button"
import { Icon } from "../../components/ui/Icon"
import { Band } from "../../components/service/Band"

const grid = css`
  list-style: none; margin: 0 0 2.5rem; padding: 0; display: grid; gap: 1rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1.5rem; }
  li {
    display: flex; gap: 1rem; padding: 1.25rem 1.5rem; border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.border}; background: #fff;
  }
  svg { color: ${theme.color.success}; flex: none; margin-top: .2rem; }
  h3 { font-size: 1.05rem; margin: 0 0 .25rem; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
`
const cta = css`display: flex; justify-content: center;`

/** Checked titles and texts, with one button under them (titles cut at 30, descriptions at 120). */
export function CheckedCards({ techList, bookingLink, id = "technologies" }: { techList: TechListData; bookingLink: string; id?: string }) {
  const items = techList.techItems.map(techItemText)
  return (
    <Band id={id} section={techList.section}>
      <ul css={grid}>
        {items.map(item => (
          <li key={item.title}>
            <Icon name="check" size={20} />
            <div>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div css={cta}>
        {techList.ctaLink ? (
          <Button to={techList.ctaLink} variant="secondary">{techList.ctaText}</Button>
        ) : (
          <Button href={bookingLink}>{techList.ctaText}</Button>
        )}
      </div>
    </Band>
  )
}
