/**
 * Class names of the page hero's elements. Their rules are global styles (rules.ts), so the hero
 * loads no emotion runtime.
 */
export const HERO_CLASS = {
  band: "hero-band",
  background: "hero-background",
  grid: "hero-grid",
  gridWithImage: "hero-grid-with-image",
  label: "hero-label",
  badges: "hero-badges",
  text: "hero-text",
  buttons: "hero-buttons",
  figure: "hero-figure",
  figureFramed: "hero-figure-framed",
  trustSignals: "hero-trust-signals",
  clientLogos: "hero-client-logos",
  title: "hero-title",
} as const
