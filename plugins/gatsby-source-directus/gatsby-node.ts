import path from "path"
import type { GatsbyNode, PluginOptions, Reporter } from "gatsby"
import { createFileNodeFromBuffer } from "gatsby-source-filesystem"
import { COLLECTIONS } from "./src/collections"
import { directusSource } from "./src/directus"
import { cmsSettings } from "./src/env"
import { loadWithFallback } from "./src/load"
import { describeIssue, fileUses } from "./src/normalise"
import type { ContentIssue, NormaliseContext } from "./src/normalise"
import { contentLanguages } from "./src/languages"
import { DEFAULT_LANGUAGE } from "../../src/content/languages"
import { sanitizeCmsHtml } from "./src/sanitize"
import { typeDefs } from "./src/schema"
import { checkUploads } from "./src/uploads"
import { publishInlinePictures } from "./src/inline-pictures"
import { snapshotSource } from "./src/snapshot"

/** The CMS address, token and strictness come from the environment (src/env.ts), never from options. */
interface DirectusPluginOptions extends PluginOptions {
  snapshotDir: string
  /** The width in px of the column that shows rich text's pictures (they are published at it and twice it). */
  pictureColumn: number
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ snapshotDir: Joi.string().required(), pictureColumn: Joi.number().integer().positive().required() })

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs())
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (
  { actions, createNodeId, createContentDigest, getCache, reporter, store },
  pluginOptions
) => {
  const options = pluginOptions as DirectusPluginOptions
  const { url, token, strict, drafts } = cmsSettings()
  const activity = reporter.activityTimer("source Directus content")
  activity.start()

  const cms = url ? directusSource({ url, token }) : null
  let content
  try {
    content = await loadWithFallback(cms, snapshotSource(options.snapshotDir), {
      strict,
      drafts,
      logger: { warn: message => reporter.warn(message), info: message => reporter.info(message) },
    })
  } catch (error) {
    activity.end()
    return reporter.panic(`gatsby-source-directus: ${(error as Error).message}`, error as Error)
  }

  // Only pictures are published, checked on their bytes and named by their checked type (src/uploads.ts).
  const uses = COLLECTIONS.flatMap(spec => fileUses(spec.name, content.items[spec.name]))
  const uploads = checkUploads(content.files, uses)
  const issues: ContentIssue[] = [...uploads.refused]
  const fileNodeIds = new Map<string, string>()
  for (const { record, bytes, name, ext } of uploads.accepted) {
    // No `hash`: the library then keys its cache on the bytes, so an image an editor replaces in
    // Directus (same file id, new bytes) is not served stale from a build cache.
    const fileNode = await createFileNodeFromBuffer({ buffer: bytes, name, ext, getCache, createNode: actions.createNode, createNodeId })
    fileNodeIds.set(record.id, fileNode.id)
  }

  // Pictures placed in rich text are published as the site's own files (src/inline-pictures.ts).
  const { program } = store.getState() as { program: { directory: string } }
  const inHtml = new Set(uses.filter(use => use.inHtml).map(use => use.id))
  const pictures = await publishInlinePictures(uploads.accepted, inHtml, path.join(program.directory, "public"), options.pictureColumn)

  const ctx: NormaliseContext = {
    nodeId: (collection: string, id: string | number) => createNodeId(`directus-${collection}-${id}`),
    fileNodeId: (fileId: string) => fileNodeIds.get(fileId),
    inlinePicture: (fileId: string) => pictures.get(fileId),
    sanitizeHtml: sanitizeCmsHtml,
    reject: (issue: ContentIssue) => issues.push(issue),
  }
  const nodeTypes = new Map(COLLECTIONS.map(spec => [spec.name, spec.nodeType]))
  const languages = contentLanguages(content.items, ctx, createNodeId, drafts)
  // A strict build fails before it creates a node: exiting while the node store still writes them can hang the process.
  reportIssues(issues, strict, reporter)
  for (const { language, items } of languages) {
    for (const { collection, nodeId, fields } of items) {
      actions.createNode({
        ...fields,
        id: nodeId,
        language,
        internal: { type: nodeTypes.get(collection)!, contentDigest: createContentDigest({ ...fields, language }) },
      })
    }
  }
  for (const { language, warnings, report } of languages) {
    for (const warning of warnings) reporter.warn(`gatsby-source-directus: ${warning}`)
    if (language !== DEFAULT_LANGUAGE) reporter.info(`gatsby-source-directus: ${report}`)
  }
  const linked = languages[0].items
  activity.setStatus(`${linked.length} items and ${uploads.accepted.length} files from the ${content.source}`)
  activity.end()
}

/** Every refused value is a warning; under CONTENT_STRICT=1 they fail the build together. */
function reportIssues(issues: ContentIssue[], strict: boolean, reporter: Reporter) {
  for (const issue of issues) reporter.warn(`gatsby-source-directus: dropped ${describeIssue(issue)}`)
  if (strict && issues.length > 0) {
    reporter.panic(`gatsby-source-directus: CONTENT_STRICT=1 and ${issues.length} content value(s) failed the content rules (listed above)`)
  }
}
