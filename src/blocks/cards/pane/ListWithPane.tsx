/** @jsxImportSource @emotion/react */
import { useMemo, useRef, useState } from "react"
import { css } from "@emotion/react"
import type { ListWithPaneView as ShowcaseData } from "../view"
import { SHOWCASE, showcaseItems, showcaseOverflow } from "../../../content/showcase"
import { mq, theme } from "../../../styles/theme"
import { Section, sectionHeading } from "../../../components/sections/Section"
import { PaneOverflow } from "./PaneOverflow"
import { PaneList } from "./PaneList"
import { PanePanel } from "./PanePanel"
import { usePaneScroll } from "./usePaneScroll"
import { fillIn } from "../../../content/words"
import { twoDigits } from "../../../content/text"

const layout = css`
  display: grid; gap: 2rem;
  ${mq.lg} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); align-items: start; }
`
const pane = css`
  position: relative; border-radius: ${theme.radius.lg}; background: ${theme.color.navy}; color: ${theme.color.textOnDark};
  ${mq.lg} {
    height: ${SHOWCASE.sectionHeight}px; overflow-y: auto; scroll-snap-type: y mandatory; overscroll-behavior: contain;
    scrollbar-width: thin; scrollbar-color: ${theme.color.accent} transparent;
  }
`

/**
 * A list beside a pane (spec 001 §2, §5, a service page's showcase): at most four items next to a content pane
 * of 400 px sections. The active item follows the pane's scroll position; a click on the list
 * scrolls the pane to that item; the pane advances by itself until hovered, focused or used.
 * Items past the cap follow as compact cards, so none goes unseen.
 */
export function ListWithPane({ showcase, id = "showcase" }: { showcase: ShowcaseData; id?: string }) {
  const items = useMemo(() => showcaseItems(showcase.items), [showcase.items])
  const more = useMemo(() => showcaseOverflow(showcase.items), [showcase.items])
  const paneRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const { scrollTo, pause, resume, stop } = usePaneScroll(paneRef, items.length, setActive)
  if (items.length === 0) return null
  return (
    <Section id={id} tone="alt" heading={sectionHeading(`${id}-heading`, showcase.section)}>
      <div css={layout} data-testid="service-showcase">
        <PaneList
          label={showcase.words.list}
          items={items}
          active={active}
          panelId={`${id}-pane`}
          onSelect={index => {
            stop()
            scrollTo(index)
          }}
        />
        <div
          ref={paneRef}
          id={`${id}-pane`}
          css={pane}
          tabIndex={0}
          role="region"
          aria-label={fillIn(showcase.words.pane, { heading: showcase.section.heading })}
          data-testid="showcase-pane"
          onMouseEnter={pause}
          onMouseLeave={resume}
          onFocus={pause}
          onBlur={resume}
          onWheel={stop}
          onTouchStart={stop}
        >
          {items.map((item, index) => (
            <PanePanel
              key={item.itemNumber}
              item={item}
              index={index}
              id={`${id}-item-${index}`}
              kicker={fillIn(showcase.words.item, { number: twoDigits(index + 1) })}
            />
          ))}
        </div>
      </div>
      <PaneOverflow id={`${id}-more`} heading={showcase.moreHeading} items={more} />
    </Section>
  )
}
