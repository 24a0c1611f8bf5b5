/** Class names of the notice pages' section (not found, thank you); its rules are global styles (rules.ts), so such a page loads no emotion runtime. */
export const NOTICE_CLASS = {
  notice: "notice",
  coded: "notice-coded",
  code: "notice-code",
  text: "notice-text",
  actions: "notice-actions",
} as const
