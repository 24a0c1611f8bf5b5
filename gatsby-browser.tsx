import type { GatsbyBrowser } from "gatsby"
import { RootProviders } from "./src/root/RootProviders"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

/** Page changes scroll to the top unless the address carries a hash (spec 000 §2.1). */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true
  window.scrollTo(0, 0)
  return false
}
