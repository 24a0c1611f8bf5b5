/**
 * The content contract: every collection, its Directus fields and how each becomes a node field.
 * The request field lists, the normaliser and the GraphQL types are all derived from this table,
 * so a field is added in one place.
 */
export type FieldKind =
  | { kind: "string" }
  /** Passes the URL rule of rules.ts: https:, mailto:, tel: or a site-relative path. */
  | { kind: "url" }
  /** Passes the slug rule of rules.ts and is unique in its collection. */
  | { kind: "slug" }
  /** A route without its leading slash: slugs joined by `/` (unique in its collection, like a slug). */
  | { kind: "route" }
  /** An e-mail address (shown, and linked as mailto:). */
  | { kind: "email" }
  /** A phone number as people write it (shown, and linked as tel:). */
  | { kind: "phone" }
  | { kind: "html" }
  | { kind: "int" }
  | { kind: "float" }
  | { kind: "bool" }
  | { kind: "json" }
  | { kind: "strings" }
  | { kind: "file" }
  | { kind: "m2o"; target: CollectionName }
  | { kind: "m2m"; target: CollectionName; junctionKey: string }

export interface FieldSpec {
  /** Directus field name. */
  source: string
  /** Node field name. */
  name: string
  type: FieldKind
}

export type CollectionName =
  | "services"
  | "industries"
  | "projects"
  | "skills"
  | "hero_sections"
  | "pages"
  | "clients"
  | "reviews"
  | "jobs"
  | "settings"

export interface CollectionSpec {
  name: CollectionName
  nodeType: string
  singleton?: boolean
  /** Only items with status 'published' are built. */
  hasStatus: boolean
  fields: FieldSpec[]
}

const f = (source: string, name: string, type: FieldKind): FieldSpec => ({ source, name, type })
const str = (source: string, name = camel(source)) => f(source, name, { kind: "string" })
const url = (source: string, name = camel(source)) => f(source, name, { kind: "url" })
const slug = () => f("slug", "slug", { kind: "slug" })
const html = (source: string, name = camel(source)) => f(source, name, { kind: "html" })
const int = (source: string, name = camel(source)) => f(source, name, { kind: "int" })
const bool = (source: string, name = camel(source)) => f(source, name, { kind: "bool" })
const file = (source: string, name = camel(source)) => f(source, name, { kind: "file" })

export function camel(source: string): string {
  return source.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

export const COLLECTIONS: CollectionSpec[] = [
  {
    name: "skills",
    nodeType: "DirectusSkill",
    hasStatus: false,
    fields: [str("name"), str("title")],
  },
  {
    name: "clients",
    nodeType: "DirectusClient",
    hasStatus: true,
    fields: [int("sort"), str("name"), str("title"), file("logo")],
  },
  {
    name: "hero_sections",
    nodeType: "DirectusHeroSection",
    hasStatus: true,
    fields: [
      str("title"),
      str("title_primary"),
      str("description"),
      str("label_text"),
      str("label_information"),
      str("button_title"),
      str("button_type"),
      url("button_action_link"),
      file("hero_image"),
      file("background_image"),
      bool("show_client_logos"),
    ],
  },
  {
    name: "services",
    nodeType: "DirectusService",
    hasStatus: true,
    fields: [
      int("sort"),
      slug(),
      str("title"),
      html("title_html"),
      str("short_description"),
      html("description"),
      file("banner"),
      file("icon"),
      bool("featured"),
      int("order"),
      bool("show_wide_banner"),
    ],
  },
  {
    name: "industries",
    nodeType: "DirectusIndustry",
    hasStatus: true,
    fields: [
      int("sort"),
      slug(),
      str("name"),
      str("title"),
      str("short_description"),
      html("description"),
      bool("featured"),
      file("icon"),
    ],
  },
  {
    name: "projects",
    nodeType: "DirectusProject",
    hasStatus: true,
    fields: [
      int("sort"),
      slug(),
      str("title"),
      str("short_description"),
      html("description"),
      file("image"),
      file("banner"),
      f("project_skills", "skills", { kind: "m2m", target: "skills", junctionKey: "skills_id" }),
      f("technologies", "technologies", { kind: "strings" }),
      bool("is_featured"),
      url("link"),
    ],
  },
  {
    name: "pages",
    nodeType: "DirectusPage",
    hasStatus: true,
    fields: [
      f("slug", "slug", { kind: "route" }),
      str("title"),
      str("description"),
      str("meta_description"),
      f("HeroSectionId", "heroSection", { kind: "m2o", target: "hero_sections" }),
      bool("show_client_logos"),
      url("canonical_link"),
      f("json_ld_schema", "jsonLdSchema", { kind: "json" }),
    ],
  },
  {
    name: "reviews",
    nodeType: "DirectusReview",
    hasStatus: true,
    fields: [
      int("sort"),
      str("person_name"),
      str("person_designation"),
      str("feedback"),
      int("rating"),
      f("client", "client", { kind: "m2o", target: "clients" }),
    ],
  },
  {
    name: "jobs",
    nodeType: "DirectusJob",
    hasStatus: true,
    fields: [int("sort"), str("title"), str("location"), str("description"), url("link")],
  },
  {
    name: "settings",
    nodeType: "DirectusSettings",
    singleton: true,
    hasStatus: false,
    fields: [
      url("calendly_link"),
      f("footer_email", "footerEmail", { kind: "email" }),
      url("footer_whatsapp"),
      f("footer_phone", "footerPhone", { kind: "phone" }),
      url("footer_calendly"),
      str("review_platform"),
      f("review_rating", "reviewRating", { kind: "float" }),
      int("review_max_rating"),
      int("review_count"),
    ],
  },
]

export function collectionSpec(name: CollectionName): CollectionSpec {
  const spec = COLLECTIONS.find(c => c.name === name)
  if (!spec) throw new Error(`Unknown collection ${name}`)
  return spec
}

/** The `fields` query parameter that returns an item in the snapshot's shape. */
export function requestFields(spec: CollectionSpec): string[] {
  const extra = spec.hasStatus ? ["status"] : []
  return [
    "id",
    ...extra,
    ...spec.fields.map(field =>
      field.type.kind === "m2m" ? `${field.source}.${field.type.junctionKey}` : field.source
    ),
  ]
}
