import type { Page } from "playwright-core"

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }

/** Serious and critical WCAG violations on the page (or inside `include`), as "rule: selector, …". */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Sections far from the viewport skip rendering (content-visibility: auto) and axe judges contrast
  // from rendered boxes: everything is rendered, as a visitor scrolling to it sees it.
  // Once per document: a second check of the same page (at another width) finds both in place.
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" })
    await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") })
  }
  return page.evaluate(
    async ({ tags, selector }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
      const result = await axe.run(selector ? { include: [[selector]] } : document, { runOnly: { type: "tag", values: tags } })
      return result.violations
        .filter(v => v.impact === "serious" || v.impact === "critical")
        .map(v => `${v.id}: ${v.nodes.slice(0, 5).map(n => n.target.join(" ")).join(", ")}`)
    },
    { tags: WCAG_TAGS, selector: include }
  )
}

/** Ids that more than one element of the page carries. */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll("[id]"), el => el.id)
    return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))]
  })
}
