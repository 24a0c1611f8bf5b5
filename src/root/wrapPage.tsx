import type { ReactElement } from "react"
import { PageProviders } from "./PageProviders"
import { RootProviders } from "./RootProviders"
import type { ShellNodes } from "../components/layout/shell-nodes"
import { pathLanguage } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import type { ErrorScreenWords } from "../content/settings"

/** What every page's context says of the error screen (gatsby-node.ts): its language's words, the not-found page's every language's. */
interface ErrorScreenContext {
  errorScreen?: ErrorScreenWords
  errorScreens?: Partial<Record<LanguageCode, ErrorScreenWords>>
}

/** No words: an empty screen, never a crash of the screen itself (gatsby-node gives every page its words). */
const NO_WORDS: ErrorScreenWords = { title: "", text: "", refresh: "" }

/**
 * wrapPageElement of gatsby-browser.tsx and gatsby-ssr.tsx alike, so hydration never mismatches.
 * The providers wrap the page, not the root: Gatsby also renders each page's Head in a second, hidden
 * root wrapped with wrapRootElement, where they would fetch the content data, read consent and load
 * analytics a second time. The wrapper keeps its place across page changes, so its state persists.
 */
export function wrapPage({ element, props }: { element: ReactElement; props: { data?: Partial<ShellNodes>; pageContext: object; location: { pathname: string } } }): ReactElement {
  const language = pathLanguage(props.location.pathname)
  const context = props.pageContext as ErrorScreenContext
  return (
    <RootProviders language={language} shell={props.data} errorWords={context.errorScreen ?? context.errorScreens?.[language] ?? NO_WORDS}>
      <PageProviders pageContext={props.pageContext} data={props.data} pathname={props.location.pathname}>{previewOf(element, props)}</PageProviders>
    </RootProviders>
  )
}

/**
 * In a preview build (npm run preview) the page re-renders from Directus's current content. The
 * condition is a constant to webpack (gatsby-config.ts always sets GATSBY_PREVIEW), so in a public
 * build this branch and the preview's code are gone, not merely unused.
 */
function previewOf(element: ReactElement, props: object): ReactElement {
  if (process.env.GATSBY_PREVIEW === "1") {
    const { PreviewPage } = require("../preview/PreviewPage") as typeof import("../preview/PreviewPage")
    return <PreviewPage element={element} props={props} />
  }
  return element
}
