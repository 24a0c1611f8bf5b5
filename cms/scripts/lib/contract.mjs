// The content contract of content/README.md, in one place: which collections exist, which fields
// each one exposes (in contract order), which fields hold files, and in which order to seed them.
// define-schema.mjs, seed.mjs and export.mjs all read it. It mirrors the build's contract
// (plugins/gatsby-source-directus/src/collections.ts); a unit test holds the field lists equal.

/** A slug: lower-case letters and digits, words joined by single hyphens (one URL segment). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** A page's slug is its route: slugs joined by '/' (home, services/automation, lp/ai-development-services). */
export const ROUTE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$';
/**
 * A redirect's old address: a path on this site (one leading '/'), without a query, fragment, whitespace,
 * backslash or the host files' '*' and ':name' patterns. The build's rule (safeSitePath in
 * plugins/gatsby-source-directus/src/rules.ts) is stricter still; a unit test holds the two in step.
 */
export const SITE_PATH_PATTERN = '^/(?!/)[^?#*:\\s\\\\]*$';
/** A redirect's target: a path on this site, never another site; no whitespace (the build applies its URL rule). */
export const TARGET_PATTERN = '^/(?!/)[^\\s\\\\]*$';

/** Fields every block starts with: its variant, in-page anchor and section heading. */
const BLOCK_HEADER = ['variant', 'anchor', 'heading', 'highlighted_text', 'description'];
const block = (name, fields, files) => ({ name, block: true, fields: ['id', ...BLOCK_HEADER, ...fields], ...(files && { files }) });

/** The block collections: the section types a block list (`pages.blocks`, `services.blocks`, `industries.blocks`, `projects.blocks`) can hold. */
export const BLOCKS = [
  block('block_hero', ['badge', 'stats', 'button_text', 'button_tags', 'reassurances', 'links']),
  block('block_cards', ['items', 'image', 'image_alt', 'footnote_label', 'footnote', 'button_text', 'button_link', 'more_heading'], ['image']),
  block('block_comparison', ['columns', 'mobile_visible_count', 'summary_value', 'summary_label']),
  block('block_testimonials', ['items']),
  block('block_tabs', ['tabs', 'mobile_visible_tabs', 'mobile_visible_items', 'more_text']),
  block('block_stats', ['headline_value', 'headline_label', 'group_title', 'group_stats', 'stats', 'points']),
  block('block_steps', ['steps', 'total_label', 'total_value', 'features_label']),
  block('block_cta', ['offer', 'button_text', 'button_tags', 'reassurances', 'trust_strip', 'bars', 'buttons', 'stats']),
  block('block_projects', ['stats', 'items', 'limit', 'button_text', 'button_link']),
  block('block_rich_text', ['subtitle', 'note', 'sections']),
  block('block_form', ['reassurances', 'button_text', 'dialog_title', 'buttons', 'image', 'image_alt'], ['image']),
  block('block_records', ['limit', 'link_text', 'buttons', 'empty_heading', 'empty_text', 'button_text']),
  block('block_faq', ['items']),
  block('block_gallery', ['images']),
];

/** Block collection names, in the order editors pick them from the page builder. */
export const BLOCK_NAMES = BLOCKS.map((c) => c.name);

/**
 * A page builder (M2A): the owner's junction rows as content/ stores them (item ids are strings, as the
 * junction has them); every builder may hold every block collection.
 */
const builder = (junction, parent) => ({ junction, parent, keys: ['collection', 'item', 'sort'], sort: 'sort', collections: BLOCK_NAMES });

/** Collections in seed order: every relation points at a collection seeded before it. */
export const COLLECTIONS = [
  {
    name: 'skills',
    fields: ['id', 'name', 'title'],
  },
  {
    name: 'clients',
    fields: ['id', 'status', 'sort', 'name', 'title', 'logo'],
    files: ['logo'],
  },
  {
    name: 'hero_sections',
    fields: [
      'id', 'status', 'title', 'title_primary', 'description', 'label_text', 'label_information', 'button_title',
      'button_type', 'button_action_link', 'hero_image', 'background_image', 'show_client_logos',
    ],
    files: ['hero_image', 'background_image'],
  },
  ...BLOCKS,
  {
    name: 'services',
    fields: [
      'id', 'status', 'sort', 'slug', 'title', 'title_html', 'short_description', 'description', 'banner',
      'icon', 'featured', 'order', 'show_wide_banner', 'blocks',
    ],
    files: ['banner', 'icon'],
    m2a: { blocks: builder('services_blocks', 'services_id') },
    slug: SLUG_PATTERN,
    route: '/services/',
  },
  {
    name: 'industries',
    fields: [
      'id', 'status', 'sort', 'slug', 'name', 'title', 'short_description', 'summary', 'description', 'featured', 'icon',
      'banner', 'blocks',
    ],
    files: ['icon', 'banner'],
    m2a: { blocks: builder('industries_blocks', 'industries_id') },
    slug: SLUG_PATTERN,
    route: '/industries/',
  },
  {
    name: 'projects',
    fields: [
      'id', 'status', 'sort', 'slug', 'title', 'short_description', 'summary', 'description', 'image', 'banner',
      'project_skills', 'technologies', 'is_featured', 'link', 'blocks',
    ],
    files: ['image', 'banner'],
    m2m: { project_skills: { junction: 'projects_skills', key: 'skills_id' } },
    m2a: { blocks: builder('projects_blocks', 'projects_id') },
    slug: SLUG_PATTERN,
    route: '/portfolio/',
  },
  {
    name: 'pages',
    fields: [
      'id', 'status', 'slug', 'title', 'description', 'meta_description', 'HeroSectionId', 'fallback_hero', 'show_client_logos',
      'canonical_link', 'json_ld_schema', 'keywords', 'lead_context', 'blocks',
    ],
    m2a: { blocks: builder('pages_blocks', 'pages_id') },
    slug: ROUTE_PATTERN,
    route: '/',
  },
  {
    name: 'reviews',
    fields: ['id', 'status', 'sort', 'person_name', 'person_designation', 'feedback', 'rating', 'client'],
  },
  {
    name: 'jobs',
    fields: ['id', 'status', 'sort', 'title', 'location', 'description', 'link'],
  },
  {
    name: 'settings',
    singleton: true,
    fields: [
      'id', 'calendly_link', 'footer_email', 'footer_whatsapp', 'footer_phone', 'footer_calendly',
      'review_platform', 'review_rating', 'review_max_rating', 'review_count',
      'header_links', 'header_button_text', 'header_legal_label', 'menu_services_label', 'menu_industries_label', 'menu_trending_heading',
      'menu_all_services_heading', 'menu_all_industries_label', 'footer_description', 'footer_chat_label',
      'footer_schedule_label', 'footer_services_heading', 'footer_ctas_heading', 'footer_booking_labels', 'footer_links',
      'footer_badges', 'footer_privacy_label', 'footer_cookie_settings_label', 'footer_rights', 'default_hero',
      'client_logos_label', 'trust_signals',
      'consent_title', 'consent_text', 'consent_accept_label', 'consent_reject_label', 'consent_customize_label',
      'consent_save_label', 'consent_categories_label', 'consent_analytics_label', 'consent_marketing_label',
    ],
  },
  {
    // Old addresses and where they go now (public data: the site's _redirects file lists them).
    name: 'redirects',
    fields: ['id', 'from_path', 'to_path'],
  },
];

/** The junction collections of the M2M and M2A fields (projects_skills, pages_blocks, ...): no content file of their own. */
export const JUNCTIONS = COLLECTIONS.flatMap((c) => [...Object.values(c.m2m ?? {}), ...Object.values(c.m2a ?? {})].map((r) => r.junction));

/** Fields of directus_files kept in content/files.json, in order. */
export const FILE_FIELDS = ['id', 'filename_download', 'title', 'type', 'width', 'height'];

/** Collections whose items have a `status` (published | draft | archived). */
export const STATUS_COLLECTIONS = COLLECTIONS.filter((c) => c.fields.includes('status')).map((c) => c.name);

/** Collections with a `slug` field (required, unique, matching `slug`, its pattern); an item's path is `route` + slug (a page's `home` is `/`). */
export const SLUG_COLLECTIONS = COLLECTIONS.filter((c) => c.slug);

/** Collection names (the ten content collections and the block collections). */
export const COLLECTION_NAMES = COLLECTIONS.map((c) => c.name);

/** `fields` query parameter for reading a collection in the contract's shape. */
export function fieldsParam(collection) {
  return collection.fields
    .flatMap((f) => {
      if (collection.m2m?.[f]) return [`${f}.${collection.m2m[f].key}`];
      if (collection.m2a?.[f]) return collection.m2a[f].keys.map((key) => `${f}.${key}`);
      return [f];
    })
    .join(',');
}

/**
 * An item as Directus returns it (read with `fieldsParam`) in content/'s shape: contract key order,
 * missing values null, M2M links as `[{ <key>: id }]`, M2A rows as `{ collection, item, sort }` in
 * `sort` order with the item id as a string.
 */
export function contentShape(collection, item) {
  const out = {};
  for (const field of collection.fields) {
    let value = item[field] ?? null;
    const m2m = collection.m2m?.[field];
    const m2a = collection.m2a?.[field];
    if (m2m) value = (value ?? []).map((row) => ({ [m2m.key]: row[m2m.key] }));
    if (m2a) {
      value = (value ?? [])
        .map((row) => Object.fromEntries(m2a.keys.map((k) => [k, k === 'item' ? String(row.item) : row[k] ?? null])))
        .sort((a, b) => a[m2a.sort] - b[m2a.sort]);
    }
    out[field] = value;
  }
  return out;
}

/** Is this value a Directus file id (as opposed to a /static path, an http URL or null)? */
export function isFileId(value) {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** What the site-rebuild extension (cms/extensions) needs to know of the contract: it runs inside Directus, without the repository. */
export function extensionSite() {
  return {
    watched: COLLECTION_NAMES,
    withStatus: STATUS_COLLECTIONS,
    blocks: BLOCK_NAMES,
    builders: COLLECTIONS.flatMap((c) => Object.values(c.m2a ?? {}).map((b) => ({ junction: b.junction, parent: b.parent, owner: c.name }))),
    routes: Object.fromEntries(SLUG_COLLECTIONS.map((c) => [c.name, c.route])),
  };
}
