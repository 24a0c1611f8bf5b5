/** Debian's Chromium headless shell, or CHROMIUM_PATH (see chromium.mjs). */
export const CHROMIUM_PATH: string
