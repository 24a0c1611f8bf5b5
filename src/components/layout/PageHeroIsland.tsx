import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"
import type { PageHeroProps } from "./PageHero"

// The hero blocks' chunk: one request for every hero a page can open with.
const PageHero = lazySection(() => import(/* webpackChunkName: "hero" */ "./PageHero"), "PageHero")

/**
 * The page hero of a view that renders it outside its block list, hydrated as an interactive block
 * is (src/blocks/registry.ts): server-rendered, its code out of the first load, live once the visitor
 * uses the page (its title is typed by the head's script, src/lib/typewriter.ts), a first tap on it
 * held until then.
 */
export function PageHeroIsland(props: PageHeroProps) {
  return (
    <HydrateWhenNeeded when="used">
      <PageHero {...props} />
    </HydrateWhenNeeded>
  )
}
