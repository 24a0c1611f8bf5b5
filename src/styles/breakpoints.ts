/**
 * Breakpoints of the spec: mobile 768, lg (mobile menu below it) 1024, desktop 1280, wide dropdown
 * 1367. Apart from the theme so the first-load code that reads one (HydrateWhenNeeded) carries no other token.
 */
export const BREAKPOINT = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1367 } as const
