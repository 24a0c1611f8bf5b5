/** Lazy margin of spec 000 §9: images start loading within 100 px of the viewport. */
export const LAZY_MARGIN_PX = 100

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
 * anyway. Inside a scroll container that clips its content sideways (a carousel's track, marked
 * `data-near-root`) the viewport's observer sees a clipped slide as far away however close it is: its
 * client logo waited for the swipe that showed it and popped in after. So such a container is watched
 * against the viewport, and once it is near, its images against the container (the same 100 px
 * beyond its visible part): the next slide's logo loads with the visible one, the one after as the
 * visitor moves on. (IntersectionObserver's own `scrollMargin` would say this in one option, but
 * Chromium 156 ignores it for the viewport's observer.) Without the observers every image is loaded
 * once the document is parsed. Plain ES5 in a string: it runs before any bundle, and the page's CSP
 * hashes it like every inline script.
 */
export const NEAR_SRC_ATTRIBUTE = "data-near-src"
/**
 * A picture's candidates wait the same way: its sources' and its image's `srcset` in this attribute,
 * given before the image's `src`, so the browser picks among them once, near the viewport.
 */
export const NEAR_SRCSET_ATTRIBUTE = "data-near-srcset"
/** A scroll container whose images are near when within the margin of its visible part (and it of the viewport's). */
export const NEAR_ROOT_ATTRIBUTE = "data-near-root"

const SELECTOR = `img[${NEAR_SRC_ATTRIBUTE}]`

export const NEAR_IMAGES_SCRIPT = `(function(){var A="${NEAR_SRC_ATTRIBUTE}",B="${NEAR_SRCSET_ATTRIBUTE}",R="${NEAR_ROOT_ATTRIBUTE}",S="${SELECTOR}",M="${LAZY_MARGIN_PX}px";function set(el){var v=el.getAttribute(B);if(v===null)return;el.removeAttribute(B);el.setAttribute("srcset",v)}function load(img){var src=img.getAttribute(A);if(src===null)return;var p=img.parentNode;if(p&&p.nodeName==="PICTURE")for(var s=p.firstElementChild;s;s=s.nextElementSibling)if(s!==img)set(s);set(img);img.removeAttribute(A);img.setAttribute("src",src)}function loadNear(entries,observer){for(var i=0;i<entries.length;i++)if(entries[i].isIntersecting){observer.unobserve(entries[i].target);load(entries[i].target)}}function start(){var all=document.querySelectorAll(S),i;if(!window.IntersectionObserver||!window.MutationObserver){for(i=0;i<all.length;i++)load(all[i]);return}var near=new IntersectionObserver(function(entries){for(var i=0;i<entries.length;i++){var t=entries[i].target;if(!entries[i].isIntersecting)continue;near.unobserve(t);if(!t.hasAttribute(R)){load(t);continue}t._near=new IntersectionObserver(loadNear,{root:t,rootMargin:M});var inside=t.querySelectorAll(S);for(var j=0;j<inside.length;j++)t._near.observe(inside[j])}},{rootMargin:M});function observe(img){var root=img.closest("["+R+"]");if(!root)near.observe(img);else if(root._near)root._near.observe(img);else near.observe(root)}function watch(node){if(node.nodeType!==1)return;if(node.matches(S))observe(node);var inside=node.querySelectorAll(S);for(var i=0;i<inside.length;i++)observe(inside[i])}for(i=0;i<all.length;i++)observe(all[i]);new MutationObserver(function(records){for(var i=0;i<records.length;i++){var r=records[i];if(r.type==="attributes")watch(r.target);else for(var j=0;j<r.addedNodes.length;j++)watch(r.addedNodes[j])}}).observe(document.documentElement,{childList:true,subtree:true,attributes:true,attributeFilter:[A]})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",start);else start()})()`
