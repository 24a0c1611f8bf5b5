/**
 * The brand colours the browser also paints outside the page (the address bar's theme-color, an
 * installed app's splash screen): a module of its own, so a page's head can name them without the
 * whole theme joining every page's first load.
 */
export const BRAND = { navy: "#0B1533", surface: "#FFFFFF" } as const
