/** @jsxImportSource @emotion/react */
import { useRef, useState } from "react"
import { css } from "@emotion/react"
import { hiddenOnMobile } from "../../content/showcase"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { mobileHidden, mobileOnly } from "../../styles/mobile"
import type { BeforeAfterItem, BeforeAfterView } from "./view"

const columns = css`display: grid; gap: 2rem; ${mq.lg} { grid-template-columns: 1fr 1fr; }`
const column = (good: boolean) => css`
  padding: 1.5rem; border-radius: ${theme.radius.lg};
  background: ${good ? "#ECFDF5" : "#FEF2F2"}; border: 1px solid ${good ? "#A7F3D0" : "#FECACA"};
  h3 { display: flex; align-items: center; gap: .5rem; font-size: 1.3rem; color: ${good ? theme.color.success : theme.color.danger}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .9rem; }
  li { display: flex; gap: .9rem; padding: 1rem; border-radius: ${theme.radius.md}; background: #fff; }
  li > svg { flex: none; color: ${good ? theme.color.success : theme.color.danger}; margin-top: .15rem; }
  h4 { margin: 0 0 .25rem; font-size: 1.05rem; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
  .short { font-weight: 600; color: ${theme.color.text}; margin-bottom: .25rem; }
`
const more = css`margin-top: 1rem; width: 100%;`

interface ColumnProps {
  title: string
  items: BeforeAfterItem[]
  good: boolean
  visible: number
  moreText: string
}

function Column({ title, items, good, visible, moreText }: ColumnProps) {
  const [expanded, setExpanded] = useState(false)
  const listId = good ? "after-list" : "before-list"
  const list = useRef<HTMLUListElement>(null)
  // The button disappears once pressed: focus moves to the first item it revealed.
  const expand = () => {
    setExpanded(true)
    requestAnimationFrame(() => (list.current?.children[visible] as HTMLElement | undefined)?.focus())
  }
  return (
    <div css={column(good)}>
      <h3><Icon name={good ? "check" : "target"} size={22} />{title}</h3>
      <ul id={listId} ref={list}>
        {items.map((item, index) => (
          <li key={item.shortTitle} css={hiddenOnMobile(index, visible, expanded) ? mobileHidden : undefined} data-testid={good ? "solution" : "problem"} tabIndex={-1}>
            <Icon name={item.icon} size={22} />
            <div>
              <h4>{item.longTitle}</h4>
              <p className="short">{item.shortDescription}</p>
              <p>{item.longDescription}</p>
            </div>
          </li>
        ))}
      </ul>
      {!expanded && items.length > visible && (
        <button type="button" className="more" css={[more, mobileOnly, moreButton]} aria-controls={listId} onClick={expand}>
          {moreText}
        </button>
      )}
    </div>
  )
}

const moreButton = css`
  min-height: 44px; padding: .7rem 1rem; border-radius: ${theme.radius.pill}; font: inherit; font-weight: 600; cursor: pointer;
  background: #fff; color: ${theme.color.navy}; border: 2px solid ${theme.color.navy};
`

/** Problems against solutions; under 768 px the first of each until its "show more" button (once). */
export function BeforeAfter({ block }: { block: BeforeAfterView }) {
  return (
    <div css={columns}>
      <Column title={block.problemsTitle} items={block.problems} good={false} visible={block.mobileVisibleCount} moreText={block.showMoreProblemsText} />
      <Column title={block.solutionsTitle} items={block.solutions} good visible={block.mobileVisibleCount} moreText={block.showMoreSolutionsText} />
    </div>
  )
}
