/**
 * Class names of the markup every page's first load renders: the page frame, the skip link, the
 * loading spinner and the error screen. Their components are part of the first-load JavaScript,
 * which carries no emotion runtime, so their rules are in the global styles (frame-styles.ts).
 */
export const FRAME_CLASS = {
  shell: "site-shell",
  skipLink: "skip-link",
  spinner: "spinner",
  spinnerRing: "spinner-ring",
  errorScreen: "error-screen",
} as const
