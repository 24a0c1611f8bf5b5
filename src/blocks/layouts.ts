import type { ReactElement } from "react"
import { layoutOf } from "../../plugins/gatsby-source-directus/src/block-spec"
import type { BlockSpec, LayoutOf } from "../../plugins/gatsby-source-directus/src/block-spec"
import { headingId } from "../content/blocks/common"
import type { Maybe } from "../content/blocks/common"
import { slugify, wordsSlug } from "../content/slug"
import type { BlockPage } from "./types"

/** Where a block sits: its anchor, its heading's id (unique on the page: the anchor's, else the heading's) and its page. */
export interface Frame {
  id?: string
  titleId: string
  page: BlockPage
}

/** A layout's section, from the block's data and where it sits. */
export type LayoutRenderer<Block> = (block: Block, frame: Frame) => ReactElement | null

/** A block type's renderers, one per layout of its declaration: a `Record`, so TypeScript refuses a layout without one. */
export type LayoutRenderers<Spec, Block> = Record<LayoutOf<Spec>, LayoutRenderer<Block>>

type Header = { layout: Maybe<string>; anchor: Maybe<string>; heading: Maybe<string> }

/** The block in its layout's renderer; nothing for a layout its type does not have. */
export function renderLayout<Layout extends string, Block extends Header>(
  spec: BlockSpec<string, string, Layout>, renderers: Record<Layout, LayoutRenderer<Block>>, block: Block, page: BlockPage,
): ReactElement | null {
  const layout = layoutOf(spec, block.layout)
  // The build drops a block of a layout its type does not have; a preview's draft may still hold one.
  if (!layout) return null
  // Ids from the heading's words, so two sections of a type on one page differ (in any script).
  const titleId = headingId(block.anchor ?? (slugify(block.heading) || wordsSlug(block.heading) || null), spec.name.replace(/^block_/, ""))
  return renderers[layout](block, { id: block.anchor ?? undefined, titleId, page })
}
