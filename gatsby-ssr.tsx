import type { GatsbySSR } from "gatsby"
import { BUILD_VERSION, BUILD_VERSION_META } from "./src/lib/build-info"
import { RootProviders } from "./src/root/RootProviders"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

/** The site theme attribute of spec 001 §1 and the build version the version check compares. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", "data-theme": "agency" } as Record<string, string>)
  setHeadComponents([<meta key="build-version" name={BUILD_VERSION_META} content={BUILD_VERSION} />])
}
