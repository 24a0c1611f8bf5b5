/** @jsxImportSource @emotion/react */
import { useRef, useState } from "react"
import type { KeyboardEvent, ReactNode } from "react"
import { css } from "@emotion/react"
import type { UseCaseTabsBlock } from "../../content/landing"
import { hiddenOnMobile } from "../../content/showcase"
import { mq, theme } from "../../styles/theme"
import { Band } from "../service/Band"
import { Icon } from "../ui/Icon"
import { mobileHidden, mobileOnly } from "./mobile"

const tablist = css`
  display: flex; flex-wrap: wrap; justify-content: center; gap: .5rem; margin-bottom: 1.5rem;
  button {
    display: inline-flex; align-items: center; gap: .4rem; min-height: 44px; padding: .55rem 1.1rem; font: inherit; font-weight: 600;
    border-radius: ${theme.radius.pill}; border: 1px solid ${theme.color.border}; background: #fff; color: ${theme.color.navy}; cursor: pointer;
  }
  button[aria-selected="true"] { background: ${theme.color.navy}; border-color: ${theme.color.navy}; color: #fff; }
`
const panel = css`
  .lead { text-align: center; color: ${theme.color.textMuted}; margin-bottom: 1.5rem; }
  & > ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; }
  ${mq.md} { & > ul { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
`
const more = css`
  display: block; margin: 1.5rem auto 0; min-height: 44px; padding: .7rem 1.5rem; border-radius: ${theme.radius.pill};
  font: inherit; font-weight: 600; cursor: pointer; background: #fff; color: ${theme.color.navy}; border: 2px solid ${theme.color.navy};
`

export interface UseCaseTabsProps<U> {
  id: string
  block: UseCaseTabsBlock<U>
  renderUseCase(useCase: U): ReactNode
  /** Four use cases fit a 2x2 grid; three read better in a row. */
  columns?: 2 | 3
}

/**
 * Category tabs of use cases (an ARIA tablist: arrow keys, Home and End). Under 768 px only the
 * first three tabs (plus the selected one) and the first two use cases show until the visitor
 * presses Show More Use Cases; choosing another tab collapses the list again.
 */
export function UseCaseTabs<U extends { title: string }>({ id, block, renderUseCase, columns = 2 }: UseCaseTabsProps<U>) {
  const [selected, setSelected] = useState(0)
  const [expanded, setExpanded] = useState(false)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const count = block.categories.length
  const select = (index: number, focus = false) => {
    setSelected(index)
    setExpanded(false)
    if (focus) tabs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: count - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    select((moves[event.key] + count) % count, true)
  }
  const category = block.categories[selected]
  const hiddenUseCases = !expanded && (category.useCases.length > block.mobileVisibleUseCases || count > block.mobileVisibleTabs)
  return (
    <Band id={id} section={block.section} tone="alt">
      <div role="tablist" aria-label={block.section.heading} css={tablist}>
        {block.categories.map((item, index) => (
          <button
            key={item.name}
            ref={el => { tabs.current[index] = el }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            css={hiddenOnMobile(index, block.mobileVisibleTabs, expanded) && index !== selected ? mobileHidden : undefined}
            onClick={() => index !== selected && select(index)}
            onKeyDown={onKeyDown}
          >
            <Icon name={item.icon} size={18} />
            {item.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0} css={panel}>
        <p className="lead">{category.description}</p>
        <ul css={columns === 3 ? css`${mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)) !important; }` : undefined}>
          {category.useCases.map((useCase, index) => (
            <li key={useCase.title} data-testid="use-case" css={hiddenOnMobile(index, block.mobileVisibleUseCases, expanded) ? mobileHidden : undefined}>
              {renderUseCase(useCase)}
            </li>
          ))}
        </ul>
        {hiddenUseCases && (
          <button type="button" css={[more, mobileOnly]} onClick={() => setExpanded(true)}>
            {block.showMoreText}
          </button>
        )}
      </div>
    </Band>
  )
}
