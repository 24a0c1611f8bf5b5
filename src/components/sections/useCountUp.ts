import { useEffect, useState } from "react"
import { countValue } from "../../content/countup"
import type { CountUpTiming } from "../../content/countup"
import { usePrefersReducedMotion } from "../../lib/usePrefersReducedMotion"

/**
 * The number to show for a count-up. Before hydration and with reduced motion it is the final value
 * (so the server-rendered HTML and no-JS visitors see the real figures); once `start` turns true it
 * restarts from 0 and counts up on the given schedule, once.
 */
export function useCountUp(target: number, start: boolean, timing: CountUpTiming): number {
  const reduced = usePrefersReducedMotion()
  const [step, setStep] = useState<number | null>(null)
  const [armed, setArmed] = useState(false)

  // After mount, hide the final value until the block is seen (unless motion is reduced).
  useEffect(() => {
    if (!reduced && !start && step === null) setStep(0)
  }, [reduced, start, step])

  useEffect(() => {
    if (reduced || !start || armed) return
    setArmed(true)
    setStep(0)
    let current = 0
    const timer = window.setInterval(() => {
      current += 1
      setStep(current)
      if (current >= timing.steps) window.clearInterval(timer)
    }, timing.stepMs)
    return () => window.clearInterval(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reduced, start])

  if (reduced || step === null) return target
  return countValue(target, step, timing.steps)
}
