import { BRAND } from "./brand"
import { BREAKPOINT } from "./breakpoints"

/** Design tokens: the one source of colours, spacing, type and breakpoints. */
export const theme = {
  color: {
    navy: BRAND.navy,
    navySoft: "#16214A",
    primary: "#5B4DE8",
    primaryHover: "#4A3CD6",
    accent: "#22D3EE",
    text: "#111827",
    textMuted: "#4B5563",
    textOnDark: "#F9FAFB",
    textOnDarkMuted: "#CBD5E1",
    surface: BRAND.surface,
    surfaceAlt: "#F5F6FB",
    border: "#E5E7EB",
    success: "#047857",
    danger: "#B91C1C",
    focus: "#F59E0B",
  },
  font: {
    /**
     * The platforms' own faces, no web font to download. Every name a device lacks costs a font lookup
     * on the first layout (measured: naming Inter, never served, added ~2 ms of 16 to the home page's).
     */
    body: `"Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif`,
  },
  radius: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  shadow: {
    card: "0 1px 2px rgba(16,24,40,.06), 0 8px 24px rgba(16,24,40,.08)",
    raised: "0 12px 40px rgba(11,21,51,.18)",
  },
  breakpoint: BREAKPOINT,
  container: 1200,
  /** A reading column (an article's text and header): about 75 characters a line. */
  reading: 760,
  headerHeight: 72,
  stickyOffset: 80,
} as const

export const mq = {
  md: `@media (min-width: ${theme.breakpoint.md}px)`,
  lg: `@media (min-width: ${theme.breakpoint.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoint.xl}px)`,
  xxl: `@media (min-width: ${theme.breakpoint.xxl}px)`,
  belowMd: `@media (max-width: ${theme.breakpoint.md - 1}px)`,
  belowLg: `@media (max-width: ${theme.breakpoint.lg - 1}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const
