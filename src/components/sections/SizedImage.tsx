/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ImageRef } from "../../content/images"
import { IMAGE_FAILED_TEXT } from "../../data/image-messages"
import { IMAGE_STATE_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE } from "../../lib/image-states"
import { mq, theme } from "../../styles/theme"
import { HIGH_PRIORITY, plainCandidates, useLargestPaintImage } from "../ui/image-preload"
import { NearImg } from "../ui/NearImg"
import { Picture } from "../ui/Picture"
import { NOT_SEARCHED } from "../../lib/search-marks"

const FAILED = "data-failed"
const state = (value: string) => `&[${IMAGE_STATE_ATTRIBUTE}="${value}"]`

/**
 * The states of the head's image-states script (src/lib/image-states.ts): the placeholder until the
 * image has loaded, the image fading in over it once it has (hidden until then only where scripts
 * run: without them nothing would show it), the note alone once it has failed. The page's largest
 * paint does not fade, as a hero's image does not: Chromium reports a largest paint only once its
 * fade has ended (/insights' first cover: 752 ms after navigation with the fade, 292 without, its
 * file there at 206).
 */
const frame = (height: number, fades: boolean) => css`
  /* Its width is the card's: an image still waiting for its address (no src yet) would otherwise
     lend the card its width attribute's 640 px, wider than a phone. */
  position: relative; height: ${height}px; overflow: hidden; contain: inline-size;
  background: linear-gradient(135deg, ${theme.color.surfaceAlt}, #E6E8F5);
  picture, img { display: block; width: 100%; height: 100%; object-fit: cover; }
  /* The image, positioned so that it paints over its placeholder as it arrives. */
  img:not([${PLACEHOLDER_ATTRIBUTE}]) { position: relative; }
  ${fades && css`
    @media (scripting: enabled) {
      &:not([${IMAGE_STATE_ATTRIBUTE}="loaded"]) img:not([${PLACEHOLDER_ATTRIBUTE}]) { opacity: 0; }
    }
    ${state("loaded")} img:not([${PLACEHOLDER_ATTRIBUTE}]) { transition: opacity .4s ease; }
  `}
  ${state("loaded")} > [${PLACEHOLDER_ATTRIBUTE}] { display: none; }
  ${state("failed")} > :not([${FAILED}]) { display: none; }
  &:not([${IMAGE_STATE_ATTRIBUTE}="failed"]) > [${FAILED}] { display: none; }
  ${mq.reducedMotion} { img { transition: none !important; } }
`
const cover = css`position: absolute; inset: 0;`
const overlay = css`
  ${cover}
  display: flex; align-items: center; justify-content: center; padding: .5rem;
  color: ${theme.color.textMuted}; font-size: .875rem; text-align: center;
`

/**
 * The site's image in a box of fixed height (no layout shift), with the states of spec 000 §4.5: a
 * placeholder while loading (the blurred image sharp made, else a note), a fade-in once loaded,
 * 'Failed to load image' when it fails. Every state is in the HTML, shown by the head's script and
 * the styles, so a card with a picture needs no code of its own. Lazy images are requested once
 * within 100 px of the viewport (spec 000 §9), and so are their placeholders: the server HTML holds
 * their URLs in attributes the head's near-images script takes them from, so nothing below the fold
 * competes with the page's own first paint and scripts. The page's largest paint (a list's first
 * card, where the page has no hero) is requested at once instead, before other images, preloaded
 * from the head, and shown as it arrives (/insights: Lighthouse's LCP was 2.3 s, after the page's
 * scripts, while it waited for the script's first look after the first paint and then faded in).
 */
export function SizedImage({ image, height, largestPaint = false }: { image: ImageRef; height: number; largestPaint?: boolean }) {
  useLargestPaintImage(largestPaint ? plainCandidates(image) : null)
  const placeholder = image.placeholder
  const Placeholder = largestPaint ? "img" : NearImg
  const marks = { [IMAGE_STATE_ATTRIBUTE]: image.src || image.image ? "" : "failed" }
  return (
    <div css={frame(height, !largestPaint)} {...marks}>
      {placeholder
        ? <Placeholder src={placeholder} alt="" css={cover} aria-hidden="true" {...{ [PLACEHOLDER_ATTRIBUTE]: "" }} />
        : <span css={overlay} aria-hidden="true" {...{ [PLACEHOLDER_ATTRIBUTE]: "" }} {...NOT_SEARCHED}>Loading image…</span>}
      <span css={overlay} role={image.alt ? "img" : undefined} aria-label={image.alt || undefined} aria-hidden={image.alt ? undefined : true} {...{ [FAILED]: "" }} {...NOT_SEARCHED}>
        {IMAGE_FAILED_TEXT}
      </span>
      {image.image ? (
        <Picture data={image.image} alt={image.alt} near={!largestPaint} highPriority={largestPaint} />
      ) : largestPaint ? (
        <img src={image.src} alt={image.alt} width={640} height={height} decoding="async" {...HIGH_PRIORITY} />
      ) : image.src ? (
        <NearImg src={image.src} alt={image.alt} width={640} height={height} />
      ) : null}
    </div>
  )
}
