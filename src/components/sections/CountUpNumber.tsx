import type { CSSProperties } from "react"
import type { CountUpTiming } from "../../content/countup"
import type { CountUpStat } from "../../content/types/sections"
import { COUNT_UP_CLASS } from "./count-up-rules"

/**
 * A figure that counts up on its timing once its list is seen (count-up-rules.ts): in the HTML, its
 * final value and what follows the number.
 */
export function CountUpNumber({ stat, timing }: { stat: CountUpStat; timing: CountUpTiming }) {
  const count = { "--count-to": stat.target, "--count-steps": timing.steps, "--count-ms": `${timing.steps * timing.stepMs}ms` } as CSSProperties
  return (
    <strong data-testid="counter">
      <span className={COUNT_UP_CLASS} style={count}><span>{stat.target}</span></span>
      {stat.suffix}
    </strong>
  )
}
