import { LAZY_MARGIN_PX } from "../components/ui/ImageNearViewport"

/**
 * Spec 000 §9: lazy images load when within 100 px of the viewport. `loading="lazy"` leaves the
 * distance to the browser (Chrome starts them 1,250 px or more away, so a phone fetched the hero's
 * client logos, below the fold, with its largest image), and most plain images are in static blocks,
 * which never hydrate. So a plain image (NearImg) carries its URL in this attribute instead of
 * `src`, and this inline script in every page's head gives it its `src` once it comes within the
 * margin: the server HTML's images once the document is parsed, then those React adds (a page
 * rendered after a client-side navigation, a tab shown). Its MutationObserver starts only then:
 * watching the parser's every insertion made home's parsing 7.5 ms longer (16.1 → 23.6 ms, median
 * of 9 traced loads), and the viewport's images could not be requested before the first layout
 * anyway. Without the observers every image is loaded once the document is parsed. Plain ES5 in a
 * string: it runs before any bundle, and the page's CSP hashes it like every inline script.
 */
export const NEAR_SRC_ATTRIBUTE = "data-near-src"

const SELECTOR = `img[${NEAR_SRC_ATTRIBUTE}]`

export const NEAR_IMAGES_SCRIPT = `(function(){var A="${NEAR_SRC_ATTRIBUTE}",S="${SELECTOR}";function load(img){var src=img.getAttribute(A);if(src===null)return;img.removeAttribute(A);img.setAttribute("src",src)}function start(){var all=document.querySelectorAll(S),i;if(!window.IntersectionObserver||!window.MutationObserver){for(i=0;i<all.length;i++)load(all[i]);return}var near=new IntersectionObserver(function(entries){for(var i=0;i<entries.length;i++)if(entries[i].isIntersecting){near.unobserve(entries[i].target);load(entries[i].target)}},{rootMargin:"${LAZY_MARGIN_PX}px"});function watch(node){if(node.nodeType!==1)return;if(node.matches(S))near.observe(node);var inside=node.querySelectorAll(S);for(var i=0;i<inside.length;i++)near.observe(inside[i])}for(i=0;i<all.length;i++)near.observe(all[i]);new MutationObserver(function(records){for(var i=0;i<records.length;i++){var r=records[i];if(r.type==="attributes")watch(r.target);else for(var j=0;j<r.addedNodes.length;j++)watch(r.addedNodes[j])}}).observe(document.documentElement,{childList:true,subtree:true,attributes:true,attributeFilter:[A]})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",start);else start()})()`
