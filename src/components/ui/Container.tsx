import type { ReactNode } from "react"
import { UI_CLASS } from "./classes"
import { classNames } from "../../styles/class-names"

/** Side padding of the content width; content may bleed into it (e.g. room for a carousel's shadows). */
export const GUTTER = "1.25rem"

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={classNames(UI_CLASS.container, className)}>{children}</div>
}
