import type { Locator } from "playwright-core"

interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

export interface StripView {
  heading: Box
  /** The box that clips the sliding row. */
  frame: Box
  frameMask: string
  cards: Box[]
  transform: string
  viewportHeight: number
}

/**
 * Scrolls the page to a point of a section's pinned strip travel (0 its start, 1 its end, the
 * 80 px sticky offset of the spec) and measures the section heading, the strip and its cards.
 */
export function pinnedStripAt(section: Locator, at: number): Promise<StripView> {
  return section.evaluate(async (el, at) => {
    const outer = el.querySelector('[data-pinned="true"]') as HTMLElement
    const track = outer.querySelector("ul") as HTMLElement
    const start = outer.getBoundingClientRect().top + window.scrollY - 80
    window.scrollTo(0, start + at * (outer.offsetHeight - window.innerHeight))
    // The strip moves on the animation frame after the scroll event.
    await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const box = (node: Element): Box => {
      const { top, bottom, left, right } = node.getBoundingClientRect()
      return { top, bottom, left, right }
    }
    const frame = track.parentElement as HTMLElement
    return {
      heading: box(el.querySelector("h2") as HTMLElement),
      frame: box(frame),
      frameMask: getComputedStyle(frame).maskImage,
      cards: Array.from(track.children).map(box),
      transform: track.style.transform,
      viewportHeight: window.innerHeight,
    }
  }, at)
}

/**
 * While pinned, a strip shows its section heading (below the 72 px header) above the cards, all
 * within the viewport; at rest the end cards sit clear of the strip's edges, which fade.
 */
export async function expectHeadingPinnedWithCards(section: Locator): Promise<void> {
  const middle = await pinnedStripAt(section, 0.5)
  expect(middle.transform).toMatch(/translate3d\(-\d/)
  expect(middle.heading.top).toBeGreaterThanOrEqual(72)
  expect(middle.heading.bottom).toBeLessThanOrEqual(middle.viewportHeight)
  for (const card of middle.cards) {
    expect(card.top).toBeGreaterThan(middle.heading.bottom)
    expect(card.bottom).toBeLessThanOrEqual(middle.viewportHeight)
  }
  expect(middle.frameMask).toContain("gradient")
  const first = await pinnedStripAt(section, 0)
  expect(first.cards[0].left).toBeGreaterThan(first.frame.left)
  const last = await pinnedStripAt(section, 1)
  expect(last.cards[last.cards.length - 1].right).toBeLessThan(last.frame.right)
  expect(last.heading.top).toBeGreaterThanOrEqual(72)
}
