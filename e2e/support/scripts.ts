import type { BrowserContext, Page, Response } from "playwright-core"

/** Calls back with each script the page downloads whose code contains `marker` (minifiers keep strings). */
export function onScriptContaining(page: Page, marker: string, found: (response: Response) => void): void {
  page.on("response", async response => {
    if (new URL(response.url()).pathname.endsWith(".js") && (await response.text().catch(() => "")).includes(marker)) found(response)
  })
}

/**
 * Serves every script `delayMs` late (a slow network): until then the page is its HTML alone.
 * Returns how many scripts have been served so far.
 */
export async function holdScripts(context: BrowserContext, delayMs: number): Promise<() => number> {
  let served = 0
  await context.route(/\/[^/]+\.js(\?|$)/, async route => {
    await new Promise(resolve => setTimeout(resolve, delayMs))
    served += 1
    return route.continue()
  })
  return () => served
}
