import { lazy } from "react"
import type { ComponentType, LazyExoticComponent } from "react"
import { settledThenable } from "../framework/internals"

/** Loaders of the sections queued so far and not yet started (see lazySection). */
const unstarted = new Set<() => Promise<unknown>>()

/**
 * A named export as its own chunk, out of the page's first-load JavaScript. Parts that only appear
 * on demand (the mobile menu) load when first shown. Once its chunk has arrived the component
 * resolves synchronously, so React can hydrate it within the event that needs it (a tap).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(fromLoader(load, name).component)
}

/** A lazy section, and how to put its download in the queue the page starts as it hydrates. */
export type SectionComponent<C extends ComponentType<any>> = LazyExoticComponent<C> & { queue: () => void } // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A below-the-fold section, out of the page's first load: rendered in full into the HTML (Gatsby
 * waits for every Suspense boundary), downloaded as it opens or once the visitor uses the page
 * (preloadSections) and hydrated when needed (HydrateWhenNeeded). A section every page of its view
 * has (the header, the footer) is queued when its module is imported; one that only some pages have
 * (a block type) is queued by the page that renders it (`queued: "when-rendered"`, then `queue()`),
 * so a page downloads only its own sections' code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazySection<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>, name: K, { queued = "when-imported" }: { queued?: "when-imported" | "when-rendered" } = {},
): SectionComponent<M[K]> {
  const loader = fromLoader(load, name)
  const queue = () => void unstarted.add(loader.fetch)
  if (queued === "when-imported") queue()
  return Object.assign(lazy(loader.component), { queue })
}

/**
 * Starts downloading every section queued so far, each in a task of its own (a chunk several share
 * is fetched once). Later calls cost nothing.
 */
export function preloadSections(): void {
  for (const fetch of unstarted) {
    unstarted.delete(fetch)
    setTimeout(() => void fetch().catch(() => undefined), 0)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function fromLoader<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  const fetch = () => (pending ??= load().then(module => (loaded = module), error => {
    pending = undefined
    throw error
  }))
  const component = (): Promise<{ default: M[K] }> =>
    loaded ? settledThenable({ default: loaded[name] }) : fetch().then(module => ({ default: module[name] }))
  return { fetch, component }
}
