import type { GatsbySSR } from "gatsby"
import { BUILD_VERSION, BUILD_VERSION_META } from "./src/lib/build-info"
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-clicks"
import { CONSENT_ASK_SCRIPT } from "./src/lib/consent/ask-early"
import { IMAGE_STATES_SCRIPT } from "./src/lib/image-states"
import { NEAR_IMAGES_SCRIPT } from "./src/lib/near-images"
import { SEEN_MARKS_SCRIPT } from "./src/lib/seen-marks"
import { typewriterScript } from "./src/lib/typewriter"
import { HERO_CLASS } from "./src/components/layout/hero/classes"
import { IconSprite } from "./src/components/ui/IconSprite"
import { imagePreloadLink } from "./src/components/ui/image-preload"
import { FOOTER_ID } from "./src/components/layout/Layout"
import { FEEDS } from "./src/content/articles"
import { renderPage, styleElements } from "./src/root/renderPage"
import { wrapPage } from "./src/root/wrapPage"
import { languageOf, localisedPath, pathLanguage } from "./src/content/languages"
import type { LanguageCode } from "./src/content/languages"
import { fillIn } from "./src/content/words"
import { ARABIC_FACE_SCRIPT, paintsInArabicFace } from "./src/styles/arabic-font"

const TYPEWRITER_SCRIPT = typewriterScript(HERO_CLASS.title)

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage

/**
 * The site theme attribute of spec 001 §1, the address's language and direction (the browser keeps
 * them: useDocumentLanguage), the build version the version check compares, the holder
 * of clicks made before the site's code has run (src/lib/early-clicks.ts), the mark that shows the
 * consent banner on a first visit (src/lib/consent/ask-early.ts), the loader of images near the
 * viewport (src/lib/near-images.ts), what an image shows when it fails (src/lib/image-states.ts),
 * the marks that start what moves as it is seen (src/lib/seen-marks.ts), the hero title's
 * typewriter (src/lib/typewriter.ts), the insights' feeds in the
 * page's language, named in its words (src/content/articles.ts, feedLinks), the icon sprite, and on an Arabic page what paints it in the Arabic face
 * once cached (src/styles/arabic-font.ts).
 * No frame is painted before the footer is parsed (`rel="expect"`, render-blocking until that
 * element is parsed): the first frame lays out the page once, its far sections as placeholders
 * (GlobalStyles' content-visibility). A frame painted as soon as <main> started showed the header
 * half-parsed on a slow phone (its menu moved once the button after it arrived), and left the rest
 * of the page to a long layout task after the first paint.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  const language = languageOf(pathLanguage(pathname))
  setHtmlAttributes({ "data-theme": "agency", lang: language.code, dir: language.direction } as Record<string, string>)
  setHeadComponents([
    <meta key="build-version" name={BUILD_VERSION_META} content={BUILD_VERSION} />,
    <link key="expect-footer" rel="expect" href={`#${FOOTER_ID}`} {...{ blocking: "render" }} />,
    ...feedLinks(language.code, loadPageDataSync(pathname).result.pageContext as FeedTitleContext),
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
    <script key="consent-ask" dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} />,
    <script key="near-images" dangerouslySetInnerHTML={{ __html: NEAR_IMAGES_SCRIPT }} />,
    <script key="image-states" dangerouslySetInnerHTML={{ __html: IMAGE_STATES_SCRIPT }} />,
    <script key="seen-marks" dangerouslySetInnerHTML={{ __html: SEEN_MARKS_SCRIPT }} />,
    <script key="typewriter" dangerouslySetInnerHTML={{ __html: TYPEWRITER_SCRIPT }} />,
    ...(paintsInArabicFace(language.code) ? [<script key="arabic-face" dangerouslySetInnerHTML={{ __html: ARABIC_FACE_SCRIPT }} />] : []),
  ])
  setPreBodyComponents([<IconSprite key="icon-sprite" />])
}

/** What a page's context says of its feeds' name (gatsby-node.ts): its language's, or on the not-found page every language's. */
interface FeedTitleContext {
  feedTitle?: string
  feedTitles?: Partial<Record<LanguageCode, string>>
}

/** The links to the insights' feeds in the page's language, each named by the settings' words in it ("Lumenaut Insights ({format})"). */
function feedLinks(language: LanguageCode, context: FeedTitleContext | undefined) {
  const title = context?.feedTitle ?? context?.feedTitles?.[language]
  return FEEDS.map(feed => (
    <link key={feed.path} rel="alternate" type={feed.type} title={title ? fillIn(title, { format: feed.title }) : undefined} href={localisedPath(language, feed.path)} />
  ))
}

/**
 * The page rendered with emotion's critical styles in its head (src/root/renderPage.tsx), after the
 * preload of its largest paint's image: Gatsby puts these first after the meta tags, so the image is
 * requested as the head arrives rather than once the parser reaches the hero, past the styles.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ pathname, bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, styles, largestPaintImages } = await renderPage(bodyComponent, pathLanguage(pathname))
  replaceBodyHTMLString(html)
  setHeadComponents([...largestPaintImages.map(imagePreloadLink), ...styleElements(styles)])
}
