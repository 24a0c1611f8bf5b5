import { spawnSync } from "child_process"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { serviceCards, servicePath } from "./src/content/services"
import type { ServiceInput } from "./src/content/services"
import { INDUSTRY_SLUGS, industryCards, industryPath, toIndustryCard } from "./src/content/industries"
import type { IndustryInput } from "./src/content/industries"
import { portfolioPath, toProjectCard } from "./src/content/projects"
import type { ProjectInput } from "./src/content/projects"
import { BLOCK_REFS, blockProjectIds } from "./src/content/page-projects"
import type { BlockRef } from "./src/content/page-projects"
import { blockRecordIds } from "./src/content/page-records"
import { SERVICE_SLUGS } from "./src/content/services"
import type { HeroPageRecord, HeroSectionRecord } from "./src/content/hero"
import { HERO_PICTURE, HERO_SECTION, pageHeroContext } from "./src/content/hero-resolution"
import { industryHero } from "./src/content/industry-hero"
import type { IndustryHero } from "./src/content/industry-hero"
import { showsPageHero } from "./src/blocks/hero/view"
import { siteRedirects } from "./src/content/redirects"
import type { CmsRedirect, IndustryAddress } from "./src/content/redirects"
import { crumbNamesOf, pageSlug, shareCardOf } from "./src/content/seo"
import { headModel, SEO_PAGE_FIELDS } from "./src/components/seo/head-model"
import type { HeadInput, SeoPageRecord } from "./src/components/seo/head-model"
import { DEFAULT_SERVICES } from "./src/content/default-services"
import { caseStudyName, caseStudySummary } from "./src/content/case-study"
import { NOT_FOUND_PAGE, blockPagePath, blockPageRoutes, detailRoutes } from "./src/content/routes"
import { noticeOf } from "./src/content/notice"
import type { DetailRoute, RefusedRoute } from "./src/content/routes"
import { cmsSettings } from "./plugins/gatsby-source-directus/src/env"
import { describeIssue } from "./plugins/gatsby-source-directus/src/normalise"
import type { ContentIssue } from "./plugins/gatsby-source-directus/src/normalise"
import { writeSiteFiles } from "./src/build/postbuild"
import { insightsFeeds } from "./src/build/feeds"
import { shareImagePathFor, writeShareImages } from "./src/build/share-images"
import { SEARCH_DIR } from "./src/components/search/pagefind"
import type { ShareCard } from "./src/build/share-images"
import type { FeedArticle } from "./src/build/feeds"
import { redirectCountWarning } from "./src/build/host-limits"
import { gatsbyChunkGroups, isPageComponentChunk } from "./src/framework/internals"
import { BLUR_PLACEHOLDER, blurPlaceholder } from "./src/build/blur-placeholder"
import type { ImageBox } from "./src/build/blur-placeholder"
import { sourceMapsWanted } from "./src/build/source-maps"
import { writeStaticData } from "./src/lib/store/write-static-data"
import { writeLeadCopy } from "./src/forms/lead/write-lead-copy"
import { copyArabicFont } from "./src/build/arabic-font-files"
import { BLOCK_SPECS } from "./src/blocks/contract"
import { isBlockChunk } from "./src/blocks/chunk-names"
import { WORDED_BLOCKS } from "./src/blocks/worded"
import { declaredLayouts } from "./src/components/catalogue/catalogue-entries"
import { INSIGHTS_PATH, authorPath, newestFirst, readingMinutes, wordCount } from "./src/content/articles"
import { insightsPages } from "./src/build/insights-pages"
import type { ArticleRoute, AuthorRoute, TopicRoute } from "./src/build/insights-pages"
import { visibleTexts } from "./src/content/block-text"
import { collectionSpec } from "./plugins/gatsby-source-directus/src/collections"
import { DEFAULT_LANGUAGE, LANGUAGES, languagePaths, localisedPath, TRANSLATED_LANGUAGES } from "./src/content/languages"
import { hasPage, localPathOf, type Localised } from "./src/build/localised"
import { isNotFound } from "./src/build/scan"
import { fixedPageHeads, fixedPagePaths } from "./src/build/fixed-page-heads"
import type { FixedPageHeads } from "./src/build/fixed-page-heads"
import type { Alternate, LanguageCode, LanguagePaths } from "./src/content/languages"
import { errorScreenWords } from "./src/content/settings"
import type { ErrorScreenWords } from "./src/content/settings"

/**
 * The build's identity, inlined into the server and browser bundles (GATSBY_ variables): the
 * build-version meta tag and the version check compare it; the footer's server-rendered year uses it.
 */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  const now = new Date()
  process.env.GATSBY_BUILD_TIME ||= now.toISOString()
  process.env.GATSBY_BUILD_VERSION ||= now.getTime().toString(36)
}

/** What every node of the route query says of its language (plugins/gatsby-source-directus/src/languages.ts). */
const LOCALISED = "language languages"
/** A routed record's node: its translation's own slug, where it gives one (the source plugin's LOCAL_SLUG). */
const ADDRESSED = `${LOCALISED} localSlug`
type Addressed = Localised & { id: string; localSlug: string | null }

interface RouteQuery {
  pages: { nodes: (HeroPageRecord & SeoPageRecord & Addressed & { language: string; keywords: readonly string[] | null; blocks: BlockRef[]; shareImage: SharedFile })[] }
  services: { nodes: (ServiceInput & Addressed & { blocks: BlockRef[] })[] }
  industries: { nodes: (IndustryInput & IndustryAddress & Parameters<typeof industryHero>[0] & Addressed & { blocks: BlockRef[] })[] }
  projects: { nodes: (ProjectInput & Addressed & { blocks: BlockRef[] })[] }
  reviews: { nodes: { id: string }[] }
  jobs: { nodes: { id: string }[] }
  settings: { nodes: ({ language: string; defaultHero: HeroSectionRecord | null; insightsLabel: string | null; insightsListPageTitle: string | null; insightsFeedTitle: string | null } & NonNullable<Parameters<typeof errorScreenWords>[0]> & NonNullable<Parameters<typeof crumbNamesOf>[0]>)[] }
  articles: { nodes: ArticleRoute[] }
  topics: { nodes: TopicRoute[] }
  authors: { nodes: AuthorRoute[] }
  notFound: { nodes: { language: string; blocks: ({ layout: string | null; description: string | null } | Record<string, never>)[] }[] }
}

/** The ids of the CMS projects and records a page's blocks show: its query asks for these only (src/content/page-records.ts). */
type ShownIds = Record<"projectIds" | "serviceIds" | "industryIds" | "reviewIds" | "jobIds" | "articleIds", string[]>

/** A file field as the route query selects it: where the build serves the file. */
type SharedFile = { publicURL: string | null } | null

/** A head's own values beside its route's page record: the record's name and sentence where it has none. */
type HeadFallback = Omit<HeadInput, "pathname">

/**
 * A family of detail routes, of the language's `nodes`. Each page's context carries what its template needs beyond its node:
 * the ids of the CMS projects it shows (src/content/page-projects.ts: its query asks for no others),
 * an industry page its hero, and every page its head's fallbacks (made into its head model by createPages).
 */
function family(template: string, toPath: (slug: string) => string, routes: DetailRoute[], nodes: readonly Addressed[],
  page: (route: DetailRoute) => { shownIds: ShownIds; industry?: IndustryHero | null; head: HeadFallback }) {
  // A page in a translation with a slug of its own is at that slug (the source plugin kept it only where unique).
  const localPath = ({ id, slug }: DetailRoute) => localPathOf(toPath, { slug, localSlug: nodes.find(node => node.id === id)?.localSlug })
  return { template, toPath, localPath, routes, page }
}

/**
 * Detail routes and the pages built from blocks. A page's copy is its record's block list, which its
 * template's query reads; the page context carries ids (the record's, the projects it shows), its
 * hero and its head: the model of its head tags (src/components/seo/head-model.ts), made here from
 * the route's page record (its slug from the path: src/content/seo.ts pageSlug) so the rules that
 * make it stay out of the page's scripts (its template's Head renders it: HeadTags).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, cache, store }) => {
  const result = await graphql<RouteQuery>(`
    query Routes {
      pages: allDirectusPage {
        nodes {
          id ${ADDRESSED}
          ${SEO_PAGE_FIELDS}
          keywords
          ${BLOCK_REFS}
          showClientLogos
          heroSection { ${HERO_SECTION} }
          fallbackHero { ${HERO_SECTION} }
          shareImage { publicURL }
        }
      }
      settings: allDirectusSettings { nodes { language defaultHero { ${HERO_SECTION} } errorTitle errorText errorRefreshLabel
        breadcrumbHomeLabel breadcrumbServicesLabel breadcrumbIndustriesLabel breadcrumbPortfolioLabel insightsLabel insightsListPageTitle insightsFeedTitle } }
      services: allDirectusService { nodes { id ${ADDRESSED} slug title shortDescription order sort ${BLOCK_REFS} } }
      industries: allDirectusIndustry { nodes { id ${ADDRESSED} directusId slug name title summary shortDescription bannerUrl banner { ${HERO_PICTURE} } ${BLOCK_REFS} } }
      projects: allDirectusProject(sort: { sort: ASC }) { nodes { id ${ADDRESSED} slug title shortDescription summary isFeatured ${BLOCK_REFS} } }
      reviews: allDirectusReview(sort: { sort: ASC }) { nodes { id ${LOCALISED} } }
      jobs: allDirectusJob(sort: { sort: ASC }) { nodes { id ${LOCALISED} } }
      articles: allDirectusArticle { nodes { id ${ADDRESSED} slug title summary publishDate coverUrl cover { publicURL } shareImage { publicURL } topics { id } author { id slug name } ${BLOCK_REFS} } }
      topics: allDirectusTopic(sort: { sort: ASC }) { nodes { id ${ADDRESSED} slug name description } }
      authors: allDirectusAuthor { nodes { id ${ADDRESSED} slug name bio } }
      notFound: allDirectusPage(filter: { slug: { eq: "${NOT_FOUND_PAGE}" } }) { nodes { language blocks { ... on DirectusBlockCta { layout description } } } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content layer for routes", result.errors)
    return
  }
  const data = result.data
  const notices = new Map(data.notFound.nodes.map(node => [node.language, noticeOf(node.blocks)]))
  const settingsIn = (code: LanguageCode) => data.settings.nodes.find(node => node.language === code)
  errorScreens = Object.fromEntries(LANGUAGES.map(({ code }) => [code, errorScreenWords(settingsIn(code))])) as Record<LanguageCode, ErrorScreenWords>
  feedTitles = Object.fromEntries(LANGUAGES.map(({ code }) => [code, settingsIn(code)?.insightsFeedTitle ?? ""])) as Record<LanguageCode, string>
  fixedHeads = fixedPageHeads(data.pages.nodes.map(node => ({ ...node, notice: node.slug === NOT_FOUND_PAGE ? notices.get(node.language) : null })))
  const refused: string[] = []
  // Each page's share image: an editor's (its record's, or the fallback's), else one made from its card.
  const shareCards: ShareCard[] = []
  // An English page's share image, which its translations show too (the cards' face has Latin letters only).
  const shareImages = new Map<string, string>()
  const planned = LANGUAGES.flatMap(({ code: language }) => {
    const own = language === DEFAULT_LANGUAGE
    // Refused routes are the records' own: told once, by the English pages.
    const refuse = (family: string): RefusedRoute => own
      ? (route, problem) => refused.push(`${family} ${JSON.stringify(route.slug)} (node ${route.id}): ${problem}, no page built`)
      : () => {}
    // A pages item's route in each language (a translation's may be its own): told per language.
    const warn: RefusedRoute = (route, problem) => reporter.warn(`page ${JSON.stringify(route.slug)}${own ? "" : ` in ${language}`}: ${problem}`)
    return languagePages(language, routesIn(data, language), refuse, warn).map(page => ({ language, page }))
  })
  // Each page in every language it is built in, by its English path: its alternates (hreflang, the language links).
  const builtIn = new Map<string, Alternate[]>()
  for (const { language, page } of planned) builtIn.set(page.path, [...(builtIn.get(page.path) ?? []), { language, path: localisedPath(language, page.localPath) }])
  // The pages each translation has, by their English paths: where a translated page's links go (useSiteTarget).
  translatedPaths = Object.fromEntries(TRANSLATED_LANGUAGES.map(code => [code, languagePaths(code, planned.filter(({ language }) => language === code).map(({ page }) => page))]))
  for (const { language, page } of planned) {
    const own = language === DEFAULT_LANGUAGE
    const { path: englishPath, record, head, context, template } = page
    const pagePath = localisedPath(language, page.localPath)
    const alternates = builtIn.get(englishPath)!
    const image = record?.shareImage?.publicURL ?? head.image ?? (own ? undefined : shareImages.get(englishPath))
    if (!image) shareCards.push(shareCardOf(pagePath, record?.title || head.title))
    const shown = image ?? shareImagePathFor(shareCardOf(pagePath, record?.title || head.title))
    if (own) shareImages.set(englishPath, shown)
    // An editor's canonical address is the English page's: a translation is its own page.
    const seoRecord = record && !own ? { ...record, canonicalLink: null } : record
    actions.createPage({
      path: pagePath,
      component: path.resolve(`src/templates/${template}.tsx`),
      context: {
        ...context, language, alternates, ...(own ? {} : { translated: translatedPaths[language] }), errorScreen: errorScreens[language], feedTitle: feedTitles[language],
        head: headModel({ ...head, image: shown, pathname: pagePath, language, alternates, crumbNames: crumbNamesOf(settingsIn(language)) }, seoRecord),
      },
    })
  }
  for (const message of refused) reporter.warn(message)
  if (refused.length > 0 && cmsSettings().strict) {
    reporter.panicOnBuild(`CONTENT_STRICT=1 and ${refused.length} detail route(s) were refused (listed above)`)
  }
  const { program } = store.getState() as { program: { directory: string } }
  const made = await writeShareImages(shareCards, { publicDir: path.join(program.directory, "public"), cacheDir: path.join(cache.directory, "share-images") })
  reporter.info(`share images: ${made} made, ${new Set(shareCards.map(shareImagePathFor)).size - made} from the cache`)
  // No createRedirect: Gatsby ships every in-browser redirect in each page's first load. The host's
  // `_redirects` (onPostBuild) answers a request, and in the browser every rule, the spec's and the
  // CMS's, reaches a visitor through the not-found page (src/pages/404.tsx).
}

/** The route query's nodes in one language (every node says its own). */
type LanguageData = Omit<RouteQuery, "settings" | "notFound"> & { settings: RouteQuery["settings"]["nodes"][number] | null }

/** The route query's nodes in `language`: every record's node in it, each with the languages it has a page in. */
function routesIn(data: RouteQuery, language: LanguageCode): LanguageData {
  const pick = <T,>(nodes: readonly T[]) => nodes.filter(node => (node as T & Localised).language === language)
  const nodes = <T,>(connection: { nodes: T[] }) => ({ nodes: pick(connection.nodes) })
  return {
    pages: nodes(data.pages), services: nodes(data.services), industries: nodes(data.industries), projects: nodes(data.projects),
    reviews: nodes(data.reviews), jobs: nodes(data.jobs), articles: nodes(data.articles), topics: nodes(data.topics), authors: nodes(data.authors),
    settings: pick(data.settings.nodes)[0] ?? null,
  }
}

/** One page of a language, by its English path (the record's own), at `localPath` under the language's prefix. */
interface LanguagePage {
  path: string
  /** Its path in its language, without the prefix: the English one unless its translation has a slug of its own. */
  localPath: string
  template: string
  /** The pages item of its path, whose head values win over the route's own (`head`). */
  record?: SeoPageRecord & { shareImage: SharedFile }
  head: HeadFallback
  context: Record<string, unknown>
}

/**
 * A language's pages: the detail routes, the pages built from blocks and the insights,
 * each of a record that has a page in the language. The records' cards and the records blocks show
 * are the language's nodes, whether or not each has a page of its own in it. English keeps the
 * spec's built-in services and industries where the CMS lacks one.
 */
function languagePages(language: LanguageCode, data: LanguageData, refuse: (family: string) => RefusedRoute, warn: RefusedRoute): LanguagePage[] {
  const { pages, services, industries, projects, reviews, jobs, settings, articles, topics, authors } = data
  const english = language === DEFAULT_LANGUAGE
  const heroOf = (key: string) => pageHeroContext(pages.nodes, key, settings?.defaultHero)
  const recordOf = (pagePath: string) => pages.nodes.find(node => node.slug === pageSlug(pagePath))
  const cards = projects.nodes.map(node => toProjectCard(node))
  // The articles whose slug passed, newest first: a latest insights block shows them, the insights' lists those with a page.
  const shownArticles = newestFirst(detailRoutes(articles.nodes, [], refuse("article")).map(route => articles.nodes.find(node => node.id === route.id)!))
  // The records a page's records blocks show, in display order (src/content/page-records.ts).
  const records = { services: serviceCards(services.nodes), industries: industryCards(industries.nodes), reviews: reviews.nodes, jobs: jobs.nodes, articles: shownArticles }
  // The ids a page's query asks for: the CMS projects and records its blocks show (`slug`: a case study's own project).
  const shownIdsOf = (blocks: readonly BlockRef[], slug?: string): ShownIds => {
    const ids = blockRecordIds(blocks, records)
    return {
      projectIds: blockProjectIds(blocks, cards, slug), serviceIds: ids.services, industryIds: ids.industries, reviewIds: ids.reviews, jobIds: ids.jobs, articleIds: ids.articles,
    }
  }
  // The spec's built-in services and industries stand in for missing CMS items in English only.
  const builtIn = (slugs: readonly string[]) => (english ? slugs : [])
  const paged = <T extends Localised>(nodes: readonly T[]) => nodes.filter(hasPage)
  const families = [
    // A service's or an industry's copy is its own block list, which its template's query reads.
    family("service", servicePath, detailRoutes(serviceCards(paged(services.nodes)), builtIn(SERVICE_SLUGS), refuse("service")), services.nodes, ({ id, slug }) => {
      const node = services.nodes.find(service => service.id === id)
      // A service the CMS has no item for shows the built-in one of its slug (spec 000 §9): its template reads it from the context.
      const fallback = node ? undefined : DEFAULT_SERVICES.find(service => service.slug === slug)
      const shown = node ?? fallback
      return {
        shownIds: shownIdsOf(node?.blocks ?? []), head: { title: shown?.title ?? "", description: shown?.shortDescription },
        ...(fallback && { builtIn: { title: fallback.title, shortDescription: fallback.shortDescription } }),
      }
    }),
    family("industry", industryPath, detailRoutes(paged(industries.nodes).map(node => toIndustryCard(node)), builtIn(INDUSTRY_SLUGS), refuse("industry")), industries.nodes,
      ({ id }) => {
        const node = industries.nodes.find(industry => industry.id === id)
        const industry = node ? industryHero(node) : null
        return { shownIds: shownIdsOf(node?.blocks ?? []), industry, head: { title: industry?.name ?? "", description: industry?.summary } }
      }),
    family("portfolio", portfolioPath, detailRoutes(paged(projects.nodes).map(node => toProjectCard(node)), [], refuse("project")), projects.nodes, ({ id, slug }) => {
      const node = projects.nodes.find(project => project.id === id)
      const head = { title: node ? caseStudyName(node) : "", description: node && caseStudySummary(node) }
      return { shownIds: shownIdsOf(node?.blocks ?? [], slug), head }
    }),
  ]
  const out: LanguagePage[] = families.flatMap(({ template, toPath, localPath, page, routes }) => routes.map(route => {
    const { id, slug } = route
    const { head, shownIds, ...context } = page(route)
    return { path: toPath(slug), localPath: localPath(route), template, record: recordOf(toPath(slug)), head, context: { id, slug, ...shownIds, ...context, pageHero: heroOf(slug) } }
  }))
  const words = { home: settings?.breadcrumbHomeLabel ?? "", insights: settings?.insightsLabel ?? "", listPage: settings?.insightsListPageTitle ?? "" }
  const insights = insightsPages({ language, articles: shownArticles, topics: topics.nodes, authors: authors.nodes, record: recordOf(INSIGHTS_PATH), words }, refuse, shownIdsOf)
  // Paths in this language as blockPagePath writes them, with their trailing slash (the detail routes' have none).
  const taken = new Set([...fixedPagePaths(), ...[...out, ...insights].map(page => `${page.localPath}/`)])
  const pageRecords = paged(pages.nodes).flatMap(node => (node.slug ? [{ id: node.id, slug: node.slug, localSlug: node.localSlug, blockCount: node.blocks.length }] : []))
  for (const { id, slug, localSlug } of blockPageRoutes(pageRecords, taken, warn)) {
    const record = pages.nodes.find(node => node.id === id)
    const blocks = record?.blocks ?? []
    // The page's hero resolved as every page's is (its record's hero section, else a built-in one), so an editor-made page gets one too.
    const pageHero = heroOf(slug)
    // Landing pages' titles are the campaign's own, used uncut (spec 001 §2); other pages get the site's title rule.
    const head = { title: record?.title ?? "", description: record?.metaDescription, keywords: [...(record?.keywords ?? [])], verbatimTitle: slug.startsWith("lp/") }
    out.push({
      path: blockPagePath(slug), localPath: blockPagePath(localSlug ?? slug), template: "page", record, head,
      context: { id, pageHero, showsPageHero: showsPageHero(pageHero, blocks), ...shownIdsOf(blocks) },
    })
  }
  return [...out, ...insights.map(page => ({ ...page, record: recordOf(page.path) }))]
}

/** The fixed pages' heads, made by createPages (which runs before the page creator adds those pages). */
let fixedHeads: FixedPageHeads | null = null
/** The error screen's words in each language (the settings'), made by createPages: every page's context carries its language's. */
let errorScreens = {} as Record<LanguageCode, ErrorScreenWords>
/** The feeds' name in each language (the settings'), made by createPages: every page's context carries its language's, for its head (gatsby-ssr.tsx). */
let feedTitles = {} as Record<LanguageCode, string>
/** Each translation's pages by their English paths, found by createPages: the not-found page's links need every language's. */
let translatedPaths: Partial<Record<LanguageCode, LanguagePaths>> = {}

/**
 * A fixed page (src/pages) gets its language and its head, made by createPages as every page's is
 * (Gatsby does not pass a site's own pages to its onCreatePage); the not-found page gets its head in
 * every language, and every translation's pages (it renders in the language of any address). The component showcase also gets every block type's layouts from their
 * declarations (src/components/catalogue/catalogue-entries.ts).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (typeof page.context?.language === "string") return
  if (!fixedHeads) throw new Error(`onCreatePage: ${page.path} came before createPages made the fixed pages' heads`)
  actions.deletePage(page)
  if (!isNotFound(page.path)) {
    const head = fixedHeads.bySlug.get(pageSlug(page.path))
    if (!head) throw new Error(`onCreatePage: no head was made for the fixed page ${page.path} (src/build/fixed-page-heads.ts)`)
    const showcase = pageSlug(page.path) === "showcase" ? { blockLayouts: declaredLayouts(BLOCK_SPECS) } : {}
    actions.createPage({ ...page, context: { ...page.context, language: DEFAULT_LANGUAGE, head, errorScreen: errorScreens[DEFAULT_LANGUAGE], feedTitle: feedTitles[DEFAULT_LANGUAGE], ...showcase } })
    return
  }
  // Each language's not-found page is what a host answers for the unknown addresses under its prefix
  // (the nearest 404.html: scripts/serve-static.mjs answers as the hosts do). In the browser Gatsby
  // renders /404.html for any unknown address, in the language of its path (src/pages/404.tsx): a match
  // path per language would put every translated path in each page's first-load script.
  const languages = page.path.startsWith("/dev-404") ? [DEFAULT_LANGUAGE] : LANGUAGES.map(language => language.code)
  for (const language of languages) {
    actions.createPage({ ...page, path: localisedPath(language, page.path), context: { ...page.context, language, heads: fixedHeads.notFound, translatedBy: translatedPaths, errorScreens, feedTitles } })
  }
}

/** A redirect rule as the not-found page reads it (`Query.siteRedirects`). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes("type SiteRedirect { from: String! to: String! }")
}

/**
 * `ImageSharp.blurredPlaceholder(width, height)`: a card image's placeholder at spec 000 §9's width
 * and quality (src/build/blur-placeholder.ts), made once per file and box; cards ask for it beside
 * `gatsbyImageData(placeholder: NONE)`.
 *
 * `DirectusBlockForm.form`: the contact form's words (the contact_form singleton) in the block's language.
 * `words` on the blocks that show or read out words of their own (a carousel's buttons, a legal
 * document's contents): the settings in the block's language, so the words come with the page's data.
 *
 * `Query.siteRedirects`: this build's redirect rules, resolved (contentRedirects), so the not-found
 * page gets them as data and runs only their matching (src/content/redirect-for.ts).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache, reporter }) => {
  const made = new Map<string, Promise<string | null>>()
  const placeholder = async (file: string, key: string, box: ImageBox) => {
    const cached = (await cache.get(key)) as string | undefined
    if (cached) return cached
    try {
      const url = await blurPlaceholder(file, box)
      await cache.set(key, url)
      return url
    } catch (error) {
      // A file sharp cannot read (a CMS upload) costs its card the placeholder, not the build.
      reporter.warn(`No blurred placeholder for ${path.basename(file)}: ${(error as Error).message}`)
      return null
    }
  }
  const settingsInLanguage = {
    type: "DirectusSettings",
    resolve: (source: { language: string }, _args: unknown, context: ResolverContext) =>
      context.nodeModel.findOne({ type: "DirectusSettings", query: { filter: { language: { eq: source.language } } } }),
  }
  createResolvers({
    ...Object.fromEntries(WORDED_BLOCKS.map(name => [collectionSpec(name).nodeType, { words: settingsInLanguage }])),
    DirectusBlockForm: {
      form: {
        type: "DirectusContactForm",
        resolve: (source: { language: string }, _args: unknown, context: ResolverContext) =>
          context.nodeModel.findOne({ type: "DirectusContactForm", query: { filter: { language: { eq: source.language } } } }),
      },
    },
    DirectusArticle: {
      readingMinutes: {
        type: "Int!",
        resolve: (source: { blocks?: string[] }, _args: unknown, context: ResolverContext) =>
          readingMinutes(wordCount((source.blocks ?? []).flatMap(id => {
            const block = context.nodeModel.getNodeById({ id, type: "DirectusBlock" }) as (Record<string, unknown> & { blockType?: string }) | null
            return block?.blockType ? visibleTexts(collectionSpec(block.blockType).fields, block) : []
          }))),
      },
    },
    Query: {
      siteRedirects: {
        type: "[SiteRedirect!]!",
        resolve: (_source: unknown, _args: unknown, context: ResolverContext) =>
          contentRedirects(async <T,>(type: string) => [...(await context.nodeModel.findAll<T>({ type })).entries]),
      },
    },
    ImageSharp: {
      blurredPlaceholder: {
        type: "String",
        args: { width: "Int!", height: "Int!" },
        resolve: (source: { parent: string }, box: ImageBox, context: ResolverContext) => {
          const file = context.nodeModel.getNodeById({ id: source.parent, type: "File" })
          if (typeof file?.absolutePath !== "string") return null
          const key = `blur:${file.internal.contentDigest}:${box.width}x${box.height}:${BLUR_PLACEHOLDER.width}q${BLUR_PLACEHOLDER.quality}`
          if (!made.has(key)) made.set(key, placeholder(file.absolutePath, key, box))
          return made.get(key)
        },
      },
    },
  })
}

/** What the resolver reads of Gatsby's resolver context (its type is not among Gatsby's exports). */
interface ResolverContext {
  nodeModel: {
    getNodeById(args: { id: string; type: string }): ({ absolutePath?: unknown; internal: { contentDigest: string } } & Record<string, unknown>) | null
    findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
  }
}

/**
 * `File.publicURL` (SVG logos and icons are served by URL): the source plugin creates File nodes
 * itself, so gatsby-source-filesystem's field extension is registered here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const setFieldsOnGraphQLNodeType: GatsbyNode["setFieldsOnGraphQLNodeType"] = require("gatsby-source-filesystem/extend-file-node")

/** The content store's build-time data and the lead dialog's words, from the same GraphQL layer as the pages. */
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = async ({ graphql, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  await writeStaticData(graphql, path.join(program.directory, "public"))
  await writeLeadCopy(graphql, path.join(program.directory, "public"))
}

/** Gatsby's nodes of a type, as its node APIs (getNodesByType) and its resolvers (nodeModel.findAll) give them. */
type NodesOf = <T>(type: string) => Promise<readonly T[]>

/**
 * The site's redirect rules from the content layer and every page the build created: what the host's
 * `_redirects` holds (onPostBuild) and the not-found page resolves in the browser (`Query.siteRedirects`).
 */
async function contentRedirects(nodesOf: NodesOf, reject?: (issue: ContentIssue) => void) {
  const [industries, redirects, pages] = await Promise.all([
    nodesOf<IndustryAddress>("DirectusIndustry"),
    nodesOf<CmsRedirect>("DirectusRedirect"),
    nodesOf<{ path: string }>("SitePage"),
  ])
  // The spec's industry aliases are English addresses (redirects per language are [languages]' next step).
  const english = industries.filter(industry => (industry as IndustryAddress & { language?: string }).language === DEFAULT_LANGUAGE)
  return siteRedirects(english, { redirects, pages: pages.map(page => page.path), reject })
}

const nodesOfStore = (getNodesByType: (type: string) => unknown[]): NodesOf => async <T,>(type: string) => getNodesByType(type) as T[]

/** The self-hosted Arabic face goes into public/, for `gatsby develop` as for a build. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store }) => {
  await copyArabicFont((store.getState() as { program: { directory: string } }).program.directory)
}

/**
 * Every page exists by now: a CMS redirect from a page's address, one going round in a circle, or one
 * a host would not take, is dropped with a content warning (a failure under CONTENT_STRICT=1), before
 * the long part of the build; so many redirects that the hosts' limit is near is a warning.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ getNodesByType, reporter }) => {
  const issues: ContentIssue[] = []
  const rules = await contentRedirects(nodesOfStore(getNodesByType), issue => issues.push(issue))
  for (const issue of issues) reporter.warn(`dropped ${describeIssue(issue)}`)
  const nearLimit = redirectCountWarning(rules)
  if (nearLimit) reporter.warn(nearLimit)
  if (issues.length > 0 && cmsSettings().strict) {
    reporter.panicOnBuild(`CONTENT_STRICT=1 and ${issues.length} redirect(s) were dropped (listed above)`)
  }
}

/**
 * Static hosts read `_redirects`; Gatsby's createRedirect alone does nothing there. The SEO and
 * security files (sitemap, robots, `_headers`, each page's script policy, manifest), the insights'
 * feeds and the site search's index need every page already written, so they are generated here too.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, getNodesByType, getNode, reporter }) => {
  const { program, config } = store.getState() as {
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
  }
  const siteUrl = config.siteMetadata.siteUrl
  const redirects = await contentRedirects(nodesOfStore(getNodesByType))
  // Every language has its feeds (of its articles with a page, maybe none), as its pages' heads link them (gatsby-ssr.tsx).
  const feeds = LANGUAGES.flatMap(({ code: language }) =>
    insightsFeeds({ language, ...feedChannel(getNodesByType, language), articles: feedArticles(getNodesByType, getNode, language), siteUrl }))
  const indexable = await writeSiteFiles({ root: program.directory, siteUrl, redirects, files: feeds })
  // Pagefind's Node API is an ES module only: its indexer runs as a script of its own.
  const search = spawnSync(process.execPath, [path.join(program.directory, "scripts", "search-index.mjs"), path.join(program.directory, "public", SEARCH_DIR)], {
    input: JSON.stringify(indexable.map(page => ({ url: page.route, file: page.file }))), encoding: "utf8",
  })
  if (search.status !== 0) reporter.panicOnBuild(`The site search's index was not written: ${search.stderr || search.error?.message}`)
  else reporter.info(search.stdout.trim())
}

type NodeLookup = (id: string) => Record<string, unknown> | undefined

/** The articles the build made pages for in `language` (a scheduled, refused or untranslated one has none), at those pages, as its feeds read them. */
function feedArticles(getNodesByType: (type: string) => unknown[], getNode: NodeLookup, language: LanguageCode): FeedArticle[] {
  // The pages createPages made in the language, found by what they show (their context).
  type Shown = { language?: string; id?: string; listing?: string; authorId?: string; pageNumber?: number }
  const pages = (getNodesByType("SitePage") as { path: string; context?: Shown }[]).filter(page => page.context?.language === language)
  const pageWhere = (shows: (context: Shown) => boolean) => pages.find(page => shows(page.context!))?.path.replace(/\/$/, "")
  const named = (id: unknown) => (typeof id === "string" ? getNode(id) : undefined) as { id: string; name?: string; slug?: string } | undefined
  return (getNodesByType("DirectusArticle") as (Omit<FeedArticle, "path" | "author"> & { id: string; author: string | null; topics: string[]; language: string })[])
    .filter(article => article.language === language)
    .flatMap(article => {
      const page = pageWhere(context => context.id === article.id)
      if (!page) return []
      const author = named(article.author)
      // An author without a page in the language is linked to their English page.
      const authorPage = author?.slug ? pageWhere(context => context.listing === "author" && context.authorId === author.id && context.pageNumber === 1) ?? authorPath(author.slug) : null
      return [{
        path: page, title: article.title, summary: article.summary, publishDate: article.publishDate,
        author: author?.name && authorPage ? { name: author.name, path: authorPage } : null,
        topics: article.topics.flatMap(id => named(id)?.name ?? []).map(name => ({ name })),
      }]
    })
}

/** A language's feeds' name and description: its /insights page record's (the English text where its translation has none). */
function feedChannel(getNodesByType: (type: string) => unknown[], language: LanguageCode) {
  const record = (getNodesByType("DirectusPage") as (SeoPageRecord & { language: string })[]).find(page => page.language === language && page.slug === pageSlug(INSIGHTS_PATH))
  return { title: record?.title || "Lumenaut Insights", description: record?.description || record?.metaDescription || "" }
}

/**
 * Gatsby names a shared chunk after the names of the chunks sharing it, and lazy sections' chunks
 * have none: every module shared by two of them fell into one chunk (named after "nullnull"), so
 * the home page downloaded the landing pages' code. Without a name, webpack keeps one chunk per set
 * of chunks sharing it.
 *
 * Gatsby lets a template need any number of shared chunks (maxAsyncRequests: Infinity). The block
 * templates share the registry with each other and the page hero with the portfolio template, so
 * they needed two shared chunks (a seventh first-load file); three requests per template (commons,
 * one shared chunk, the template) keeps each page's first load to six files, the rest duplicated.
 *
 * Gatsby's commons chunk takes every module that as many chunks as there are page components use,
 * lazy chunks included, and every page loads it: the sections' buttons, cards and emotion's runtime
 * were in each first load. It now counts page components' chunks only, and emotion's runtime (which
 * only sections and widgets use: src/styles/frame-classes.ts) is a chunk of its own, fetched with the
 * first of them. Gatsby's chunk groups and how it names page components' chunks are its internals
 * (src/framework/internals.ts).
 *
 * Each interactive block type is a chunk of its own (src/blocks/registry.ts), so a page downloads only
 * its own types' code; the code two or more of them share (cards, sections, view rules) is one
 * `sections` chunk, fetched with the first of them. Without it, webpack copied the shared code into
 * every type's chunk (three requests at most per chunk): the home page's seven types weighed 60 KB
 * gzipped, against 48 with it (30 in their chunks, 19 shared).
 *
 * Source maps only when asked for (src/build/source-maps.ts; README, "Hosting").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  const groups = gatsbyChunkGroups(config)
  groups.shared.name = false
  config.optimization.splitChunks.maxAsyncRequests = 3
  groups.commons.chunks = isPageComponentChunk
  groups.sections = {
    test: /[\\/](src|plugins)[\\/]/,
    name: "sections",
    chunks: isBlockChunk,
    minChunks: 2,
    priority: 20,
    enforce: true,
  }
  groups.emotion = {
    test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is)[\\/]/,
    name: "emotion",
    chunks: "all",
    priority: 30,
    enforce: true,
  }
  if (!sourceMapsWanted()) config.devtool = false
  actions.replaceWebpackConfig(config)
}
