import { lazy } from "react"
import type { ComponentType, LazyExoticComponent } from "react"

/**
 * A named export as its own chunk, out of the page's first-load JavaScript. Below-the-fold
 * sections are still rendered in full into the HTML (Gatsby waits for every Suspense boundary);
 * in the browser React keeps that HTML and hydrates the section when its chunk has arrived.
 * Parts that only appear on demand (the mobile menu) load when first shown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then(module => ({ default: module[name] })))
}
