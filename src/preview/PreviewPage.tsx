import { cloneElement, useCallback, useEffect, useState } from "react"
import type { ReactElement } from "react"
import { describeIssue } from "../../plugins/gatsby-source-directus/src/normalise"
import type { RawItem } from "../../plugins/gatsby-source-directus/src/normalise"
import { showsPageHero } from "../blocks/hero/view"
import type { PageHeroContext } from "../content/hero"
import { DEFAULT_LANGUAGE } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import { RECORD_COLLECTIONS, fetchRawRecord, previewRecord, withBuildLinks } from "./preview-record"
import type { RecordKey } from "./preview-record"
import { PreviewBadge } from "./PreviewBadge"

/** The preview server's read-only proxy to Directus (scripts/preview-server.mjs): the token stays there. */
export const PREVIEW_API = "/preview-api"

async function previewGet(path: string): Promise<unknown> {
  const response = await fetch(`${PREVIEW_API}${path}`, { headers: { Accept: "application/json" }, credentials: "same-origin" })
  if (!response.ok) throw new Error(`Preview: Directus answered ${response.status} for ${path}`)
  return ((await response.json()) as { data?: unknown }).data ?? null
}

const assetUrl = (fileId: string) => `${PREVIEW_API}/assets/${encodeURIComponent(fileId)}`

type PageProps = { data?: Record<string, unknown> | null; pageContext?: { slug?: string; language?: LanguageCode; pageHero?: PageHeroContext; showsPageHero?: boolean } }
type ShownRecord = { blocks?: { blockType: string; layout?: string | null; directusId?: number | null }[] }

/** Which record of the page's query is the previewed one, and its slug. */
function previewTarget(props: PageProps): { key: RecordKey; slug: string } | null {
  const data = props.data ?? {}
  const key = (Object.keys(RECORD_COLLECTIONS) as RecordKey[]).find(name => name in data)
  if (!key) return null
  const record = data[key] as { slug?: string } | null
  const slug = record?.slug ?? props.pageContext?.slug
  return slug ? { key, slug } : null
}

/**
 * A page of the preview site (npm run preview): rendered from the preview build first, then from the
 * record as Directus has it now, drafts included, re-read whenever the tab gets focus or Directus's
 * Live Preview reloads the frame. The page's own template renders it, with its query data changed.
 */
export function PreviewPage({ element, props }: { element: ReactElement; props: PageProps }): ReactElement {
  const target = previewTarget(props)
  const key = target?.key
  const slug = target?.slug
  const language = props.pageContext?.language ?? DEFAULT_LANGUAGE
  const [record, setRecord] = useState<RawItem | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const load = useCallback(async () => {
    if (!key || !slug) return
    try {
      const raw = await fetchRawRecord(previewGet, RECORD_COLLECTIONS[key], slug)
      if (!raw) throw new Error(`Preview: no ${RECORD_COLLECTIONS[key]} item with the slug "${slug}"`)
      setRecord(previewRecord(RECORD_COLLECTIONS[key], raw, assetUrl, issue => console.warn(`Preview: refused ${describeIssue(issue)}`), language))
      setProblem(null)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }, [key, slug, language])

  useEffect(() => {
    setRecord(null)
    void load()
    window.addEventListener("focus", load)
    return () => window.removeEventListener("focus", load)
  }, [load])

  const data = props.data ?? {}
  const built = target ? (data[target.key] as RawItem | null) : null
  const shown = (target && record ? { ...built, ...withBuildLinks(record, built) } : built) as ShownRecord | null
  const marks = (shown?.blocks ?? []).map(block => `${block.blockType}:${block.directusId}`).join(",")

  // Inside Directus's Visual Editor: the marked blocks become editable, and a save re-reads the record
  // (no reload). Applied again only when blocks come or go: the editor knows a block by the key it
  // gave its element, and a save for a key it no longer has reloads the page.
  useEffect(() => {
    const cmsUrl = process.env.GATSBY_PREVIEW_CMS_URL
    if (!cmsUrl) return
    let cancelled = false
    void import("@directus/visual-editing").then(({ apply, remove }) => {
      if (cancelled) return
      remove()
      void apply({ directusUrl: cmsUrl, onSaved: () => void load() })
    })
    return () => {
      cancelled = true
    }
  }, [marks, load])

  // The build decided whether a block page's hero goes above its blocks; a draft's blocks may open with it.
  const context = props.pageContext
  const pageContext = context && "showsPageHero" in context ? { ...context, showsPageHero: showsPageHero(context.pageHero, shown?.blocks ?? []) } : context
  const page = target && record ? cloneElement(element, { data: { ...data, [target.key]: shown }, pageContext }) : element
  return (
    <>
      {page}
      <PreviewBadge state={problem ? "error" : record ? "live" : target ? "loading" : "static"} problem={problem} />
    </>
  )
}
