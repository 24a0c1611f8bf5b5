/** @jsxImportSource @emotion/react */
import { useRef, useState } from "react"
import type { KeyboardEvent } from "react"
import { css } from "@emotion/react"
import { hiddenOnMobile } from "../../content/showcase"
import { theme } from "../../styles/theme"
import { Section, sectionHeading } from "../../components/sections/Section"
import { Icon } from "../../components/ui/Icon"
import { mobileHidden, mobileOnly } from "../../styles/mobile"
import { Card } from "../../components/sections/Card"
import { CardGrid } from "../../components/sections/CardGrid"
import type { TabbedCardsView } from "./view"

const tablist = css`
  display: flex; flex-wrap: wrap; justify-content: center; gap: .5rem; margin-bottom: 1.5rem;
  button {
    display: inline-flex; align-items: center; gap: .4rem; min-height: 44px; padding: .55rem 1.1rem; font: inherit; font-weight: 600;
    border-radius: ${theme.radius.pill}; border: 1px solid ${theme.color.border}; background: #fff; color: ${theme.color.navy}; cursor: pointer;
  }
  button[aria-selected="true"] { background: ${theme.color.navy}; border-color: ${theme.color.navy}; color: #fff; }
`
const lead = css`text-align: center; color: ${theme.color.textMuted}; margin-bottom: 1.5rem;`
const more = css`
  display: block; margin: 1.5rem auto 0; min-height: 44px; padding: .7rem 1.5rem; border-radius: ${theme.radius.pill};
  font: inherit; font-weight: 600; cursor: pointer; background: #fff; color: ${theme.color.navy}; border: 2px solid ${theme.color.navy};
`

/**
 * Tabs of cards (an ARIA tablist: arrow keys, Home and End). Under 768 px only the first tabs (plus
 * the selected one) and the first cards show until the visitor presses the block's "show more"
 * button; choosing another tab collapses the list again.
 */
export function TabbedCards({ id, titleId, block }: { id: string; titleId: string; block: TabbedCardsView }) {
  const [selected, setSelected] = useState(0)
  const [expanded, setExpanded] = useState(false)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const count = block.tabs.length
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
  const category = block.tabs[selected]
  const hiddenCards = !expanded && (category.entries.length > block.mobileVisibleCards || count > block.mobileVisibleTabs)
  return (
    <Section tone="alt" id={id} heading={sectionHeading(titleId, block.section)}>
      <div role="tablist" aria-label={block.section.heading} css={tablist}>
        {block.tabs.map((item, index) => (
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
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} tabIndex={0}>
        <p css={lead}>{category.description}</p>
        <CardGrid items={category.entries} keyOf={card => card.title} gap={1.25} columns={{ md: 2, lg: block.columns }}
          itemProps={(_, index) => ({ "data-testid": "use-case", css: hiddenOnMobile(index, block.mobileVisibleCards, expanded) ? mobileHidden : undefined })}>
          {card => (
            // An optional icon, the title and text, checked points, then the figures (each above its label).
            <Card media={card.icon && { icon: card.icon }} title={card.title} titleSize={1.15} text={card.description} textSize={0.95} padding="md" gap={0.75}
              points={card.features.length > 0 ? { kind: "checked", items: card.features, label: card.featuresLabel, gap: 0.35, markGap: 0.45 } : undefined} figures={card.figures} />
          )}
        </CardGrid>
        {hiddenCards && (
          <button type="button" css={[more, mobileOnly]} onClick={() => setExpanded(true)}>
            {block.moreText}
          </button>
        )}
      </div>
    </Section>
  )
}
