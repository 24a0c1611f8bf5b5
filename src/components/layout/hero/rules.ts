import { css } from "@emotion/react"
import { glowsBehind } from "../../../styles/glow"
import type { Glow } from "../../../styles/glow"
import { mq, theme } from "../../../styles/theme"
import { CARET_ATTRIBUTE, SHOWN_ATTRIBUTE, TYPED_ATTRIBUTE, TYPING_ATTRIBUTE } from "../../../lib/typewriter"
import { HERO_CLASS } from "./classes"

/** The band's lights: violet from the top right, over cyan from the bottom left. */
export const HERO_GLOW = {
  violet: { color: "rgba(109,94,245,.45)", radius: [1200, 500], at: [85, -10], fade: 0.6 },
  cyan: { color: "rgba(34,211,238,.18)", radius: [900, 420], at: [-10, 110], fade: 0.6 },
} as const satisfies Record<string, Glow>

/**
 * The rules of HERO_CLASS's elements, part of the global styles (src/styles/static-rules.ts). A
 * modifier class comes after the class it refines, as both weigh one class.
 */
export const heroRules = css`
  .${HERO_CLASS.band} {
    position: relative; overflow: hidden; isolation: isolate; padding: 4rem 0 3.5rem;
    background: ${theme.color.navy};
    ${glowsBehind(HERO_GLOW.cyan, HERO_GLOW.violet)}
    color: ${theme.color.textOnDark};
    ${mq.lg} { padding: 5.5rem 0 4.5rem; }
    h1 { color: #fff; font-size: clamp(2rem, 5vw, 3.4rem); letter-spacing: -.02em; margin-bottom: 1.25rem; }
  }
  .${HERO_CLASS.background} { position: absolute !important; inset: 0; z-index: -1; opacity: .18; }
  .${HERO_CLASS.grid} {
    display: grid; gap: 2.5rem; align-items: center;
    ${mq.lg} { grid-template-columns: minmax(0, 860px); }
  }
  .${HERO_CLASS.gridWithImage} { ${mq.lg} { grid-template-columns: 1.1fr .9fr; } }
  .${HERO_CLASS.label} {
    display: flex; flex-wrap: wrap; align-items: center; gap: .5rem .75rem; margin-bottom: 1.25rem; font-size: .875rem;
    strong { padding: .3rem .8rem; border-radius: ${theme.radius.pill}; background: rgba(109,94,245,.28);
      border: 1px solid rgba(167,139,250,.55); color: #fff; font-weight: 600; }
    span { color: ${theme.color.textOnDarkMuted}; }
  }
  .${HERO_CLASS.badges} {
    display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; margin: 0 0 1.25rem; padding: 0;
    li { padding: .25rem .75rem; border-radius: ${theme.radius.pill}; background: rgba(34,211,238,.14); color: ${theme.color.accent}; font-size: .8125rem; font-weight: 600; }
  }
  .${HERO_CLASS.text} { font-size: 1.125rem; color: ${theme.color.textOnDarkMuted}; max-width: 640px; margin-bottom: 2rem; }
  .${HERO_CLASS.buttons} { display: flex; flex-wrap: wrap; gap: 1rem; }
  .${HERO_CLASS.figure} {
    margin: 0; max-width: 560px; justify-self: center; width: 100%;
    img { display: block; width: 100%; height: auto; }
  }
  .${HERO_CLASS.figureFramed} {
    border-radius: ${theme.radius.lg}; overflow: hidden; box-shadow: ${theme.shadow.raised}; background: ${theme.color.navySoft};
    isolation: isolate; img { aspect-ratio: 16 / 10; object-fit: cover; }
  }

  .${HERO_CLASS.trustSignals} {
    display: flex; flex-wrap: wrap; gap: .75rem 1.5rem; list-style: none; margin: 2rem 0 0; padding: 0;
    li { display: inline-flex; align-items: center; gap: .5rem; color: ${theme.color.textOnDark}; font-weight: 600; font-size: .9375rem; }
    svg { color: ${theme.color.accent}; }
  }

  .${HERO_CLASS.clientLogos} {
    margin-top: 3rem; padding-top: 2rem; border-top: 1px solid rgba(255,255,255,.12);
    p { margin: 0 0 1rem; font-size: .8125rem; letter-spacing: .08em; text-transform: uppercase; color: ${theme.color.textOnDarkMuted}; }
    ul { display: grid; grid-template-columns: repeat(2, 1fr); gap: 1rem; list-style: none; margin: 0; padding: 0; }
    ${mq.md} { ul { grid-template-columns: repeat(3, 1fr); } }
    ${mq.lg} { ul { grid-template-columns: repeat(6, 1fr); } }
    li { display: flex; align-items: center; justify-content: center; height: 64px; padding: .5rem .75rem;
      border-radius: ${theme.radius.md}; background: rgba(255,255,255,.92); }
    img { max-height: 44px; width: auto; }
  }

  .${HERO_CLASS.title} {
    mark { background: none; color: ${theme.color.accent}; }
  }
  /* Typed by the head's script (src/lib/typewriter.ts), which sets <html data-typing> unless motion
     is reduced: until shown a character is hidden, the caret standing before the next to appear.
     Every character has its caret, hidden but the current one's, so a step of the typing repaints
     and never lays out (moving one caret from box to box laid the title out at every character). */
  html[${TYPING_ATTRIBUTE}] .${HERO_CLASS.title}:not([${TYPED_ATTRIBUTE}]) {
    span { position: relative; }
    span:not([${SHOWN_ATTRIBUTE}]) { visibility: hidden; }
    span::before {
      content: ""; position: absolute; inset-inline-start: 0; top: .1em; bottom: .02em; width: .06em;
      background: ${theme.color.accent}; visibility: hidden;
    }
    span[${CARET_ATTRIBUTE}]::before { visibility: visible; }
  }
`
