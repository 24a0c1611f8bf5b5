import { useEffect } from "react"

/**
 * The forms on screen that hold unsent input. The version check reads it: a new build does not
 * reload the page under a visitor who is typing (their draft would come back, but not their place).
 */
const holders = new Set<object>()

export const hasUnsentInput = (): boolean => holders.size > 0

/** Reports a mounted form's unsent input while `unsent` is true; unmounting withdraws it. */
export function useUnsentInput(unsent: boolean): void {
  useEffect(() => {
    if (!unsent) return
    const holder = {}
    holders.add(holder)
    return () => {
      holders.delete(holder)
    }
  }, [unsent])
}
