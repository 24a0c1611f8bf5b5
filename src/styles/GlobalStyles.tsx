import { Global, css } from "@emotion/react"
import type { ReactNode } from "react"
import type { LanguageCode } from "../content/languages"
import { IMAGE_FAILURE_ATTRIBUTE, IMAGE_STATE_ATTRIBUTE } from "../lib/image-states"
import { NEAR_SRC_ATTRIBUTE } from "../lib/near-images"
import { arabicFontFaces, arabicFontRules, paintsInArabicFace } from "./arabic-font"
import { staticRules } from "./static-rules"
import { mq, theme } from "./theme"

const styles = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.headerHeight + 8}px; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 16px;
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
  img, svg { max-width: 100%; }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 .5em; color: ${theme.color.navy}; }
  p { margin: 0 0 1em; }
  a { color: ${theme.color.primary}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  /* On phones, laid out and painted only as they near the viewport: home is ~25,000 px tall there,
     and laying all of it out made the longest tasks of the load. The estimate holds their place
     until then (once shown, their real height is kept) and errs high: what overflows a waiting
     section's box lies over the next one, which audit tools read as obscured or low-contrast text.
     The last two keep their height from the start: at the end of the page the browser cannot hold
     the view still while an estimate turns real. */
  ${mq.belowMd} {
    main > section ~ section:not(:nth-last-of-type(-n + 2)) { content-visibility: auto; contain-intrinsic-size: auto 2400px; }
  }
  /* Without JavaScript an image's <noscript> copy shows, not the one waiting for the near-images
     script (NearImg, Picture), whose picture would still hold the copy's place. */
  @media (scripting: none) { img[${NEAR_SRC_ATTRIBUTE}], picture:has(> img[${NEAR_SRC_ATTRIBUTE}]) { display: none; } }
  /* With it, a waiting image has no src yet, and the browser draws its alt text beside a broken-image
     icon: a wide screen's first frame showed the hero's client logos so. Unpainted, it keeps its box
     and its name (opacity, unlike visibility, leaves it to assistive technology). */
  img[${NEAR_SRC_ATTRIBUTE}] { opacity: 0; }
  /* An image hidden when it fails (image-states.ts: a hero's). */
  [${IMAGE_STATE_ATTRIBUTE}="failed"][${IMAGE_FAILURE_ATTRIBUTE}] { display: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: .01ms !important; animation-iteration-count: 1 !important; transition-duration: .01ms !important; }
  }
`

/**
 * The Arabic faces and stacks (arabic-font.ts), in Arabic documents only: 9.9 KB of rules no other page
 * applies (an English page's language switcher names Arabic in a system face rather than download a
 * font for one word). A page changes language by loading the other document (LanguageLinks), so a
 * document keeps the styles of its own language.
 */
const arabicStyles = css`
  ${arabicFontFaces}
  ${arabicFontRules(theme.font.body)}
`

/**
 * The document's own styles, rendered once by the server into every page's head (src/root/renderPage.tsx),
 * where they stay across page changes: no page's browser code renders them, so the first load carries
 * no emotion runtime. `gatsby develop` has no server HTML and renders them in the browser
 * (gatsby-browser.tsx), for whichever language it shows: there `language` is left out.
 */
export function GlobalStyles({ language }: { language?: LanguageCode }) {
  const arabic = language === undefined || paintsInArabicFace(language)
  return <Global styles={[styles, ...(arabic ? [arabicStyles] : []), ...staticRules]} />
}

/** A root element with the global styles before it: `gatsby develop`'s wrapRootElement (gatsby-browser.tsx). */
export function withGlobalStyles({ element }: { element: ReactNode }) {
  return (
    <>
      <GlobalStyles />
      {element}
    </>
  )
}
