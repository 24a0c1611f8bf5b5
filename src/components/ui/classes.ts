/**
 * Class names of the primitives every page's first view renders (header, footer, banner, notice,
 * the headings' highlights). Their rules are global styles (rules.ts), so the components carry no
 * emotion runtime; a caller's own `css` still overrides them, as emotion's rules come after the global ones.
 */
export const UI_CLASS = {
  container: "container",
  button: "button",
  buttonPrimary: "button-primary",
  buttonSecondary: "button-secondary",
  buttonGhost: "button-ghost",
  buttonLight: "button-light",
  highlightWhole: "highlight-whole",
} as const
