import type { IconName } from "../../content/types/icon"
import { iconSymbolId } from "./Icon"
import { ICON_PATHS } from "./icon-paths"

/**
 * Every icon drawing once, as symbols at the top of each page's HTML (gatsby-ssr), outside React:
 * icons reference them with <use>, so the drawings never ride in the JavaScript a page hydrates with.
 */
export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" width="0" height="0"
      style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}>
      {(Object.keys(ICON_PATHS) as IconName[]).map(name => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  )
}
