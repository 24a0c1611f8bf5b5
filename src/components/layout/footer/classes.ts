/** Class names of the footer's elements; their rules are global styles (rules.ts), so it loads no emotion runtime. */
export const FOOTER_CLASS = {
  footer: "site-footer",
  columns: "footer-columns",
  description: "footer-description",
  badges: "footer-badges",
  bottom: "footer-bottom",
  legalLinks: "footer-legal-links",
  cookieSettings: "footer-cookie-settings",
  contact: "footer-contact",
  social: "footer-social",
} as const
