import { css } from "@emotion/react"
import { SEEN_ATTRIBUTE } from "../../lib/seen-marks"

/** The class of a figure that counts up (CountUpNumber), its text the final value. */
export const COUNT_UP_CLASS = "count-up"

/**
 * A figure counts from 0 to its target (`--count-to`) in `--count-steps` even steps over `--count-ms`
 * once its list has been seen (src/lib/seen-marks.ts), as an animated integer the figure shows
 * through a counter: no code runs for it. Its text stays the final value, hidden from sight only
 * while the count shows, so screen readers, visitors without scripts and those who ask for reduced
 * motion get the figure itself. Part of the global styles (src/styles/static-rules.ts): `@property`
 * and the keyframes belong to the document.
 */
export const countUpRules = css`
  @property --count { syntax: "<integer>"; inherits: false; initial-value: 0; }
  @keyframes count-up { from { --count: 0; } to { --count: var(--count-to); } }
  @media (scripting: enabled) and (prefers-reduced-motion: no-preference) {
    .${COUNT_UP_CLASS} { counter-reset: count var(--count); }
    .${COUNT_UP_CLASS} > span {
      position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
    }
    /* The shown count is left out of the accessibility tree (the empty alternative text after the slash). */
    .${COUNT_UP_CLASS}::before { content: counter(count); content: counter(count) / ""; }
    [${SEEN_ATTRIBUTE}] .${COUNT_UP_CLASS} { animation: count-up var(--count-ms) steps(var(--count-steps)) both; }
  }
`
