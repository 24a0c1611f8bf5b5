import { ENDPOINTS } from "../config/site"

/** Session-storage key of the looked-up country (spec 000 §7 call 6). */
export const COUNTRY_CACHE_KEY = "lumenaut:country"
export const DEFAULT_COUNTRY = "us"
export const GEO_TIMEOUT_MS = 3000

const isCountryCode = (value: unknown): value is string => typeof value === "string" && /^[a-z]{2}$/i.test(value)

/** Reads the `loc=XX` line of a CDN trace answer. */
export function parseTrace(text: string): string | null {
  const match = /^loc=([A-Za-z]{2})\s*$/m.exec(text)
  return match ? match[1].toLowerCase() : null
}

/** Reads the country of an IP-info answer (`country` or `country_code`). */
export function parseIpInfo(json: unknown): string | null {
  if (!json || typeof json !== "object") return null
  const { country, country_code: code } = json as Record<string, unknown>
  const value = isCountryCode(country) ? country : isCountryCode(code) ? code : null
  return value ? value.toLowerCase() : null
}

async function fetchWithTimeout(url: string, timeoutMs: number): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`)
    return response
  } finally {
    clearTimeout(timer)
  }
}

function readCache(): string | null {
  try {
    const cached = window.sessionStorage.getItem(COUNTRY_CACHE_KEY)
    return isCountryCode(cached) ? cached : null
  } catch {
    return null
  }
}

function writeCache(country: string) {
  try {
    window.sessionStorage.setItem(COUNTRY_CACHE_KEY, country)
  } catch {
    // Storage may be disabled (private mode); the lookup simply runs again next time.
  }
}

/**
 * The visitor's two-letter country in lower case: the CDN trace (3 s time-out), then the IP-info
 * JSON, then 'us'. The answer is cached for the session.
 */
export async function lookupCountry(): Promise<string> {
  const cached = readCache()
  if (cached) return cached
  let country: string | null = null
  try {
    country = parseTrace(await (await fetchWithTimeout(ENDPOINTS.geoTrace, GEO_TIMEOUT_MS)).text())
  } catch {
    country = null
  }
  if (!country) {
    try {
      country = parseIpInfo(await (await fetchWithTimeout(ENDPOINTS.geoIpInfo, GEO_TIMEOUT_MS)).json())
    } catch {
      country = null
    }
  }
  const result = country ?? DEFAULT_COUNTRY
  writeCache(result)
  return result
}
