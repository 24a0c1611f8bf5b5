/**
 * The field kinds of the content contract and their constructors. A field is declared once, with what
 * the build does with it (its kind and rule) and what an editor reads beside it in Directus (its note),
 * so the normaliser, the GraphQL types, the CMS scripts and Directus's own form all come from it.
 */
export type FieldKind =
  | { kind: "string" }
  /** Passes the URL rule of rules.ts: https:, mailto:, tel: or a site-relative path. */
  | { kind: "url" }
  /**
   * Passes the slug rule of rules.ts and is unique in its collection; a translation's own (`translation`)
   * may be empty (the record's is used) and is unique in its language (source plugin, languages.ts).
   */
  | { kind: "slug"; translation?: true }
  /** Passes the slug rule, not unique: an in-page anchor (a section's id). */
  | { kind: "anchor" }
  /** A path on this site and nothing else (safeSitePath of rules.ts): a redirect's old address. */
  | { kind: "path" }
  /** A path on this site (safeSiteTarget of rules.ts): where a redirect sends a visitor, never another site. */
  | { kind: "destination" }
  /** A route without its leading slash: slugs joined by `/` (unique in its collection, like a slug; `translation` as a slug's). */
  | { kind: "route"; translation?: true }
  /** An e-mail address (shown, and linked as mailto:). */
  | { kind: "email" }
  /** A phone number as people write it (shown, and linked as tel:). */
  | { kind: "phone" }
  /** Sanitised HTML (sanitize.ts); with `pictures`, it may show Directus files as pictures, which the site publishes itself. */
  | { kind: "html"; pictures?: true }
  | { kind: "int" }
  | { kind: "float" }
  /** A moment (ISO 8601 with its offset): an article's publish date. Anything else is refused. */
  | { kind: "datetime" }
  | { kind: "bool" }
  /** JSON-LD structured data: every URL-valued value in it passes the URL rule (safeJsonLd of rules.ts). */
  | { kind: "jsonLd" }
  | { kind: "strings" }
  | { kind: "file" }
  /** One of a fixed set of values (Directus shows a dropdown); any other value is refused. */
  | { kind: "choice"; choices: readonly Choice[] }
  /** One item of the `target` collection (a unit test holds every target to the contract's collections). */
  | { kind: "m2o"; target: string }
  | { kind: "m2m"; target: string; junction: string; junctionKey: string }
  /**
   * A repeater, each entry with these typed fields: a JSON list in Directus (its "list" interface), or
   * with `rows` the items of a child collection (`<owner>_<field>`, one-to-many), which may hold files.
   */
  | { kind: "list"; fields: FieldSpec[]; rows?: true }
  /** A page builder: Directus's many-to-any field, an ordered list of items of the block collections. */
  | { kind: "blocks"; junction: string }

/** A dropdown entry: the stored value and what the editor reads. */
export interface Choice {
  value: string
  text: string
}

/** How Directus presents a field, where its kind alone does not say. */
export interface FieldEditor {
  /** Long copy: a multi-line input (a `text` column). */
  long?: boolean
  /** Takes the form's whole width (short fields take half; long ones, lists and builders are whole). */
  full?: boolean
  /** A range slider (a rating). */
  range?: { min: number; max: number }
  /** How a repeater's row reads in its collapsed list, e.g. "{{ title }}". */
  template?: string
  /** Not in the form (Directus's manual sort). */
  hidden?: boolean
  /** HTML typed as markup in a plain text area (a title's inline emphasis), not in the rich text editor. */
  markup?: boolean
  /** The field's name in the form, where its column's name would read badly (several layouts' card lists are all "Cards"). */
  label?: string
}

export interface FieldSpec<Source extends string = string> {
  /** Directus field name. */
  source: Source
  /** Node field name. */
  name: string
  type: FieldKind
  /**
   * A block without it is dropped with a warning naming page, block and field; an item of another
   * collection without it is dropped with a warning naming collection, item and field.
   */
  required?: boolean
  /** What an editor reads under the field in Directus: what it is for, in plain words, with its limits. */
  note?: string
  editor?: FieldEditor
  /** Text that reads the same in every language (a brand's or a technology's name): no translation asks for it. */
  untranslated?: true
}

export function camel(source: string): string {
  return source.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

type Options = { note?: string; name?: string } & FieldEditor

/** A field of any kind; `name` is its node field's when not the camel-cased source. */
export function f<S extends string>(source: S, type: FieldKind, { note, name, ...editor }: Options = {}): FieldSpec<S> {
  return { source, name: name ?? camel(source), type, ...(note && { note }), ...(Object.keys(editor).length > 0 && { editor }) }
}

const withNote = (note: string | Options | undefined): Options => (typeof note === "string" ? { note } : note ?? {})

/** A short text. */
export const str = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "string" }, withNote(note))
/** Long copy (a description, a quote): a multi-line input. */
export const text = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "string" }, { ...withNote(note), long: true })
export const url = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "url" }, withNote(note))
export const html = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "html" }, withNote(note))
/** Rich text with pictures an editor places in it (an article's body). */
export const htmlWithPictures = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "html", pictures: true }, withNote(note))
export const int = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "int" }, withNote(note))
export const float = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "float" }, withNote(note))
/** The field that schedules an item: published with a publish date still ahead, it waits for that moment (normalise.ts isScheduled). */
export const PUBLISH_DATE = "publish_date"
export const datetime = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "datetime" }, withNote(note))
export const bool = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "bool" }, withNote(note))
/** JSON-LD structured data (a JSON object or list, typed as code in Directus). */
export const jsonLd = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "jsonLd" }, withNote(note))
export const file = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "file" }, withNote(note))
/** A list of short strings (Directus's tags). */
export const strings = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "strings" }, withNote(note))
export const anchor = <S extends string = "anchor">(source = "anchor" as S, note?: string | Options) => f(source, { kind: "anchor" }, withNote(note))
export const email = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "email" }, withNote(note))
export const phone = <S extends string>(source: S, note?: string | Options) => f(source, { kind: "phone" }, withNote(note))
export const slug = (note: string) => f("slug", { kind: "slug" }, { note })
export const route = (note: string) => f("slug", { kind: "route" }, { note })
export const choice = <S extends string>(source: S, choices: readonly Choice[], note?: string | Options) =>
  f(source, { kind: "choice", choices }, withNote(note))
export const m2o = <S extends string>(source: S, target: string, note?: string | Options) =>
  f(source, { kind: "m2o", target }, withNote(note))
/** A repeater; `template` names a row in its collapsed list. */
export function list<S extends string>(source: S, template: string, fields: FieldSpec[], note?: string | Options): FieldSpec<S> {
  // Directus cannot hold a one-to-many inside a JSON repeater.
  const held = fields.find(sub => sub.type.kind === "list" && sub.type.rows)
  if (held) throw new Error(`list ${source} holds rows ${held.source}: a JSON list cannot hold rows, declare ${source} as rows too`)
  return f(source, { kind: "list", fields }, { ...withNote(note), template })
}
/**
 * A repeater whose entries are items of a child collection (Directus's one-to-many list): what a
 * repeater needs when an entry holds a picture, since a JSON list cannot hold a file. Its fields may
 * hold `rows` in turn (`<owner>_<field>_<field>`, owned by the row).
 */
export const rows = <S extends string>(source: S, template: string, fields: FieldSpec[], note?: string | Options) =>
  f(source, { kind: "list", fields, rows: true }, { ...withNote(note), template })
/** A page builder: the owner's sections, top to bottom (junction `<collection>_blocks`). */
export const blocks = (junction: string, note: string) => f("blocks", { kind: "blocks", junction }, { note })
/**
 * The contract's fields with those sharing a node field taken as one: lists that several layouts
 * fill in turn (each layout's cards, all read as `items`) become one list whose entries hold every
 * sub-field of each. Only lists may share a node field, and a shared sub-field keeps one kind.
 */
export function byNodeField(fields: readonly FieldSpec[], nested = false): FieldSpec[] {
  const merged = new Map<string, FieldSpec>()
  for (const field of fields) {
    const seen = merged.get(field.name)
    if (!seen) merged.set(field.name, field)
    else if (seen.type.kind === "list" && field.type.kind === "list") {
      // Within entries the merged list is read by one source name (the first's): another would read nothing.
      if (nested && seen.source !== field.source) throw new Error(`entry lists ${seen.source} and ${field.source} share node field ${field.name}: give them one source name`)
      merged.set(field.name, { ...seen, type: { ...seen.type, fields: byNodeField([...seen.type.fields, ...field.type.fields], true) } })
    } else if (JSON.stringify(seen.type) !== JSON.stringify(field.type)) {
      throw new Error(`fields ${seen.source} and ${field.source} share node field ${field.name} with different kinds`)
    }
  }
  return [...merged.values()]
}

export const required = <S extends string>(spec: FieldSpec<S>): FieldSpec<S> => ({ ...spec, required: true })
/** A name that reads the same in every language (translatedField leaves it out). */
export const untranslated = <S extends string>(spec: FieldSpec<S>): FieldSpec<S> => ({ ...spec, untranslated: true })

/** The kinds of visitor-facing text: what a translation holds. */
const TEXT_KINDS: readonly FieldKind["kind"][] = ["string", "html", "strings"]

/**
 * The node field of a translation's own slug (or route): the address of the record's page in that
 * language, where the translation gives one (its `slug` stays the record's own, the English, which
 * everything else reads: links, records, redirects).
 */
export const LOCAL_SLUG = "localSlug"

/**
 * The field as a translation holds it, or null when it holds no text: text as it is (never required:
 * an empty one falls back to the record's own); a slug as the page's own address in that language
 * (`localSlug`, optional); a repeater (a JSON list or rows) as a JSON list of its
 * entries' text, entry n translating the record's entry n, so links, icons and pictures stay the
 * record's alone. Hidden fields and names (`untranslated`) are not translated.
 */
export function translatedField(field: FieldSpec): FieldSpec | null {
  if (field.untranslated || field.editor?.hidden) return null
  const { required: _required, ...spec } = field
  if (TEXT_KINDS.includes(field.type.kind)) return spec
  if (field.type.kind === "slug" || field.type.kind === "route") {
    const note = field.type.kind === "slug"
      ? "The page's own address in this language, under the English one's route (lower-case letters, digits and hyphens); empty: the English one"
      : "The page's own address in this language (segments joined by /); empty: the English one. Only a page built from its blocks takes it: a service's, industry's or case study's page is at that record's address"
    return { ...spec, name: LOCAL_SLUG, type: { kind: field.type.kind, translation: true }, note }
  }
  if (field.type.kind !== "list") return null
  const fields = field.type.fields.flatMap(sub => translatedField(sub) ?? [])
  if (fields.length === 0) return null
  const note = "Entry by entry, the words of the entries above in this language (the first translates the first); links and pictures stay the ones above"
  return { ...spec, type: { kind: "list", fields }, note }
}
