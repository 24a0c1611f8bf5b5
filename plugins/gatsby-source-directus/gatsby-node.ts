import type { GatsbyNode, PluginOptions } from "gatsby"
import { createFileNodeFromBuffer } from "gatsby-source-filesystem"
import path from "path"
import { COLLECTIONS } from "./src/collections"
import { directusSource } from "./src/directus"
import { loadWithFallback } from "./src/load"
import { normaliseItem } from "./src/normalise"
import { sanitizeCmsHtml } from "./src/sanitize"
import { typeDefs } from "./src/schema"
import { snapshotSource } from "./src/snapshot"

interface DirectusPluginOptions extends PluginOptions {
  url: string
  token: string
  strict: boolean
  snapshotDir: string
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    url: Joi.string().allow("").default(""),
    token: Joi.string().allow("").default(""),
    strict: Joi.boolean().default(false),
    snapshotDir: Joi.string().required(),
  })

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs())
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (
  { actions, createNodeId, createContentDigest, getCache, reporter },
  pluginOptions
) => {
  const options = pluginOptions as DirectusPluginOptions
  const activity = reporter.activityTimer("source Directus content")
  activity.start()

  const cms = options.url ? directusSource({ url: options.url, token: options.token }) : null
  let content
  try {
    content = await loadWithFallback(cms, snapshotSource(options.snapshotDir), {
      strict: options.strict,
      logger: { warn: message => reporter.warn(message), info: message => reporter.info(message) },
    })
  } catch (error) {
    activity.end()
    return reporter.panic(`gatsby-source-directus: ${(error as Error).message}`, error as Error)
  }

  const fileNodeIds = new Map<string, string>()
  for (const { record, bytes } of content.files) {
    const ext = path.extname(record.filename_download)
    // No `hash`: the library then keys its cache on the bytes, so an image an editor replaces in
    // Directus (same file id, new bytes) is not served stale from a build cache.
    const fileNode = await createFileNodeFromBuffer({
      buffer: bytes,
      name: path.basename(record.filename_download, ext),
      ext,
      getCache,
      createNode: actions.createNode,
      createNodeId,
    })
    fileNodeIds.set(record.id, fileNode.id)
  }

  const ctx = {
    nodeId: (collection: string, id: string | number) => createNodeId(`directus-${collection}-${id}`),
    fileNodeId: (fileId: string) => fileNodeIds.get(fileId),
    sanitizeHtml: sanitizeCmsHtml,
  }
  let count = 0
  for (const spec of COLLECTIONS) {
    for (const item of content.items[spec.name]) {
      const fields = normaliseItem(spec.name, item, ctx)
      actions.createNode({
        ...fields,
        id: ctx.nodeId(spec.name, String(item.id ?? "singleton")),
        internal: { type: spec.nodeType, contentDigest: createContentDigest(fields) },
      })
      count++
    }
  }
  activity.setStatus(`${count} items and ${content.files.length} files from the ${content.source}`)
  activity.end()
}
