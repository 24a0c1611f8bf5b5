/**
 * The browser every script here drives (the browser tests, the CMS test's admin-app check, the
 * benchmark, the screenshots): Debian's Chromium headless shell (package chromium-headless-shell),
 * the same Blink as its `chromium` without a browser window. Headless `chromium` still builds a
 * window for every context or tab (its omnibox popup alone is two WebUI renderers), and on 2 cores
 * that work lands on the page's: 15 fresh contexts loading /about took 18.5 s and 36 s of CPU there,
 * 7.5 s and 11.5 s here, and the bare page's Lighthouse TBT ran 208–455 ms there, 27–192 ms here
 * (two runs). CHROMIUM_PATH overrides it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell"
