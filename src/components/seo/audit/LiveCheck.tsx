/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ContentStore } from "../../../lib/store/ContentStore"
import { theme } from "../../../styles/theme"
import { Button } from "../../ui/Button"

const panel = css`
  display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1rem; margin: 0 0 2rem; padding: 1rem 1.25rem;
  border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt};
  p { margin: 0; flex: 1 1 320px; }
  [role="alert"] { color: ${theme.color.danger}; flex-basis: 100%; }
`

/** True when the scores come from a forced refresh of the CMS rather than from this build. */
export const showsLiveData = (store: ContentStore) => !store.isStaticData && store.data.pages !== undefined

/**
 * Lets an editor score what is published in the CMS now, before the next build: a forced refresh
 * of the content store (spec 000 §4.1), and a cache reset. Needs the CMS's public address.
 */
export function LiveCheck({ store, cmsConfigured }: { store: ContentStore; cmsConfigured: boolean }) {
  if (!cmsConfigured) {
    return (
      <div css={panel}>
        <p>
          Scores come from this build&apos;s content. To check CMS edits before the next build, set{" "}
          <code>GATSBY_CMS_PUBLIC_URL</code> to the CMS&apos;s public address and rebuild.
        </p>
      </div>
    )
  }
  const live = showsLiveData(store)
  const status = store.loading
    ? "Reading the CMS..."
    : live && store.lastFetch
      ? `Scores from the live CMS, read at ${new Date(store.lastFetch).toLocaleTimeString("en-GB")}.`
      : "Scores from this build's content."
  return (
    <div css={panel}>
      <p role="status">{status}</p>
      <Button onClick={() => void store.fetchData(true)} disabled={store.loading}>Check the live CMS</Button>
      {live && (
        <Button variant="secondary" onClick={() => void store.resetCache()} disabled={store.loading}>
          Clear cached CMS data
        </Button>
      )}
      {store.error && <p role="alert">{store.error}</p>}
    </div>
  )
}
