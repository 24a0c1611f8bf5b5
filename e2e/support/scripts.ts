import type { Page, Response } from "playwright-core"

/** Calls back with each script the page downloads whose code contains `marker` (minifiers keep strings). */
export function onScriptContaining(page: Page, marker: string, found: (response: Response) => void): void {
  page.on("response", async response => {
    if (new URL(response.url()).pathname.endsWith(".js") && (await response.text().catch(() => "")).includes(marker)) found(response)
  })
}
