/**
 * What an image does when it loads or fails, without the site's code (spec 000 §4.5: a logo that
 * fails becomes a circle with its name's first letter; a hero image that fails is hidden, with a
 * console warning). The element around an image that carries IMAGE_STATE_ATTRIBUTE (or the image
 * itself) is marked `loaded` or `failed` by this inline script in every page's head, and styles
 * show what each state shows: a block that only needs that never waits for its code, and an error
 * before hydration is never missed. `load` and `error` do not bubble, so the script listens on the
 * document as they pass down to the image (capture). Plain ES5 in a string: it runs before any
 * bundle, and the page's CSP hashes it like every inline script.
 */
export const IMAGE_STATE_ATTRIBUTE = "data-image-state"
/** On the marked element: the warning logged when its image fails. */
export const IMAGE_FAILURE_ATTRIBUTE = "data-image-failure"
/** An image that stands in while the real one loads: its own loading says nothing of the element's state. */
export const PLACEHOLDER_ATTRIBUTE = "data-placeholder"

/** The attributes of an element whose image, when it fails, is hidden with this warning logged. */
export const hiddenWhenFailed = (warning: string) => ({ [IMAGE_STATE_ATTRIBUTE]: "", [IMAGE_FAILURE_ATTRIBUTE]: warning })

export const IMAGE_STATES_SCRIPT = `(function(){function mark(e){var t=e.target;if(!t||t.tagName!=="IMG"||!t.closest||t.hasAttribute("${PLACEHOLDER_ATTRIBUTE}"))return;var f=t.closest("[${IMAGE_STATE_ATTRIBUTE}]");if(!f)return;f.setAttribute("${IMAGE_STATE_ATTRIBUTE}",e.type==="load"?"loaded":"failed");var w=f.getAttribute("${IMAGE_FAILURE_ATTRIBUTE}");if(e.type==="error"&&w)console.warn(w)}document.addEventListener("load",mark,true);document.addEventListener("error",mark,true)})()`
