import { WATCH_ELEMENTS_SOURCE } from "./watch-elements"

/** Typewriter timing of spec 000 §9: the first character after DELAY + SPEED, then one every SPEED. */
const TYPEWRITER = { delayMs: 200, speedMs: 50 } as const

/** Set on `<html>` by the script when it types: the styles hide a title's characters until shown. */
export const TYPING_ATTRIBUTE = "data-typing"
/** A character the script has shown. */
export const SHOWN_ATTRIBUTE = "data-shown"
/** The character the caret stands before (the next to appear). */
export const CARET_ATTRIBUTE = "data-caret"
/** A title typed to its end: every character shows. */
export const TYPED_ATTRIBUTE = "data-typed"

/**
 * Types a hero title (TypewriterTitle: one box per character, the class given) without the site's
 * code: this inline script in every page's head. Typed by CSS animations (two per character), the
 * page was restyled and repainted at every frame until the title was done, and React's root listener
 * took ~220 animation events; the script changes two or three characters' attributes at each of the
 * title's moments instead (main thread busy from navigation to 2.5 s after load 584 → 468 ms on
 * home, 545 → 436 on a service page, at 412 px, unthrottled). A title starts at the first frame
 * after the script finds it (watch-elements.ts): the server HTML's once the document is parsed, its
 * characters hidden by the styles from the first frame (`<html data-typing>` is set as the head is
 * parsed), then those React adds (a page after a client-side navigation). Its moments come from the
 * clock, not from counting timers, so a late timer (a busy or hidden tab) shows every character due
 * at once. Under reduced motion, without requestAnimationFrame or without a script the title shows
 * whole. Plain ES5 in a string: it runs before any bundle, and the page's CSP hashes it like every
 * inline script.
 */
export const typewriterScript = (titleClass: string) =>
  `(function(){var w=window,d=document,S="${SHOWN_ATTRIBUTE}",C="${CARET_ATTRIBUTE}",T="${TYPED_ATTRIBUTE}",Q=".${titleClass}:not([${TYPED_ATTRIBUTE}])",D=${TYPEWRITER.delayMs},P=${TYPEWRITER.speedMs};if(!w.requestAnimationFrame||!w.matchMedia||w.matchMedia("(prefers-reduced-motion: reduce)").matches)return;d.documentElement.setAttribute("${TYPING_ATTRIBUTE}","");function type(title){if(title._typing)return;title._typing=true;var chars=title.querySelectorAll("span"),shown=0,caret=null;function caretAt(el){if(caret)caret.removeAttribute(C);caret=el;if(el)el.setAttribute(C,"")}caretAt(chars[0]||null);requestAnimationFrame(function(start){function tick(){var now=performance.now(),due=Math.min(chars.length,Math.floor((now-start-D)/P));for(;shown<due;shown++)chars[shown].setAttribute(S,"");if(shown>=chars.length){caretAt(null);title.setAttribute(T,"");return}caretAt(chars[shown]);setTimeout(tick,start+D+(shown+1)*P-now)}tick()})}${WATCH_ELEMENTS_SOURCE}watchElements(Q,type)})()`
