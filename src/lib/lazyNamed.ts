import { lazy } from "react"
import type { ComponentType, LazyExoticComponent } from "react"
import { settledThenable } from "../framework/internals"

/** Loaders of the sections after the hero on the pages evaluated so far, not yet started (see lazySection). */
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

/**
 * A below-the-fold section, out of the page's first load: rendered in full into the HTML (Gatsby
 * waits for every Suspense boundary), downloaded as soon as the page starts hydrating
 * (preloadSections) and hydrated when needed (HydrateWhenNeeded). A view gives all its sections'
 * imports one webpackChunkName ("sections-home"): one request for them, not one each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazySection<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  const loader = fromLoader(load, name)
  unstarted.add(loader.fetch)
  return lazy(loader.component)
}

/**
 * Starts downloading every section registered so far, each in a task of its own (sections of one
 * view share their chunk, which webpack fetches once). Later calls cost nothing.
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
