import { useEffect, useState } from "react"
import { BUILD_YEAR } from "../../../lib/build-info"

/**
 * The current year. The server renders the build's year; the browser corrects it after
 * hydration, so a page built in December and read in January never mismatches on hydration.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}
