import { useSyncExternalStore } from "react"

/**
 * State that lives outside React and is read with useSyncExternalStore. Root providers hand out
 * the store itself (a value that never changes), so an update re-renders only the components that
 * read it. A changing context value would instead reach every not-yet-hydrated Suspense boundary
 * of the page, and React 18 throws away the server HTML of such a boundary when its chunk has not
 * arrived: content would vanish and jump on slow networks.
 */
export interface ExternalStore<S> {
  readonly initial: S
  get(): S
  set(next: S | ((previous: S) => S)): void
  subscribe(listener: () => void): () => void
}

export function createExternalStore<S>(initial: S): ExternalStore<S> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    initial,
    get: () => state,
    set(next) {
      const value = typeof next === "function" ? (next as (previous: S) => S)(state) : next
      if (Object.is(value, state)) return
      state = value
      listeners.forEach(listener => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The store's current state; the server and hydration see its initial state. */
export function useExternalStore<S>(store: ExternalStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial)
}
