import { readFileSync } from "fs"
import path from "path"
import type { Page } from "playwright-core"

type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }

/** Serious and critical WCAG 2.1 A/AA violations on the page, as "rule (selector, …)". */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8") })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: unknown): Promise<AxeResult> } }).axe
    const result = await axe.run({ runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
    return result.violations
      .filter(v => v.impact === "serious" || v.impact === "critical")
      .map(v => `${v.id} (${v.nodes.map(n => n.target.join(" ")).join(", ")})`)
  })
}
