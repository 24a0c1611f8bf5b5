/** @jsxImportSource @emotion/react */
import { useEffect, useState } from "react"
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { classNames } from "../../styles/class-names"
import { mq } from "../../styles/theme"
import { useInView } from "./useInView"

const style = css`
  &.pending { opacity: 0; transform: translateY(16px); }
  &.animate { opacity: 1; transform: none; transition: opacity .6s ease, transform .6s ease; }
  ${mq.reducedMotion} { &.pending { opacity: 1; transform: none; } &.animate { transition: none; } }
`

/**
 * Gains the `animate` class once 10% visible (spec 001 about page). Server HTML and no-JS visitors
 * see the content as is; it is only hidden after hydration, while waiting to be seen.
 */
export function Reveal({ children, as: Tag = "div", className }: { children: ReactNode; as?: "div" | "li"; className?: string }) {
  const { ref, seen } = useInView<HTMLDivElement & HTMLLIElement>(0.1)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const state = seen ? "animate" : mounted ? "pending" : ""
  return <Tag ref={ref} css={style} className={classNames(className, state)}>{children}</Tag>
}

/** A list item that fades in as it is seen (a card grid's `item`). */
export function RevealItem({ children, className }: { children: ReactNode; className?: string }) {
  return <Reveal as="li" className={className}>{children}</Reveal>
}
