import { createDirectus, readFiles, readItems, readSingleton, rest, staticToken } from "@directus/sdk"
import type { CollectionSpec } from "./collections"
import { requestFields } from "./collections"
import { FILE_FIELDS } from "./cms/contract"
import type { RawItem } from "./normalise"
import { CmsHttpError, CmsUnreachableError } from "./source"
import type { ContentSource, FileRecord } from "./source"

export interface DirectusOptions {
  url: string
  token: string
  retries?: number
  retryDelayMs?: number
  timeoutMs?: number
}

const TRANSIENT_STATUSES = new Set([408, 425, 429, 502, 503, 504])

function statusOf(error: unknown): number | null {
  const response = (error as { response?: { status?: unknown } } | null)?.response
  return typeof response?.status === "number" ? response.status : null
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/**
 * Runs one request with retries and exponential backoff on transient failures, then classifies
 * the final failure: a status means CmsHttpError, no status means the CMS could not be reached.
 */
export async function withRetry<T>(
  collection: string,
  request: () => Promise<T>,
  { retries = 3, retryDelayMs = 500 }: Pick<DirectusOptions, "retries" | "retryDelayMs"> = {}
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request()
    } catch (error) {
      const status = statusOf(error)
      const transient = status === null || TRANSIENT_STATUSES.has(status)
      if (transient && attempt < retries) {
        await sleep(retryDelayMs * 2 ** attempt)
        continue
      }
      if (status !== null) throw new CmsHttpError(collection, status)
      throw new CmsUnreachableError(collection, error)
    }
  }
}

/** A live Directus read through its REST API with the build's static, read-only token. */
export function directusSource(options: DirectusOptions): ContentSource {
  const url = options.url.replace(/\/+$/, "")
  const timeoutMs = options.timeoutMs ?? 20_000
  const client = createDirectus(url)
    .with(staticToken(options.token))
    .with(rest({ onRequest: init => ({ ...init, signal: AbortSignal.timeout(timeoutMs) }) }))

  const retry = <T>(collection: string, request: () => Promise<T>) => withRetry(collection, request, options)

  return {
    kind: "cms",
    async fetchCollection(spec: CollectionSpec) {
      const fields = requestFields(spec)
      if (spec.singleton) {
        const item = await retry(spec.name, () => client.request(readSingleton(spec.name as never, { fields } as never)))
        return item ? [item as RawItem] : []
      }
      // limit -1: Directus returns only 100 items unless asked for all of them.
      const items = await retry(spec.name, () =>
        client.request(readItems(spec.name as never, { fields, limit: -1, sort: ["id"] } as never))
      )
      return items as RawItem[]
    },
    async fetchFiles(ids: string[]) {
      if (ids.length === 0) return []
      const files = await retry("directus_files", () =>
        client.request(readFiles({ fields: FILE_FIELDS, filter: { id: { _in: ids } }, limit: -1 } as never))
      )
      return files as FileRecord[]
    },
    async fetchFileBytes(file: FileRecord) {
      return retry("directus_files", async () => {
        const response = await fetch(`${url}/assets/${encodeURIComponent(file.id)}`, {
          headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) throw { response }
        return Buffer.from(await response.arrayBuffer())
      })
    },
  }
}
