/** Class names of the consent banner and the cookie settings button; their rules are global styles (rules.ts), so neither loads emotion's runtime. */
export const CONSENT_CLASS = {
  banner: "consent-banner",
  options: "consent-options",
  actions: "consent-actions",
  settingsButton: "cookie-settings",
} as const
