// The content contract of content/README.md, in one place: which collections exist, which fields
// each one exposes (in contract order), which fields hold files, and in which order to seed them.
// define-schema.mjs, seed.mjs and export.mjs all read it.

/** A slug: lower-case letters and digits, words joined by single hyphens (one URL segment). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** A page's slug is its route: slugs joined by '/' (home, services/automation, lp/ai-development-services). */
export const ROUTE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$';

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
  {
    name: 'services',
    fields: [
      'id', 'status', 'sort', 'slug', 'title', 'title_html', 'short_description', 'description', 'banner',
      'icon', 'featured', 'order', 'show_wide_banner',
    ],
    files: ['banner', 'icon'],
    slug: SLUG_PATTERN,
  },
  {
    name: 'industries',
    fields: ['id', 'status', 'sort', 'slug', 'name', 'title', 'short_description', 'description', 'featured', 'icon'],
    files: ['icon'],
    slug: SLUG_PATTERN,
  },
  {
    name: 'projects',
    fields: [
      'id', 'status', 'sort', 'slug', 'title', 'short_description', 'description', 'image', 'banner',
      'project_skills', 'technologies', 'is_featured', 'link',
    ],
    files: ['image', 'banner'],
    m2m: { project_skills: { junction: 'projects_skills', key: 'skills_id' } },
    slug: SLUG_PATTERN,
  },
  {
    name: 'pages',
    fields: [
      'id', 'status', 'slug', 'title', 'description', 'meta_description', 'HeroSectionId', 'show_client_logos',
      'canonical_link', 'json_ld_schema',
    ],
    slug: ROUTE_PATTERN,
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
    ],
  },
];

/** The M2M junction between projects and skills (not a content file of its own). */
export const JUNCTION = 'projects_skills';

/** Fields of directus_files kept in content/files.json, in order. */
export const FILE_FIELDS = ['id', 'filename_download', 'title', 'type', 'width', 'height'];

/** Collections whose items have a `status` (published | draft | archived). */
export const STATUS_COLLECTIONS = COLLECTIONS.filter((c) => c.fields.includes('status')).map((c) => c.name);

/** Collections with a `slug` field (required, unique, matching `slug`, its pattern). */
export const SLUG_COLLECTIONS = COLLECTIONS.filter((c) => c.slug);

/** Collection names (the ten content collections). */
export const COLLECTION_NAMES = COLLECTIONS.map((c) => c.name);

/** `fields` query parameter for reading a collection in the contract's shape. */
export function fieldsParam(collection) {
  return collection.fields
    .map((f) => (collection.m2m?.[f] ? `${f}.${collection.m2m[f].key}` : f))
    .join(',');
}

/** Is this value a Directus file id (as opposed to a /static path, an http URL or null)? */
export function isFileId(value) {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
