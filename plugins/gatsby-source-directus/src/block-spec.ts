/**
 * How a block type is declared (src/blocks/<type>/config.ts): its own fields and its layouts, each
 * layout with the fields it uses and how it hydrates. The collection's Directus fields, the layout
 * dropdown and which fields Directus shows for each layout, the GraphQL type, the registry's
 * hydration facts and the TypeScript type of a layout all come from this one declaration.
 */
import type { FieldSpec } from "./fields"
import { anchor, choice, required, str, text } from "./fields"

/**
 * How a block hydrates on a page's first load (after a page change every block renders as usual).
 * Interactive blocks are server-rendered and hydrate when a visitor presses, types or focuses in
 * them; beyond that (HydrateWhenNeeded):
 * - `when-seen`: something happens as it shows (a slider moves on, cards fade in), so it hydrates,
 *   code and all, once it nears the viewport (what an image does when it loads or fails, and figures
 *   that count up, need no code: src/lib/image-states.ts, seen-marks.ts);
 * - `when-seen-wide`: as `when-seen` on a wide screen (the desktop layout, from the lg breakpoint),
 *   where alone it moves (a pane that scrolls through its items, a strip pinned while the page
 *   scrolls); elsewhere as `when-used`;
 * - `when-used`: it only answers a visitor (buttons, tabs, forms), so it waits for the visitor's
 *   first use of the page (a scroll, a touch, a key) before it nears the viewport counts;
 * - `never`: static (no state, no handlers, nothing that waits for the browser): the server HTML
 *   stays as it is and its code is not downloaded (KeepServerHtml).
 */
export type Hydration = "when-seen" | "when-seen-wide" | "when-used" | "never"

/**
 * A layout's hydration: fixed, or read from the block's own options where one layout is static
 * unless an option asks for motion (cards that fade in, a strip that slides). The function reads the
 * block node's fields, normalised: by their GraphQL names (`count_up` is `countUp`).
 */
export type LayoutHydration = Hydration | ((block: Readonly<Record<string, unknown>>) => Hydration)

/** The fields every block starts with, in this order. */
export const HEADER_SOURCES = ["layout", "anchor", "heading", "highlighted_text", "description"] as const
type HeaderSource = (typeof HEADER_SOURCES)[number]
/** The header fields every layout shows. */
export const ALWAYS_SHOWN = ["layout", "anchor", "heading"] as const
/** Header fields a layout may leave out (the layout, anchor and heading are every block's). */
type OptionalHeader = Exclude<HeaderSource, (typeof ALWAYS_SHOWN)[number]>

export interface LayoutSpec<Source extends string> {
  /** What an editor reads in the layout dropdown. */
  text: string
  /** The fields this layout shows, beyond the layout, anchor and heading: Directus hides the others. */
  uses: readonly (Source | OptionalHeader)[]
  hydrate: LayoutHydration
}

export interface BlockSpec<Name extends string = string, Source extends string = string, Layout extends string = string> {
  /** The Directus collection (a node's `blockType`). */
  name: Name
  nodeType: string
  /** The collection's icon (a Material icon name), note and name in Directus (empty: its type's name, "Rich Text"). */
  editor: { icon: string; note: string; label?: string }
  fields: readonly FieldSpec<Source>[]
  /** The looks of the block, in the order the dropdown lists them. */
  layouts: Record<Layout, LayoutSpec<NoInfer<Source>>>
}

export function defineBlock<Name extends string, Source extends string, Layout extends string>(
  spec: BlockSpec<Name, Source, Layout>
): BlockSpec<Name, Source, Layout> {
  return spec
}

/** A block type's layouts (a union of its layout names). */
export type LayoutOf<Spec> = Spec extends BlockSpec<string, string, infer Layout> ? Layout : never

/** Every field of a block's own and its optional header: what a layout uses that shows all of them. */
export const everyField = <Source extends string>(fields: readonly FieldSpec<Source>[]): (Source | OptionalHeader)[] => [
  "highlighted_text", "description", ...fields.map(field => field.source),
]

export const layoutNames = <Layout extends string>(spec: BlockSpec<string, string, Layout>) => Object.keys(spec.layouts) as Layout[]

/** The block's layout, or null for a value the block type does not have (the build has refused it already). */
export function layoutOf<Layout extends string>(spec: BlockSpec<string, string, Layout>, value: string | null | undefined): Layout | null {
  return value != null && Object.prototype.hasOwnProperty.call(spec.layouts, value) ? (value as Layout) : null
}

/** How a block of this type hydrates, as its layout's declaration says for its options; unknown layouts hydrate. */
export function hydrationOf(spec: BlockSpec, block: Readonly<Record<string, unknown>>): Hydration {
  const layout = layoutOf(spec, block.layout as string | null | undefined)
  if (layout === null) return "when-seen"
  const { hydrate } = (spec.layouts as Record<string, LayoutSpec<string>>)[layout]
  return typeof hydrate === "function" ? hydrate(block) : hydrate
}

/** The header every block starts with: the layout (required), its anchor and its section heading. */
export function blockHeader(spec: BlockSpec): FieldSpec[] {
  const layouts = Object.entries<LayoutSpec<string>>(spec.layouts).map(([value, layout]) => ({ value, text: layout.text }))
  return [
    required(choice("layout", layouts, "How the section looks; the form shows the fields this layout uses")),
    anchor("anchor", "In-page link target (#anchor), optional: lower-case words joined by hyphens"),
    required(str("heading", { note: "The section's heading (a hero's is the page's h1)", full: true })),
    str("highlighted_text", { note: "The part of the heading shown in the accent colour (optional)", full: true }),
    text("description", "The text under the heading"),
  ]
}
