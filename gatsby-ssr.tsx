import type { GatsbySSR } from "gatsby"
import { BUILD_VERSION, BUILD_VERSION_META } from "./src/lib/build-info"
import { IconSprite } from "./src/components/ui/IconSprite"
import { PageProviders } from "./src/root/PageProviders"
import { RootProviders } from "./src/root/RootProviders"

/**
 * The providers wrap the page, not the root: Gatsby also renders each page's Head in a second, hidden
 * root wrapped with wrapRootElement, where they would fetch the content data, read consent and load
 * analytics a second time. The wrapper keeps its place across page changes, so its state persists.
 */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <RootProviders>
    <PageProviders pageContext={props.pageContext}>{element}</PageProviders>
  </RootProviders>
)

/** The site theme attribute of spec 001 §1, the build version the version check compares, and the icon sprite. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "en", "data-theme": "agency" } as Record<string, string>)
  setHeadComponents([<meta key="build-version" name={BUILD_VERSION_META} content={BUILD_VERSION} />])
  setPreBodyComponents([<IconSprite key="icon-sprite" />])
}
