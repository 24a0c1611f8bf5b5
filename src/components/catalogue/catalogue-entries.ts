/**
 * The block part of the component showcase, from the block declarations (src/blocks/contract.ts):
 * one entry per layout of every block type, with the content's own blocks of that layout in the
 * states its options and sizes make different. A layout a declaration gains shows up here by itself.
 */
import type { BlockSpec, LayoutSpec } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { Choice, FieldSpec } from "../../../plugins/gatsby-source-directus/src/fields"

/** A field that makes blocks of a layout look different: an option (yes/no, a choice) or a list. */
export interface StateField {
  /** The node's field (its GraphQL name). */
  name: string
  /** What the showcase calls it: its Directus name in words. */
  words: string
  choices?: readonly Choice[]
}

/** A layout as the showcase needs it: its name, what editors read, and the fields that change its look. */
export interface DeclaredLayout {
  layout: string
  text: string
  options: StateField[]
  /** The first is the layout's items. */
  lists: StateField[]
}

/**
 * A block type's layouts, from its declaration. The build hands them to the showcase (its page
 * context, gatsby-node.ts), so the browser gets these facts and not the declarations' code, which
 * the content store's chunk holds.
 */
export interface DeclaredType {
  blockType: string
  layouts: DeclaredLayout[]
}

const stateField = (field: FieldSpec): StateField => ({
  name: field.name,
  words: field.source.replace(/_/g, " "),
  ...(field.type.kind === "choice" && { choices: field.type.choices }),
})

/** Every block type's layouts, in the declarations' order. */
export function declaredLayouts(specs: readonly BlockSpec[]): DeclaredType[] {
  return specs.map(spec => ({
    blockType: spec.name,
    layouts: Object.entries<LayoutSpec<string>>(spec.layouts).map(([layout, { text, uses }]) => {
      const used = spec.fields.filter(field => (uses as readonly string[]).includes(field.source))
      return {
        layout,
        text,
        options: used.filter(field => field.type.kind === "bool" || field.type.kind === "choice").map(stateField),
        lists: used.filter(field => field.type.kind === "list").map(stateField),
      }
    }),
  }))
}

/** A block of the content, placed on the page that holds it (P: what the block renders with). */
export interface Placed<B, P> {
  block: B
  page: P
}

/** A content block as the query gives it: its type, layout and fields by their GraphQL names. */
export type ContentBlock = { blockType: string; layout?: string | null }

/** A labelled state of an entry: one of the content's blocks. */
export interface CatalogueState<B, P> extends Placed<B, P> {
  label: string
}

export interface CatalogueEntry<B, P> {
  /** Unique on the showcase, an id's valid characters only (the section is `c-<id>`). */
  id: string
  /** `blocks/<type> (<layout>)`. */
  name: string
  /** What editors read in the layout dropdown. */
  note: string
  /** Empty: no content uses the layout yet. */
  states: CatalogueState<B, P>[]
}

/** A block type's entries. */
export interface CatalogueGroup<B, P> {
  label: string
  entries: CatalogueEntry<B, P>[]
}

/** Enough states to see what differs, few enough to read: a layout shows at most this many. */
export const MAX_STATES = 4

/** A block type's short name: `block_rich_text` is `rich_text`. */
const typeName = (blockType: string) => blockType.replace(/^block_/, "")

/** The showcase entry id of a layout of a block type: lower-case words joined by hyphens. */
export const entryId = (blockType: string, layout: string) => `${typeName(blockType)}-${layout}`.replace(/_/g, "-")

const fieldsOf = (block: ContentBlock) => block as unknown as Readonly<Record<string, unknown>>
const sizeOf = (value: unknown) => (Array.isArray(value) ? value.length : 0)

/** What a block sets of its layout's options, and which of its lists past the first it leaves empty. */
function signature(block: ContentBlock, { options, lists }: DeclaredLayout): string[] {
  const fields = fieldsOf(block)
  const option = ({ name, words, choices }: StateField) => {
    const value = fields[name]
    if (!choices) return value === true ? words : []
    if (value == null) return []
    return `${words}: ${choices.find(entry => entry.value === value)?.text ?? String(value)}`
  }
  const empty = lists.slice(1).filter(field => sizeOf(fields[field.name]) === 0).map(field => `no ${field.words}`)
  return [...options.flatMap(option), ...empty]
}

/**
 * The states of a layout: for each combination of options (and empty lists) the content uses, its
 * block with the fewest items, then the one with the most (a number of cards can change the look: a
 * grid becomes a strip), combinations in the content's order, at most MAX_STATES.
 */
export function layoutStates<B extends ContentBlock, P>(blockType: string, declared: DeclaredLayout, placed: readonly Placed<B, P>[]): CatalogueState<B, P>[] {
  const [items] = declared.lists
  const count = (block: B) => (items ? sizeOf(fieldsOf(block)[items.name]) : 0)
  const combinations = new Map<string, { label: string[]; blocks: Placed<B, P>[] }>()
  for (const one of placed.filter(({ block }) => block.blockType === blockType && block.layout === declared.layout)) {
    const label = signature(one.block, declared)
    const key = label.join("|")
    combinations.set(key, { label, blocks: [...(combinations.get(key)?.blocks ?? []), one] })
  }
  return [...combinations.values()]
    .flatMap(({ label, blocks }) => {
      const sizes = blocks.map(({ block }) => count(block))
      const ends = new Set([sizes.indexOf(Math.min(...sizes)), sizes.indexOf(Math.max(...sizes))])
      return [...ends].map(index => ({
        ...blocks[index],
        label: [...(items ? [sizes[index] > 0 ? `${sizes[index]} ${items.words}` : `no ${items.words}`] : []), ...label].join(", ") || "As in the content",
      }))
    })
    .slice(0, MAX_STATES)
}

/** The showcase's link to each block type: its first layout's entry. */
export const groupLinks = (declared: readonly DeclaredType[]) =>
  declared.map(({ blockType, layouts: [first] }) => ({ id: entryId(blockType, first.layout), label: `blocks/${typeName(blockType)}` }))

/**
 * Every block type of the declarations, in their order, with an entry for each of its layouts; `demos`
 * (by entry id) follow the content's states.
 */
export function catalogueGroups<B extends ContentBlock, P>(
  declared: readonly DeclaredType[], placed: readonly Placed<B, P>[], demos: Readonly<Record<string, readonly CatalogueState<B, P>[]>> = {},
): CatalogueGroup<B, P>[] {
  return declared.map(({ blockType, layouts }) => ({
    label: `blocks/${typeName(blockType)}`,
    entries: layouts.map(layout => ({
      id: entryId(blockType, layout.layout),
      name: `blocks/${typeName(blockType)} (${layout.layout})`,
      note: layout.text,
      states: [...layoutStates(blockType, layout, placed), ...(demos[entryId(blockType, layout.layout)] ?? [])],
    })),
  }))
}
