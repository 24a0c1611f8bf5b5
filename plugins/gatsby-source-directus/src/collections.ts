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
  /** Passes the slug rule, not unique: an in-page anchor (a section's id). */
  | { kind: "anchor" }
  /** A path on this site and nothing else (safeSitePath of rules.ts): a redirect's old address. */
  | { kind: "path" }
  /** A path on this site (safeSiteTarget of rules.ts): where a redirect sends a visitor, never another site. */
  | { kind: "destination" }
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
  /** A repeater: a JSON list in Directus (its "list" interface), each entry with these typed fields. */
  | { kind: "list"; fields: FieldSpec[] }
  /** A page builder: Directus's many-to-any field, an ordered list of items of the block collections. */
  | { kind: "blocks"; junction: string }

export interface FieldSpec {
  /** Directus field name. */
  source: string
  /** Node field name. */
  name: string
  type: FieldKind
  /**
   * A block without it is dropped with a warning naming page, block and field; an item of another
   * collection without it is dropped with a warning naming collection, item and field.
   */
  required?: boolean
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
  | "redirects"
  | BlockName

/** The block collections: every section type a page's block list can hold (src/blocks renders them). */
export const BLOCK_NAMES = [
  "block_hero",
  "block_cards",
  "block_comparison",
  "block_testimonials",
  "block_tabs",
  "block_stats",
  "block_steps",
  "block_cta",
  "block_projects",
  "block_rich_text",
  "block_form",
  "block_records",
  "block_faq",
  "block_gallery",
] as const
export type BlockName = (typeof BLOCK_NAMES)[number]

export interface CollectionSpec {
  name: CollectionName
  nodeType: string
  singleton?: boolean
  /** Only items with status 'published' are built. */
  hasStatus: boolean
  /** A block collection: its items are sourced only when a published item's block list holds them. */
  block?: boolean
  /** Read by the build only, never by the browser's content store (redirects: the build writes them into `_redirects`). */
  buildOnly?: boolean
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
const strings = (source: string, name = camel(source)) => f(source, name, { kind: "strings" })
const list = (source: string, fields: FieldSpec[]) => f(source, camel(source), { kind: "list", fields })
const required = (field: FieldSpec): FieldSpec => ({ ...field, required: true })

export function camel(source: string): string {
  return source.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

/** Fields every block starts with: its variant, anchor and section heading. */
const blockHeader = (): FieldSpec[] => [
  str("variant"),
  anchor(),
  required(str("heading")),
  str("highlighted_text"),
  str("description"),
]
const anchor = (source = "anchor") => f(source, camel(source), { kind: "anchor" })
const iconLabels = (source: string) => list(source, [str("icon"), str("label")])
const stats = (source: string, ...more: FieldSpec[]) => list(source, [str("value"), str("label"), ...more])
/** Link buttons, each with its look (`variant`); action "booking" links to the site's booking link instead of its own. */
const buttons = () => list("buttons", [str("text"), url("link"), str("variant"), str("action")])
const block = (name: BlockName, nodeType: string, fields: FieldSpec[]): CollectionSpec => ({
  name, nodeType, hasStatus: false, block: true, fields: [...blockHeader(), ...fields],
})

/** Block collections: one per section shape, variants (the `variant` field) for its looks. */
export const BLOCKS: CollectionSpec[] = [
  block("block_hero", "DirectusBlockHero", [
    str("badge"), stats("stats"), str("button_text"), strings("button_tags"), iconLabels("reassurances"),
    /** In-page links next to the hero's button (variant page). */
    list("links", [str("label"), anchor()]),
  ]),
  block("block_cards", "DirectusBlockCards", [
    list("items", [
      str("name"), url("logo"), str("highlight"), str("description"), strings("tags"),
      int("number"), str("title"), str("subtitle"), str("badge"), str("icon"), strings("features"),
      /** A button on the card (variants feature_cards, verticals); an empty link is the site's booking link. */
      str("button_text"), url("button_link"),
      /** Where the card leads (variant verticals: its link labelled by the block's button_text). */
      url("link"),
      /** An accent ring around the card (variant key_features). */
      bool("highlighted"),
    ]),
    /** A picture beside the cards and a labelled line under them (variant places). */
    file("image"), str("image_alt"), str("footnote_label"), str("footnote"),
    /** A button under the cards (variant tech_list); an empty link is the site's booking link. */
    str("button_text"), url("button_link"),
    /** The heading of the items past the showcase's four (variant showcase), e.g. "More {name} Services". */
    str("more_heading"),
  ]),
  block("block_comparison", "DirectusBlockComparison", [
    list("columns", [
      str("title"), str("label"), str("cost"), str("cost_caption"), str("timeline"), strings("points"),
      list("items", [
        str("short_title"), str("long_title"), str("short_description"), str("long_description"), str("icon"),
        str("title"), str("description"), strings("points"), str("badge"),
      ]),
      str("more_text"),
    ]),
    int("mobile_visible_count"), str("summary_value"), str("summary_label"),
  ]),
  block("block_testimonials", "DirectusBlockTestimonials", [
    list("items", [
      str("source"), str("quote"), str("business_type"), str("city"), str("outcome"), int("rating"),
      /** The person and their role and company (variant slider). */
      str("name"), str("title"),
    ]),
  ]),
  block("block_tabs", "DirectusBlockTabs", [
    list("tabs", [
      str("name"), str("icon"), str("description"),
      list("items", [
        str("title"), str("description"), int("hours_saved_per_week"), str("roi"), str("timeline"), str("cost_range"),
        strings("features"), str("icon"), str("badge"), url("logo"), str("highlight"), str("highlight_label"),
      ]),
    ]),
    int("mobile_visible_tabs"), int("mobile_visible_items"), str("more_text"),
  ]),
  block("block_stats", "DirectusBlockStats", [
    str("headline_value"), str("headline_label"), str("group_title"), stats("group_stats"),
    stats("stats", str("description"), str("icon")), strings("points"),
  ]),
  block("block_steps", "DirectusBlockSteps", [
    list("steps", [str("number"), str("title"), str("duration"), str("description"), str("icon"), strings("features")]),
    str("total_label"), str("total_value"), str("features_label"),
  ]),
  block("block_cta", "DirectusBlockCta", [
    str("offer"), str("button_text"), strings("button_tags"), iconLabels("reassurances"), iconLabels("trust_strip"),
    list("bars", [str("name"), str("headline"), str("subline"), str("button_text")]),
    /**
     * Variant panel: each button's look (`variant`); action "booking" links to the site's booking link
     * instead of its own.
     */
    buttons(),
    /** Figures beside the call to action (variant banner). */
    stats("stats"),
  ]),
  /**
   * Projects: written cards with their figures, a card whose title is a CMS project's showing its image
   * and link (variant success_stories), or the CMS's featured projects up to `limit` (featured; the
   * page's own projects: BlockPage).
   */
  block("block_projects", "DirectusBlockProjects", [
    stats("stats"),
    list("items", [str("title"), str("description"), url("image"), strings("tags"), strings("points")]),
    int("limit"),
    /** A button under the cards (variant related). */
    str("button_text"), url("button_link"),
  ]),
  block("block_rich_text", "DirectusBlockRichText", [
    str("subtitle"), str("note"),
    /** Titled sections of sanitised HTML; each anchor is its heading's id (variant legal_document lists them first). */
    list("sections", [anchor(), str("title"), html("body")]),
  ]),
  /**
   * The copy around a contact form (the form itself, its labels and messages are code, spec 000 §5.1):
   * variant contact_section (the form beside the copy, in a dialog on phones: `button_text` opens it,
   * `dialog_title` heads it); contact_details (no form: the settings' email and phone, the
   * `reassurances` lines, `buttons` as block_cta's panel ones, the picture).
   */
  block("block_form", "DirectusBlockForm", [
    iconLabels("reassurances"), str("button_text"), str("dialog_title"),
    buttons(),
    file("image"), str("image_alt"),
  ]),
  /**
   * Records of a CMS collection, which the block only introduces (heading, copy, how many): the
   * services (variant services), industries (industries), reviews (reviews) or open jobs (jobs); the
   * records themselves reach the page through BlockPage. `link_text` labels each record's link (a
   * review's booking link, a job's Apply Now); `buttons` as block_cta's panel buttons; with no
   * records, `empty_heading`, `empty_text` and `button_text` (jobs: the open application).
   */
  block("block_records", "DirectusBlockRecords", [
    int("limit"), str("link_text"),
    buttons(),
    str("empty_heading"), str("empty_text"), str("button_text"),
  ]),
  /** Questions and answers (variant accordion: native disclosures). */
  block("block_faq", "DirectusBlockFaq", [
    list("items", [str("question"), str("answer")]),
  ]),
  /** Pictures with a caption each (a case study's gallery); an image is a site path or https URL. */
  block("block_gallery", "DirectusBlockGallery", [
    list("images", [url("image"), str("caption"), str("alt")]),
  ]),
]

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
      f("blocks", "blocks", { kind: "blocks", junction: "services_blocks" }),
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
      /** The detail page hero's summary (the cards show short_description). */
      str("summary"),
      html("description"),
      bool("featured"),
      file("icon"),
      /** The detail page hero's picture. */
      file("banner"),
      f("blocks", "blocks", { kind: "blocks", junction: "industries_blocks" }),
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
      /** The case study's hero and meta description (the cards show short_description). */
      str("summary"),
      html("description"),
      file("image"),
      file("banner"),
      f("project_skills", "skills", { kind: "m2m", target: "skills", junctionKey: "skills_id" }),
      f("technologies", "technologies", { kind: "strings" }),
      bool("is_featured"),
      url("link"),
      f("blocks", "blocks", { kind: "blocks", junction: "projects_blocks" }),
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
      /** The page's built-in hero (spec 000 §2.4): shown when it has no hero section of its own. */
      f("fallback_hero", "fallbackHero", { kind: "m2o", target: "hero_sections" }),
      bool("show_client_logos"),
      url("canonical_link"),
      f("json_ld_schema", "jsonLdSchema", { kind: "json" }),
      strings("keywords"),
      /** The lead modal's page context on a landing page (spec 001 §2: automation, ai-development). */
      str("lead_context"),
      f("blocks", "blocks", { kind: "blocks", junction: "pages_blocks" }),
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
      /** The shell's copy (spec 000 §2.2, §2.3): the header's menu labels, links and button, the footer's text, links and badges. */
      list("header_links", [str("label"), url("link")]),
      str("header_button_text"),
      /** The row the legal variant of the header adds over a legal document (its link: footer_privacy_label). */
      str("header_legal_label"),
      str("menu_services_label"),
      str("menu_industries_label"),
      str("menu_trending_heading"),
      str("menu_all_services_heading"),
      str("menu_all_industries_label"),
      str("footer_description"),
      str("footer_chat_label"),
      str("footer_schedule_label"),
      str("footer_services_heading"),
      str("footer_ctas_heading"),
      /** Each opens the booking link in a new tab. */
      strings("footer_booking_labels"),
      list("footer_links", [str("label"), url("link")]),
      strings("footer_badges"),
      str("footer_privacy_label"),
      /** The footer's button that reopens the consent banner. */
      str("footer_cookie_settings_label"),
      str("footer_rights"),
      /** The hero of a page with none of its own, no built-in one and no fallback of its own (spec 000 §2.4). */
      f("default_hero", "defaultHero", { kind: "m2o", target: "hero_sections" }),
      /** The line over the client logos in page heroes. */
      str("client_logos_label"),
      /** The trust signals under the home, services and contact heroes' text (spec 000 §2.4). */
      list("trust_signals", [str("icon"), str("label")]),
      /** The consent banner's copy: its heading, its text (with the privacy policy link) and its controls. */
      str("consent_title"),
      html("consent_text"),
      str("consent_accept_label"),
      str("consent_reject_label"),
      str("consent_customize_label"),
      str("consent_save_label"),
      str("consent_categories_label"),
      str("consent_analytics_label"),
      str("consent_marketing_label"),
    ],
  },
  /**
   * Old addresses and where they go now, kept by editors (and recorded when a published item's slug
   * changes); src/content/redirects.ts turns them into the `_redirects` lines and the not-found page's rules.
   */
  {
    name: "redirects",
    nodeType: "DirectusRedirect",
    hasStatus: false,
    buildOnly: true,
    fields: [
      required(f("from_path", "fromPath", { kind: "path" })),
      required(f("to_path", "toPath", { kind: "destination" })),
    ],
  },
  ...BLOCKS,
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
    ...spec.fields.flatMap(field => {
      if (field.type.kind === "m2m") return [`${field.source}.${field.type.junctionKey}`]
      if (field.type.kind === "blocks") return BLOCK_ROW.map(key => `${field.source}.${key}`)
      return [field.source]
    }),
  ]
}

/** A block list's junction row as the snapshot stores it: which block collection, which item, where. */
export const BLOCK_ROW = ["collection", "item", "sort"] as const
