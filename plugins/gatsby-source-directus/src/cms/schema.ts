/**
 * The Directus schema of the content contract: every collection's fields as Directus's REST API
 * creates them (POST /collections, /fields, /relations bodies), generated from collections.ts and the
 * block declarations. cms/scripts/define-schema.mjs sends them to a scratch Directus and snapshots it
 * into cms/snapshot.yaml; nothing here is kept by hand beside the contract.
 */
import type { BlockSpec } from "../block-spec"
import type { CollectionSpec, FieldSpec } from "../collections"
import { COLLECTIONS, LANGUAGES_COLLECTION, ROW_LISTS, TRANSLATIONS_FIELD, collectionSpec, titleCase, translationsOf } from "../collections"
import { PUBLISH_DATE } from "../fields"
import { BLOCK_SPECS } from "../../../../src/blocks/contract"
import { CMS_COLLECTIONS, rowsWithin } from "./contract"
import { ROUTE_PATTERN_SOURCE, SLUG_PATTERN_SOURCE } from "./contract"
import { HOST_LIMITS } from "../../../../src/build/host-limits"
import { LANGUAGES } from "../../../../src/content/languages"

export interface DirectusField {
  field: string
  type: string
  meta: Record<string, unknown> & { interface?: string; options?: Record<string, unknown> & { fields?: DirectusField[] }; note?: string }
  schema?: Record<string, unknown> | null
}

export interface DirectusCollection {
  collection: string
  meta: Record<string, unknown>
  fields: DirectusField[]
}

/**
 * The longest redirect path Directus takes: two of them make a `_redirects` line (`<from> <to> 301`)
 * within the hosts' length limit, so no redirect an editor saves is too long for the build. Directus
 * does not enforce a string field's max_length on SQLite, so the patterns below hold it too.
 */
export const REDIRECT_PATH_MAX = Math.floor((HOST_LIMITS.redirectLineChars - " ".length - " 301".length) / 2)
const withinMax = `(?=.{1,${REDIRECT_PATH_MAX}}$)`
/** A `.` or `..` segment, typed or percent-encoded, before any query or fragment. */
const noDotSegment = "(?![^?#]*/(?:\\.|%2[eE]){1,2}(?:[/?#]|$))"

/**
 * A redirect's old address: a path on this site (one leading '/'), without a query, fragment,
 * whitespace, backslash, the host files' '*' and ':name' patterns, or a '.' or '..' segment. The build's
 * rule (safeSitePath of rules.ts) is stricter still; a unit test holds the two in step.
 */
export const SITE_PATH_PATTERN = `^${withinMax}${noDotSegment}/(?!/)[^?#*:\\s\\\\]*$`
/**
 * A redirect's target: a path on this site, never another site; no whitespace, no '.' or '..' segment,
 * and no placeholder (':name', '*'), since an old address captures none (the build applies its URL rule).
 */
export const TARGET_PATTERN = `^${withinMax}${noDotSegment}(?!.*:\\w)/(?!/)[^*\\s\\\\]*$`

/** The folder the block collections sit in, in the app's navigation. */
export const BLOCKS_GROUP = "blocks"

const STATUS_CHOICES = [
  { text: "Published", value: "published", color: "#2ECDA7" },
  { text: "Draft", value: "draft", color: "#A2B5CD" },
  { text: "Archived", value: "archived", color: "#F7971C" },
]

/** What the app calls a field, or a collection (its items one or many), where its name would read badly. */
const fieldName = (translation: string) => ({ translations: [{ language: "en-US", translation }] })
const collectionName = (translation: string) => ({ translations: [{ language: "en-US", translation, singular: translation, plural: translation }] })

const id = (): DirectusField => ({
  field: "id", type: "integer",
  meta: { interface: "input", readonly: true, hidden: true },
  schema: { is_primary_key: true, has_auto_increment: true },
})
const status = (): DirectusField => ({
  field: "status", type: "string",
  meta: {
    width: "full", interface: "select-dropdown", options: { choices: STATUS_CHOICES },
    display: "labels", display_options: { showAsDot: true, choices: STATUS_CHOICES.map(c => ({ ...c, foreground: "#FFFFFF", background: c.color })) },
    note: "Only published items appear on the site",
  },
  schema: { default_value: "draft", is_nullable: false },
})

const input = (spec: FieldSpec, type: string, extra: Record<string, unknown> = {}): DirectusField => ({
  field: spec.source, type,
  meta: { interface: "input", width: spec.editor?.full ? "full" : "half", ...(spec.note && { note: spec.note }), ...extra },
  schema: {},
})
const jsonField = (spec: FieldSpec, iface: string, options: Record<string, unknown>): DirectusField => ({
  field: spec.source, type: "json", meta: { interface: iface, special: ["cast-json"], ...(spec.note && { note: spec.note }), options }, schema: {},
})
const slugRule = (source: string, pattern: string, message: string, options: Record<string, unknown>) =>
  ({ options, validation: { [source]: { _regex: pattern } }, validation_message: message })

/** A related collection's display template, for the dropdown that picks one of its items. */
const templateOf = (collection: string) => collectionSpec(collection).editor.displayTemplate ?? "{{id}}"

/** The rich text editor's buttons: what the HTML allowlist keeps (sanitize.ts), and the source view. */
const RICH_TEXT_TOOLBAR = ["bold", "italic", "h2", "h3", "bullist", "numlist", "blockquote", "customLink", "removeformat", "code"]

/** The Directus definition of one contract field (without its place in the form). */
export function directusField(spec: FieldSpec, collection: string): DirectusField {
  const { type } = spec
  switch (type.kind) {
    case "string":
    case "url":
    case "email":
    case "phone":
      if (spec.editor?.long) return { field: spec.source, type: "text", meta: { interface: "input-multiline", ...(spec.note && { note: spec.note }) }, schema: {} }
      return input(spec, "string", spec.editor?.hidden ? { hidden: true } : {})
    case "html": {
      if (spec.editor?.markup) return { field: spec.source, type: "text", meta: { interface: "input-multiline", ...(spec.note && { note: spec.note }) }, schema: {} }
      // The editor's buttons make only what the sanitiser keeps (sanitize.ts): pictures where the field takes them.
      const toolbar = [...RICH_TEXT_TOOLBAR, ...(type.pictures ? ["customImage"] : [])]
      return { field: spec.source, type: "text", meta: { interface: "input-rich-text-html", options: { toolbar }, ...(spec.note && { note: spec.note }) }, schema: {} }
    }
    case "int":
      if (spec.editor?.hidden) return { field: spec.source, type: "integer", meta: { interface: "input", hidden: true }, schema: {} }
      if (spec.editor?.range) {
        const { min, max } = spec.editor.range
        return input(spec, "integer", { interface: "slider", options: { minValue: min, maxValue: max, stepInterval: 1 } })
      }
      return input(spec, "integer")
    case "float":
      return input(spec, "float")
    case "datetime":
      return input(spec, "timestamp", { interface: "datetime", display: "datetime", display_options: { relative: true } })
    case "bool":
      return { ...input(spec, "boolean", { interface: "boolean", special: ["cast-boolean"] }), schema: { default_value: false } }
    case "jsonLd":
      return jsonField(spec, "input-code", { language: "JSON" })
    case "strings":
      return jsonField(spec, "tags", { allowCustom: true })
    case "file":
      return input(spec, "uuid", { interface: "file-image", special: ["file"], display: "image" })
    case "choice": {
      // The dropdown offers these values; the validation refuses any other, also through the API.
      const values = type.choices.map(choice => choice.value)
      const oneOf = { [spec.source]: { _in: values } }
      const choices = type.choices.map(({ text, value }) => ({ text, value }))
      // Lists and display templates read a choice's text where it is not its stored value.
      const labels = choices.some(({ text, value }) => text !== value) && { display: "labels", display_options: { choices, format: false } }
      return input(spec, "string", {
        interface: "select-dropdown",
        options: { choices },
        ...labels,
        validation: spec.required ? oneOf : { _or: [{ [spec.source]: { _null: true } }, oneOf] },
        validation_message: `One of: ${values.join(", ")}`,
      })
    }
    case "anchor":
      return input(spec, "string", {
        options: { slug: true, trim: true },
        validation: { _or: [{ [spec.source]: { _null: true } }, { [spec.source]: { _regex: SLUG_PATTERN_SOURCE } }] },
        validation_message: "Lower-case letters and digits, words joined by single hyphens (e.g. use-cases)",
      })
    case "slug":
    case "route": {
      const rule = type.kind === "route"
        ? slugRule(spec.source, ROUTE_PATTERN_SOURCE, "Lower-case letters and digits, words joined by single hyphens, segments by single slashes (e.g. services/ai-development)", { trim: true })
        : slugRule(spec.source, SLUG_PATTERN_SOURCE, "Lower-case letters and digits, words joined by single hyphens (e.g. ai-development)", { slug: true, trim: true })
      // A page's route keeps its '/', which the input's slug formatting would drop. A translation's
      // may be empty, and is unique in its language only (which the build checks: ar and tr may share one).
      if (type.translation) return input(spec, "string", { ...rule, validation: { _or: [{ [spec.source]: { _null: true } }, rule.validation] } })
      return { ...input(spec, "string", { required: true, ...rule }), schema: { is_nullable: false, is_unique: true } }
    }
    case "path": {
      const rule = slugRule(spec.source, SITE_PATH_PATTERN, `A path on this site starting with one / (e.g. /portfolio/old-name), without ?, #, *, :, spaces or . and .. segments, at most ${REDIRECT_PATH_MAX} characters`, { trim: true })
      // One redirect per old address.
      return { ...input(spec, "string", rule), schema: { is_unique: true, max_length: REDIRECT_PATH_MAX } }
    }
    case "destination": {
      const rule = slugRule(spec.source, TARGET_PATTERN, `A path on this site starting with one /, without spaces, *, :name or . and .. segments, at most ${REDIRECT_PATH_MAX} characters`, { trim: true })
      return { ...input(spec, "string", rule), schema: { max_length: REDIRECT_PATH_MAX } }
    }
    case "m2o": {
      const template = templateOf(type.target)
      return {
        field: spec.source, type: "integer",
        meta: { interface: "select-dropdown-m2o", special: ["m2o"], options: { template }, display: "related-values", display_options: { template }, ...(spec.note && { note: spec.note }) },
        schema: {},
      }
    }
    case "m2m": {
      const template = templateOf(type.target).replace(/\{\{\s*(\w+)\s*\}\}/g, `{{${type.junctionKey}.$1}}`)
      return {
        field: spec.source, type: "alias",
        meta: {
          interface: "list-m2m", special: ["m2m"], options: { template, enableCreate: true, enableSelect: true },
          display: "related-values", display_options: { template }, ...(spec.note && { note: spec.note }),
        },
      }
    }
    case "list":
      if (type.rows) {
        // The rows are created and ordered here, never picked from another owner's.
        return {
          field: spec.source, type: "alias",
          meta: { interface: "list-o2m", special: ["o2m"], options: { template: spec.editor?.template, enableSelect: false, enableLink: false }, ...(spec.note && { note: spec.note }) },
        }
      }
      return jsonField(spec, "list", { template: spec.editor?.template, fields: type.fields.map(sub => subField(directusField(sub, collection), sub)) })
    case "blocks":
      return {
        field: spec.source, type: "alias",
        meta: { interface: "list-m2a", special: ["m2a"], options: { enableCreate: true, enableSelect: true }, ...(spec.note && { note: spec.note }) },
      }
  }
}

/** A field definition as a sub-field of a repeater (the list interface's `options.fields`), named by its label if it has one. */
function subField(def: DirectusField, spec: FieldSpec): DirectusField {
  const { interface: iface, width = "full", options, note } = def.meta
  const name = spec.editor?.label ?? titleCase(def.field)
  return { field: def.field, name, type: def.type, meta: { field: def.field, type: def.type, interface: iface, width, options, note } } as DirectusField
}

/** Required in the app and in the API (NOT NULL: Directus refuses a missing or null value with FAILED_VALIDATION). */
const requiredField = (def: DirectusField): DirectusField => ({ ...def, meta: { ...def.meta, required: true }, schema: { ...def.schema, is_nullable: false } })

/**
 * Field conditions of a block: a field that some layouts do not use is hidden, and shown when the
 * layout chosen is one that uses it (Directus evaluates the rule as the editor picks the layout).
 */
export function layoutCondition(block: BlockSpec, source: string): Record<string, unknown> | null {
  const layouts = Object.entries<{ uses: readonly string[] }>(block.layouts)
  if (["layout", "anchor", "heading"].includes(source)) return null
  const using = layouts.filter(([, layout]) => layout.uses.includes(source)).map(([name]) => name)
  if (using.length === layouts.length) return null
  return {
    hidden: true,
    conditions: [{ name: "Shown for the layouts that use it", rule: { _and: [{ layout: { _in: using } }] }, hidden: false }],
  }
}

const withLabel = (def: DirectusField, spec: FieldSpec): DirectusField =>
  spec.editor?.label ? { ...def, meta: { ...def.meta, ...fieldName(spec.editor.label) } } : def

/**
 * At the top of the form of a collection with publish dates: a notice shown while the item is
 * published with its publish date still ahead (Directus evaluates `$NOW` as the editor looks), since
 * the status alone would say it is on the site.
 */
const scheduledNotice = (): DirectusField => ({
  field: "scheduled_notice", type: "alias",
  meta: {
    interface: "presentation-notice", special: ["alias", "no-data"], width: "full", hidden: true,
    options: { color: "info", icon: "schedule", text: "Scheduled: published, but off the site until its publish date. The site is built again at that moment, by itself." },
    conditions: [{ name: "Published, its publish date ahead", rule: { _and: [{ status: { _eq: "published" } }, { [PUBLISH_DATE]: { _gt: "$NOW" } }] }, hidden: false }],
  },
})

function collectionFields(spec: CollectionSpec): DirectusField[] {
  const block = spec.block ? BLOCK_SPECS.find(b => b.name === spec.name) : undefined
  const own = spec.fields.map(field => {
    const def = withLabel(directusField(field, spec.name), field)
    const shown = block && layoutCondition(block as unknown as BlockSpec, field.source)
    const withCondition = shown ? { ...def, meta: { ...def.meta, ...shown } } : def
    return field.required ? requiredField(withCondition) : withCondition
  })
  const scheduled = spec.hasStatus && spec.fields.some(field => field.source === PUBLISH_DATE) ? [scheduledNotice()] : []
  const translated = translationsOf(spec) ? [translationsField(spec.hasStatus)] : []
  return [id(), ...(spec.hasStatus ? [status()] : []), ...scheduled, ...own, ...translated].map((f, i) => ({ ...f, meta: { ...f.meta, sort: i + 1 } }))
}

/** Every collection of the contract as Directus creates it: its meta (icon, note, how an item reads) and fields, in seed order. */
export function directusCollections(): DirectusCollection[] {
  return COLLECTIONS.map(spec => {
    const meta: Record<string, unknown> = { icon: spec.editor.icon, note: spec.editor.note, collection: spec.name }
    if (spec.editor.displayTemplate) meta.display_template = spec.editor.displayTemplate
    if (spec.editor.label) Object.assign(meta, collectionName(spec.editor.label))
    if (spec.singleton) meta.singleton = true
    if (spec.block) meta.group = BLOCKS_GROUP
    if (spec.hasStatus) Object.assign(meta, { archive_field: "status", archive_value: "archived", unarchive_value: "draft" })
    if (spec.fields.some(field => field.source === "sort" && field.editor?.hidden)) meta.sort_field = "sort"
    return { collection: spec.name, meta, fields: collectionFields(spec) }
  })
}

/**
 * The form's translations: Directus's translations interface, a tab per language over the translation
 * rows, with the item's own (English) fields above it to translate from.
 */
const translationsField = (published: boolean): DirectusField => ({
  field: TRANSLATIONS_FIELD, type: "alias",
  meta: {
    interface: "translations", special: ["translations"], width: "full",
    options: { languageField: "name", languageDirectionField: "direction", defaultLanguage: "ar", userLanguage: false },
    note: published
      ? "The page in Arabic and Turkish: the fields above in each language. It is on the site in a language once its translation there is published; text left empty shows in English."
      : "The fields above in Arabic and Turkish; text left empty shows in English.",
  },
})

/** The languages a translation is in (the items' own fields are English): Arabic and Turkish. */
export function directusLanguages(): DirectusCollection {
  return {
    collection: LANGUAGES_COLLECTION,
    meta: { icon: "translate", note: "The languages items are translated into (an item's own fields are English)", display_template: "{{name}}" },
    fields: [
      { field: "code", type: "string", meta: { interface: "input", note: "The language's code, as the site's paths have it (/ar/)" }, schema: { is_primary_key: true, is_nullable: false, max_length: 8 } },
      { field: "name", type: "string", meta: { interface: "input", note: "How an editor reads it on the translations' tabs" }, schema: {} },
      {
        field: "direction", type: "string",
        meta: { interface: "select-dropdown", options: { choices: [{ text: "Left to right", value: "ltr" }, { text: "Right to left", value: "rtl" }] } },
        schema: { default_value: "ltr" },
      },
    ],
  }
}

/** A translation's status: on the site once published (the translations of collections with a status). */
const translationStatus = (): DirectusField => ({
  ...status(),
  meta: { ...status().meta, note: "Published: the page exists in this language (a draft is seen in the preview only)" },
})

/**
 * The translations' collections: hidden (edited in their item's form), each row an item's text in one
 * language. The Visual Editor opens a row by itself from an Arabic or Turkish page (src/preview/BlockMark.tsx):
 * its drawer reads "Hero · translation" above the row's language.
 */
export function directusTranslations(): DirectusCollection[] {
  return COLLECTIONS.flatMap(spec => {
    const translations = translationsOf(spec)
    if (!translations) return []
    const own = translations.fields.map(field => richTextByDirection(withLabel(directusField(field, translations.collection), field)))
    const fields = [id(), hiddenInt(translations.key), hiddenStr("languages_code"), ...(translations.status ? [translationStatus()] : []), ...own]
      .map((f, i) => ({ ...f, meta: { ...f.meta, sort: i + 1 } }))
    const meta = {
      hidden: true, icon: "translate", note: `Translations of ${spec.name}`, display_template: "{{languages_code.name}}",
      ...collectionName(`${spec.editor.label ?? titleCase(spec.name)} · translation`),
    }
    return [{ collection: translations.collection, meta, fields }]
  })
}

/**
 * A translation row's rich text is edited right to left in a right-to-left language: the translations
 * interface sets its forms' direction, but a row opened by itself (the Visual Editor's drawer) has
 * none, and its text inputs follow their own text's direction by the project's CSS (cms/scripts/setup.mjs).
 */
function richTextByDirection(field: DirectusField): DirectusField {
  const rtl = LANGUAGES.filter(language => language.direction === "rtl").map(language => language.code)
  if (field.meta.interface !== "input-rich-text-html" || rtl.length === 0) return field
  const rule = { _and: [{ languages_code: { _in: rtl } }] }
  return { ...field, meta: { ...field.meta, conditions: [{ name: "Right to left", rule, options: { tinymceOverrides: { directionality: "rtl" } } }] } }
}

const hiddenInt = (field: string): DirectusField => ({ field, type: "integer", meta: { hidden: true }, schema: {} })
const hiddenStr = (field: string): DirectusField => ({ field, type: "string", meta: { hidden: true }, schema: {} })

/** The junction collections (M2M, the page builders' M2A): hidden, with their key fields. */
export function directusJunctions(): DirectusCollection[] {
  return CMS_COLLECTIONS.flatMap(c => [
    ...Object.values(c.m2m ?? {}).map(({ junction, key }) => ({
      collection: junction, meta: { hidden: true, icon: "import_export" }, fields: [id(), hiddenInt(`${c.name}_id`), hiddenInt(key)],
    })),
    ...Object.values(c.m2a ?? {}).map(({ junction, parent }) => ({
      collection: junction, meta: { hidden: true, icon: "import_export" }, fields: [id(), hiddenInt(parent), hiddenStr("item"), hiddenStr("collection"), hiddenInt("sort")],
    })),
  ])
}

/** The child collections of the repeaters stored as rows: hidden (edited in their owner's form), in their owner's order. */
export function directusRows(): DirectusCollection[] {
  return ROW_LISTS.map(({ owner, field, collection, key }) => {
    const subs = field.type.kind === "list" ? field.type.fields : []
    const own = subs.map(sub => (sub.required ? requiredField(directusField(sub, collection)) : directusField(sub, collection)))
    const fields = [id(), hiddenInt(key), hiddenInt("sort"), ...own].map((f, i) => ({ ...f, meta: { ...f.meta, sort: i + 1 } }))
    const meta = {
      hidden: true, icon: "format_list_numbered", note: `Rows of ${owner}'s ${field.source}`, sort_field: "sort", display_template: field.editor?.template,
      ...collectionName(field.editor?.label ?? titleCase(field.source)),
    }
    return { collection, meta, fields }
  })
}

/** Every relation (POST /relations bodies): files, M2O, M2M, the page builders (M2A) and the rows' owners (O2M). */
export function directusRelations(): Record<string, unknown>[] {
  const setNull = { on_delete: "SET NULL" }
  return CMS_COLLECTIONS.flatMap(c => [
    // A translation: of one item (deleting the item deletes its translations), in one language.
    ...(c.translations ? [
      {
        collection: c.translations.collection, field: "languages_code", related_collection: LANGUAGES_COLLECTION,
        meta: { one_field: null, junction_field: c.translations.key, sort_field: null, one_deselect_action: "nullify" },
        schema: setNull,
      },
      {
        collection: c.translations.collection, field: c.translations.key, related_collection: c.name,
        meta: { one_field: TRANSLATIONS_FIELD, junction_field: "languages_code", sort_field: null, one_deselect_action: "delete" },
        schema: { on_delete: "CASCADE" },
      },
    ] : []),
    ...rowsWithin(c.name, c.rows).flatMap(({ owner, field, collection, key, files }) => [
      ...files.map(file => ({ collection, field: file, related_collection: "directus_files", schema: setNull })),
      // Removing a row from its owner deletes it; deleting the owner deletes its rows.
      {
        collection, field: key, related_collection: owner,
        meta: { one_field: field, sort_field: "sort", one_deselect_action: "delete" },
        schema: { on_delete: "CASCADE" },
      },
    ]),
    ...(c.files ?? []).map(field => ({ collection: c.name, field, related_collection: "directus_files", schema: setNull })),
    ...Object.entries(c.m2o ?? {}).map(([field, target]) => ({ collection: c.name, field, related_collection: target, schema: setNull })),
    ...Object.entries(c.m2m ?? {}).flatMap(([field, { junction, key, target }]) => [
      {
        collection: junction, field: key, related_collection: target,
        meta: { one_field: null, junction_field: `${c.name}_id`, sort_field: null, one_deselect_action: "nullify" },
        schema: { on_delete: "CASCADE" },
      },
      {
        collection: junction, field: `${c.name}_id`, related_collection: c.name,
        meta: { one_field: field, junction_field: key, sort_field: null, one_deselect_action: "delete" },
        schema: { on_delete: "CASCADE" },
      },
    ]),
    ...Object.entries(c.m2a ?? {}).flatMap(([field, { junction, parent, collections }]) => [
      {
        collection: junction, field: "item", related_collection: null,
        meta: { one_field: null, one_collection_field: "collection", one_allowed_collections: collections, junction_field: parent, sort_field: null, one_deselect_action: "nullify" },
      },
      // Removing a block from its owner deletes the junction row (not the block, which other owners may use).
      {
        collection: junction, field: parent, related_collection: c.name,
        meta: { one_field: field, junction_field: "item", sort_field: "sort", one_deselect_action: "delete" },
        schema: { on_delete: "CASCADE" },
      },
    ]),
  ])
}
