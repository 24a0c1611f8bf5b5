import { graphql } from "gatsby"
import { memo } from "react"
import { HydrateWhenNeeded } from "../lib/HydrateWhenNeeded"
import type { HydrateWhen } from "../lib/HydrateWhenNeeded"
import { KeepServerHtml } from "../lib/KeepServerHtml"
import { blockEntry } from "./registry"
import type { BlockEntry } from "./registry"
import type { BlockPage } from "./types"

/** The fields every block's data has, whatever its type. */
export interface BlockData {
  id: string
  directusId?: number | null
  /** In Arabic or Turkish, the Directus id of the translation row whose words it shows. */
  translationId?: number | null
  blockType: string
  layout?: string | null
  /** How its layout hydrates on a first load, from its type's declaration (the source plugin sets it). */
  hydrate?: string | null
  heading?: string | null
}

/** The gate of each hydration a layout declares but `never` (block-spec.ts); an unknown value hydrates when seen. */
const HYDRATE_WHEN: Record<string, HydrateWhen> = { "when-seen": "seen", "when-seen-wide": "seen-wide", "when-used": "used" }

/**
 * One block through the registry. A block without a heading, or of a type the site does not know,
 * logs an error and renders nothing (spec 000 §5.3); the build has already warned about it.
 */
function Block({ block, page }: { block: BlockData; page: BlockPage }) {
  const entry = blockEntry(block.blockType)
  if (!entry || !block.heading) {
    console.error(`Block ${block.blockType} ${block.id} ${entry ? "has no title" : "is of an unknown type"}, so it is not rendered`)
    return null
  }
  if (block.hydrate === "never") return <StaticBlock entry={entry} block={block} page={page} />
  // Queued as it renders (idempotent): its island's gate starts the queue once the visitor uses the page.
  entry.queue()
  return (
    <HydrateWhenNeeded when={HYDRATE_WHEN[block.hydrate ?? ""] ?? "seen"}>
      <entry.component block={block} page={page} />
    </HydrateWhenNeeded>
  )
}

/**
 * A static block shows its data and nothing else, so it re-renders only for other data: a page's
 * re-render (a hash change) reaching HTML that React keeps without hydrating would make React
 * replace that HTML by rendering the block in the browser, downloading its code.
 */
const StaticBlock = memo(
  function StaticBlock({ entry, block, page }: { entry: BlockEntry; block: BlockData; page: BlockPage }) {
    return (
      <KeepServerHtml name={[block.blockType, block.layout].filter(Boolean).join(" ")}>
        <entry.component block={block} page={page} />
      </KeepServerHtml>
    )
  },
  (before, after) => before.block === after.block && before.entry === after.entry
)

/**
 * The preview build marks each block for Directus's Visual Editor. The condition is a constant to
 * webpack (gatsby-config.ts), so a public build holds neither the marks nor their code; it is spelt
 * out again where the marks are used, as the minifier does not follow `BlockMark`'s null there.
 */
const BlockMark =
  process.env.GATSBY_PREVIEW === "1" ? (require("../preview/BlockMark") as typeof import("../preview/BlockMark")).BlockMark : null

/** A page's blocks, in the editor's order. */
export function Blocks({ blocks, page }: { blocks: readonly BlockData[]; page: BlockPage }) {
  return (
    <>
      {blocks.map(block =>
        process.env.GATSBY_PREVIEW === "1" && BlockMark ? (
          // Keyed by the Directus item, which the build's data and the preview's share, so the marked
          // elements stay the same ones the Visual Editor knows when the preview's data arrives.
          <BlockMark key={`${block.blockType}:${block.directusId ?? block.id}`} block={block}>
            <Block block={block} page={page} />
          </BlockMark>
        ) : (
          <Block key={block.id} block={block} page={page} />
        )
      )}
    </>
  )
}

/** Every block type's fields: a template asks for `blocks { ...PageBlocks }`. A new block type adds its fragment here. */
export const fragment = graphql`
  fragment PageBlocks on DirectusBlock {
    id
    directusId
    translationId
    blockType
    hydrate
    ...HeroBlock
    ...CardsBlock
    ...ComparisonBlock
    ...TestimonialsBlock
    ...TabsBlock
    ...StatsBlock
    ...StepsBlock
    ...CtaBlock
    ...ProjectsBlock
    ...RichTextBlock
    ...FormBlock
    ...RecordsBlock
    ...FaqBlock
    ...GalleryBlock

  }
`
