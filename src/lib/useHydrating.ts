import { useSyncExternalStore } from "react"

const subscribeNever = () => () => undefined

/**
 * True while React hydrates server HTML and on the server, false in a render in the browser without
 * server HTML (after a page change): React reads a store's server snapshot exactly then.
 */
export const useHydrating = (): boolean => useSyncExternalStore(subscribeNever, () => false, () => true)
