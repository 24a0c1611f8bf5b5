import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { ReactElement, ReactNode } from "react"
import { renderToPipeableStream, renderToString } from "react-dom/server"
import { Writable } from "stream"
import { LargestPaintImages } from "../components/ui/image-preload"
import { withoutStreamPadding } from "../framework/internals"
import type { ImageCandidates } from "../components/ui/image-preload"
import type { LanguageCode } from "../content/languages"
import { GlobalStyles } from "../styles/GlobalStyles"
import { prefixWhereStillNeeded } from "../styles/vendor-prefixes"

/** A page's body HTML, and what goes into its head: the emotion styles it uses and the images of its largest paint. */
export interface RenderedPage {
  html: string
  styles: { key: string; ids: string[]; css: string }[]
  largestPaintImages: ImageCandidates[]
}

/** The HTML once every Suspense boundary has resolved (the lazy sections), as Gatsby's own renderer waits for. */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk))
        done()
      },
      final(done) {
        resolve(withoutStreamPadding(Buffer.concat(chunks).toString("utf8")))
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject, onError: reject })
  })
}

/**
 * Emotion's documented critical-CSS extraction: a cache of the page's own, then the global styles of
 * the page's language and the rules its HTML uses, as `<style data-emotion>` elements emotion adopts
 * in the browser. Left to emotion's default, every styled element had a `<style>` beside it in the
 * body (~100 on the home page), each one making the browser recompute the page's style while it
 * parsed. Vendor prefixes only where a supported browser still needs them (vendor-prefixes.ts).
 */
export async function renderPage(body: ReactNode, language: LanguageCode): Promise<RenderedPage> {
  const cache = createCache({ key: "css", stylisPlugins: [prefixWhereStillNeeded] })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  // The global styles in a render of their own, first: beside the page in one tree they would change
  // the ids React derives from each component's place (useId), which the browser's render must find again.
  renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles language={language} />
    </CacheProvider>
  )
  // A component may render more than once (a retry after a lazy section resolves): each image once.
  const images = new Map<string, ImageCandidates>()
  const collect = (image: ImageCandidates) => images.set(JSON.stringify(image), image)
  const html = await renderComplete(
    <CacheProvider value={cache}>
      <LargestPaintImages.Provider value={collect}>{body}</LargestPaintImages.Provider>
    </CacheProvider>
  )
  return { html, styles: extractCriticalToChunks(html).styles.filter(chunk => chunk.css !== ""), largestPaintImages: [...images.values()] }
}

/** The head elements of a page's styles, in emotion's order (global styles first). */
export function styleElements(styles: RenderedPage["styles"]): ReactElement[] {
  return styles.map(({ key, ids, css }) => (
    <style key={`${key} ${ids[0]}`} data-emotion={`${key} ${ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: css }} />
  ))
}
