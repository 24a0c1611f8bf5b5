/**
 * Each interactive block type's code is a chunk of its own named `block-<type>` (the registry's
 * webpackChunkName, held by __tests__/lib/lazySection-chunks.test.ts); gatsby-node gathers the code
 * those chunks share into one `sections` chunk.
 */
export const BLOCK_CHUNK_PREFIX = "block-"

export const isBlockChunk = (chunk: { name?: string | null }): boolean => chunk.name?.startsWith(BLOCK_CHUNK_PREFIX) ?? false
