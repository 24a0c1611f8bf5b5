import type { Page } from "playwright-core"

/** Tab until the focused element matches `predicate` (JS over `el`): a keyboard user's way to reach it. */
export async function tabTo(page: Page, predicate: string, max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab")
    if (await page.evaluate(`(el => ${predicate})(document.activeElement)`)) return
  }
  throw new Error(`Not reachable by Tab: ${predicate}`)
}

export const isButton = (name: string) => `el.tagName === "BUTTON" && el.textContent.trim() === ${JSON.stringify(name)}`
export const isNamed = (name: string) => `el.name === ${JSON.stringify(name)}`
export const hasId = (id: string) => `el.id === ${JSON.stringify(id)}`
