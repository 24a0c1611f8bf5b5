import { useEffect, useState } from "react"

/** Typewriter timing of spec 000 §9. */
export const TYPEWRITER = { delayMs: 200, speedMs: 50 } as const

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches

/**
 * How many characters of `text` are shown. The server (and the first browser render) show all of
 * it; after hydration it restarts from 0, waits 200 ms, then adds one character every 50 ms.
 * Under prefers-reduced-motion the full text stays.
 */
export function useTypewriter(text: string): number {
  const [count, setCount] = useState(text.length)
  useEffect(() => {
    if (prefersReducedMotion()) {
      setCount(text.length)
      return
    }
    setCount(0)
    let interval: ReturnType<typeof setInterval> | undefined
    const start = setTimeout(() => {
      interval = setInterval(() => {
        setCount(current => {
          if (current + 1 >= text.length) clearInterval(interval)
          return Math.min(current + 1, text.length)
        })
      }, TYPEWRITER.speedMs)
    }, TYPEWRITER.delayMs)
    return () => {
      clearTimeout(start)
      clearInterval(interval)
    }
  }, [text])
  return count
}
