import type { ReactElement } from "react"
import { PageProviders } from "./PageProviders"
import { RootProviders } from "./RootProviders"

/**
 * wrapPageElement of gatsby-browser.tsx and gatsby-ssr.tsx alike, so hydration never mismatches.
 * The providers wrap the page, not the root: Gatsby also renders each page's Head in a second, hidden
 * root wrapped with wrapRootElement, where they would fetch the content data, read consent and load
 * analytics a second time. The wrapper keeps its place across page changes, so its state persists.
 */
export function wrapPage({ element, props }: { element: ReactElement; props: { pageContext: object } }): ReactElement {
  return (
    <RootProviders>
      <PageProviders pageContext={props.pageContext}>{element}</PageProviders>
    </RootProviders>
  )
}
