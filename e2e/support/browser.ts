import { chromium } from "playwright-core"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { CONSENT_STORAGE_KEY } from "../../src/lib/consent/consent"
import { staysOnMachine } from "../../scripts/serve-static.mjs"
import { CHROMIUM_PATH } from "../../scripts/chromium.mjs"

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:9000"

/**
 * Flags that keep Chromium from reaching the network on its own (see ARCHITECTURE.md). Playwright
 * adds --headless and gives every launch a fresh, temporary user-data dir.
 */
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
  })
}

export interface Session {
  context: BrowserContext
  page: Page
  /** Every request to a non-loopback address; each was aborted before it left the machine. */
  blocked: string[]
  consoleErrors: string[]
}


export interface SessionOptions {
  width?: number
  height?: number
  /** Device pixels per CSS pixel (1 unless given): which width of a srcset the browser picks. */
  deviceScaleFactor?: number
  reducedMotion?: "reduce" | "no-preference"
  /** Answer some outside requests (webhooks, geo lookups) instead of aborting them. */
  fulfil?: (url: string) => { status: number; body?: string; contentType?: string } | null
  /**
   * Apply the site's Content-Security-Policy (the `_headers` policy and each page's own meta
   * policy; bypassing ignores both). Off by default so tests can inject helpers such as axe with
   * page.addScriptTag; e2e/seo-headers.e2e.ts turns it on.
   */
  enforceCsp?: boolean
  /** A cookie choice already made on an earlier visit, so the banner stays closed. */
  priorConsent?: "rejected" | "accepted"
  /** A visitor (or crawler) that runs no script. */
  withoutJavaScript?: boolean
}

export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    deviceScaleFactor: options.deviceScaleFactor,
    reducedMotion: options.reducedMotion ?? "no-preference",
    bypassCSP: !options.enforceCsp,
    javaScriptEnabled: !options.withoutJavaScript,
  })
  const blocked: string[] = []
  const consoleErrors: string[] = []
  await context.route("**/*", route => {
    const url = route.request().url()
    if (staysOnMachine(url)) return route.continue()
    const answer = options.fulfil?.(url)
    blocked.push(url)
    if (answer) {
      return route.fulfill({ status: answer.status, body: answer.body ?? "", contentType: answer.contentType ?? "text/plain" })
    }
    return route.abort("blockedbyclient")
  })
  if (options.priorConsent) {
    const granted = options.priorConsent === "accepted"
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [CONSENT_STORAGE_KEY, JSON.stringify({ analytics: granted, marketing: granted })] as const
    )
  }
  const page = await context.newPage()
  page.on("console", message => {
    if (message.type() === "error") consoleErrors.push(message.text())
  })
  return { context, page, blocked, consoleErrors }
}

export const url = (pathname: string) => `${BASE_URL}${pathname}`
