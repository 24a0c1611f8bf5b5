/** Class names of the language links (header, mobile menu, footer); their rules are global styles (rules.ts). */
export const LANGUAGE_CLASS = {
  links: "language-links",
  header: "language-links-header",
} as const
