/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { ABOUT_COUNT } from "../../content/countup"
import type { CountUpStat } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { CountUpNumber } from "../../components/sections/CountUpNumber"
import { useInView } from "../../components/sections/useInView"

const list = css`
  list-style: none; margin: 3rem 0 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(3, 1fr); ${mq.md} { gap: 1.5rem; }
  li { text-align: center; padding: 1.5rem .5rem; border-radius: ${theme.radius.lg}; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); }
  strong { display: block; font-size: clamp(2rem, 6vw, 3rem); color: ${theme.color.accent}; font-variant-numeric: tabular-nums; }
  span { color: ${theme.color.textOnDarkMuted}; font-weight: 600; font-size: .9rem; ${mq.md} { font-size: 1rem; } }
`

/** Figures under a page hero (the about page's 50+, 8, 5+): count up over 2000 ms in ~16 ms steps once the row is seen. */
export function HeroFigures({ stats }: { stats: CountUpStat[] }) {
  const { ref, seen } = useInView<HTMLUListElement>(0.1)
  return (
    <ul ref={ref} css={list} aria-label="Lumenaut in numbers" data-seen={seen}>
      {stats.map(stat => (
        <li key={stat.label}>
          <CountUpNumber stat={stat} start={seen} timing={ABOUT_COUNT} />
          <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  )
}
