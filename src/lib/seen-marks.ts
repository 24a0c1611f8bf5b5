import { WATCH_ELEMENTS_SOURCE } from "./watch-elements"

/**
 * What starts as it is seen, without the site's code: an element carrying SEEN_AT_ATTRIBUTE (a share
 * of it, 0 to 1) is marked SEEN_ATTRIBUTE="true" by this inline script in every page's head once that
 * share of it has been visible, and styles start what it shows (figures that count up:
 * count-up-rules.ts). So a block that only moves as it shows never waits for, or downloads, its code.
 * It watches the server HTML's elements once the document is parsed, then those React adds
 * (watch-elements.ts). Without IntersectionObserver an element counts as seen at once. Plain ES5 in
 * a string: it runs before any bundle, and the page's CSP hashes it like every inline script.
 */
export const SEEN_AT_ATTRIBUTE = "data-seen-at"
export const SEEN_ATTRIBUTE = "data-seen"

/** The attributes of an element marked once `share` of it has been visible. */
export const seenAt = (share: number) => ({ [SEEN_AT_ATTRIBUTE]: String(share) }) as Record<`data-${string}`, string>

const SELECTOR = `[${SEEN_AT_ATTRIBUTE}]:not([${SEEN_ATTRIBUTE}])`

export const SEEN_MARKS_SCRIPT = `(function(){var S="${SELECTOR}",byShare={};function mark(el){el.setAttribute("${SEEN_ATTRIBUTE}","true")}function observe(el){if(!window.IntersectionObserver)return mark(el);var share=parseFloat(el.getAttribute("${SEEN_AT_ATTRIBUTE}"))||0;var o=byShare[share]||(byShare[share]=new IntersectionObserver(function(entries,observer){for(var i=0;i<entries.length;i++){var e=entries[i];if(e.isIntersecting&&e.intersectionRatio>=share){observer.unobserve(e.target);mark(e.target)}}},{threshold:share}));o.observe(el)}${WATCH_ELEMENTS_SOURCE}watchElements(S,observe)})()`
