import type { CountUpTiming } from "../../content/countup"
import type { CountUpStat } from "../../content/types/sections"
import { useCountUp } from "./useCountUp"

/** A figure that counts up to its target once `start` turns true (the final value when motion is reduced). */
export function CountUpNumber({ stat, start, timing }: { stat: CountUpStat; start: boolean; timing: CountUpTiming }) {
  const value = useCountUp(stat.target, start, timing)
  return (
    <strong data-target={stat.target} data-testid="counter">
      {`${value}${stat.suffix}`}
    </strong>
  )
}
