#!/usr/bin/env node
// Regenerates cms/snapshot.yaml: starts a scratch Directus (empty temp database, no snapshot applied),
// creates the collections of the content contract over REST (the block collections in a "Blocks" folder,
// the page builders' junctions), then writes `directus schema snapshot`.
// Only needed when the contract changes:  node cms/scripts/define-schema.mjs
// (then check the diff of snapshot.yaml, and run the integration test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CMS_DIR, client, log, readEnvFile } from './lib/util.mjs';
import { COLLECTIONS, ROUTE_PATTERN, SITE_PATH_PATTERN, TARGET_PATTERN } from './lib/contract.mjs';
import { BLOCKS_GROUP, BLOCK_DEFINITIONS } from './lib/block-schema.mjs';
import { bool, choice, file, html, id, int, json, m2o, repeater, required, sort, status, str, tags, text } from './lib/schema-fields.mjs';

/**
 * The slug of a collection: required, unique (a unique index), and matching the contract's pattern
 * (Directus refuses other values with the validation message). Plain slugs get the input's slug
 * formatting as the editor types; a page's route keeps its '/', which that formatting would drop.
 */
const slug = (collection, note) => {
  const { slug: pattern } = COLLECTIONS.find((c) => c.name === collection);
  if (!pattern) throw new Error(`${collection}: contract.mjs gives no slug pattern`);
  const route = pattern === ROUTE_PATTERN;
  const field = str('slug', note, {
    required: true,
    options: route ? { trim: true } : { slug: true, trim: true },
    validation: { slug: { _regex: pattern } },
    validation_message: route
      ? 'Lower-case letters and digits, words joined by single hyphens, segments by single slashes (e.g. services/ai-development)'
      : 'Lower-case letters and digits, words joined by single hyphens (e.g. ai-development)',
  });
  return { ...field, schema: { is_nullable: false, is_unique: true } };
};

/** A redirect's old address: required, unique (one redirect per path) and a path on this site. */
const fromPath = () => {
  const field = required(str('from_path', 'Old address, a path on this site like /portfolio/old-name', {
    options: { trim: true },
    validation: { from_path: { _regex: SITE_PATH_PATTERN } },
    validation_message: 'A path on this site starting with one / (e.g. /portfolio/old-name), without ?, #, *, : or spaces',
  }));
  return { ...field, schema: { ...field.schema, is_unique: true } };
};
/** Where a redirect goes: required, a path on this site (never another site: no open redirect). */
const toPath = () => required(str('to_path', 'Where it goes now: a path on this site (/portfolio/new-name)', {
  options: { trim: true },
  validation: { to_path: { _regex: TARGET_PATTERN } },
  validation_message: 'A path on this site starting with one /, without spaces',
}));

/** A page builder (M2A alias): the owner's sections, top to bottom (its junction is defined in defineAll). */
const blocks = (note) => ({
  field: 'blocks', type: 'alias',
  meta: { interface: 'list-m2a', special: ['m2a'], options: { enableCreate: true, enableSelect: true }, note },
});

/** Field definitions per collection, keyed by the contract's field names (checked against contract.mjs). */
const DEFINITIONS = {
  skills: {
    meta: { icon: 'psychology', note: 'Technologies and skills shown as project tags', display_template: '{{name}}' },
    fields: [id(), str('name', 'Short name (tag)'), str('title', 'Longer title (used when there is no name)')],
  },
  clients: {
    meta: { icon: 'handshake', note: 'Client logos (logo strip, review cards)', display_template: '{{name}}' },
    fields: [id(), status(), sort(), str('name'), str('title'), file('logo', 'Logo image (SVG or PNG)')],
  },
  hero_sections: {
    meta: { icon: 'view_carousel', note: 'Page heroes, linked from pages', display_template: '{{title}} {{title_primary}}' },
    fields: [
      id(), status(), str('title', 'First part of the heading'), str('title_primary', 'Highlighted part of the heading'),
      text('description'), str('label_text', 'Small label above the heading'), str('label_information', 'Text next to the label'),
      str('button_title'),
      str('button_type', 'internal: a site path; external: a full URL', {
        interface: 'select-dropdown',
        options: { choices: [{ text: 'Internal', value: 'internal' }, { text: 'External', value: 'external' }] },
      }),
      str('button_action_link', 'Path (/contact) or URL'),
      file('hero_image'), file('background_image'), bool('show_client_logos'),
    ],
  },
  services: {
    meta: { icon: 'design_services', note: 'The services offered', display_template: '{{title}}' },
    fields: [
      id(), status(), sort(), slug('services', 'URL segment under /services/'), str('title'),
      text('title_html', 'Title with inline HTML emphasis (optional)'), text('short_description', 'Card text'),
      html('description'), file('banner', 'Card / page banner'), file('icon'), bool('featured', 'Shown on the home page'),
      int('order', 'Order on the site (empty: after the ordered ones)'), bool('show_wide_banner', 'Card spans two columns'),
      blocks('The service page\'s sections under its hero, top to bottom: add a block, or reuse one another page has'),
    ],
  },
  industries: {
    meta: { icon: 'factory', note: 'Industries served', display_template: '{{name}}' },
    fields: [
      id(), status(), sort(), slug('industries', 'URL segment under /industries/'), str('name'), str('title'),
      text('short_description', 'Card text'), text('summary', 'The detail page hero\'s text'), html('description'),
      bool('featured'), file('icon'), file('banner', 'The detail page hero\'s picture'),
      blocks('The industry page\'s sections under its hero, top to bottom: add a block, or reuse one another page has'),
    ],
  },
  projects: {
    meta: { icon: 'work', note: 'Portfolio projects', display_template: '{{title}}' },
    fields: [
      id(), status(), sort(), slug('projects', 'URL segment under /portfolio/'), str('title'), text('short_description', 'Card text'),
      text('summary', 'The case study hero\'s text and meta description (empty: the card text)'), html('description'), file('image', 'Card image'), file('banner', 'Case-study banner'),
      {
        field: 'project_skills', type: 'alias',
        meta: {
          interface: 'list-m2m', special: ['m2m'], options: { template: '{{skills_id.name}}', enableCreate: true, enableSelect: true },
          display: 'related-values', display_options: { template: '{{skills_id.name}}' }, note: 'Tags shown on the card',
        },
      },
      json('technologies', 'tags', 'Tags used when no skills are linked', { allowCustom: true }),
      bool('is_featured'), str('link', 'Live URL (optional)'),
      blocks('The case study\'s sections under its hero, top to bottom: add a block, or reuse one another project has'),
    ],
  },
  pages: {
    meta: { icon: 'article', note: 'Per-page SEO and hero', display_template: '{{slug}}' },
    fields: [
      id(), status(), slug('pages', 'Route without the leading slash (home for /)'), str('title', 'Document title'),
      text('description'), text('meta_description'), m2o('HeroSectionId', '{{title}} {{title_primary}}', 'Hero of the page'),
      m2o('fallback_hero', '{{title}} {{title_primary}}', 'Built-in hero, shown when the page has no hero of its own'),
      bool('show_client_logos'), str('canonical_link', 'Canonical URL (optional)'),
      json('json_ld_schema', 'input-code', 'Structured data (JSON-LD object, optional)', { language: 'JSON' }),
      tags('keywords', 'SEO keywords (optional)'),
      choice('lead_context', 'Landing pages: the lead form\'s page context',
        [['automation', 'Automation'], ['ai-development', 'AI development']]),
      blocks('The page\'s sections, top to bottom: add a block, or reuse one another page has'),
    ],
  },
  reviews: {
    meta: { icon: 'reviews', note: 'Client testimonials', display_template: '{{person_name}}' },
    fields: [
      id(), status(), sort(), str('person_name'), str('person_designation'), text('feedback'),
      int('rating', '1 to 5', { interface: 'slider', options: { minValue: 1, maxValue: 5, stepInterval: 1 } }),
      m2o('client', '{{name}}', 'Company of the reviewer'),
    ],
  },
  jobs: {
    meta: { icon: 'badge', note: 'Open positions (careers)', display_template: '{{title}}' },
    fields: [id(), status(), sort(), str('title'), str('location'), html('description'), str('link', 'Application URL')],
  },
  settings: {
    meta: { icon: 'settings', note: 'Site-wide settings', singleton: true },
    fields: [
      id(), str('calendly_link', 'Booking link'), str('footer_email'), str('footer_whatsapp'), str('footer_phone'),
      str('footer_calendly'), str('review_platform', 'e.g. Clutch'),
      { field: 'review_rating', type: 'float', meta: { interface: 'input', width: 'half', note: 'e.g. 4.9' }, schema: {} },
      int('review_max_rating'), int('review_count'),
      // The shell's copy: header menu and button, footer text, links and badges.
      repeater('header_links', '{{ label }}', [str('label'), str('link', 'A site path (/about)')], 'Header links beside the two menus, in order'),
      str('header_button_text', 'The header\'s booking button'),
      str('header_legal_label', 'The row over legal documents, beside the privacy policy link'),
      str('menu_services_label', 'The services menu'), str('menu_industries_label', 'The industries menu'),
      str('menu_trending_heading', 'Heading of the trending services'), str('menu_all_services_heading', 'Heading of the services list'),
      str('menu_all_industries_label', 'Last link of the industries menu (/industries)'),
      text('footer_description', 'The footer\'s text under the logo'),
      str('footer_chat_label', 'The WhatsApp link\'s label'), str('footer_schedule_label', 'The booking link\'s label'),
      str('footer_services_heading'), str('footer_ctas_heading'),
      tags('footer_booking_labels', 'Footer links that open the booking link'),
      repeater('footer_links', '{{ label }}', [str('label'), str('link', 'A site path (/about)')], 'Footer links under the booking links'),
      tags('footer_badges', 'Compliance badges'), str('footer_privacy_label', 'The privacy policy link\'s label'),
      str('footer_cookie_settings_label', 'The button that reopens the consent banner'),
      str('footer_rights', 'After the copyright line'),
      m2o('default_hero', '{{title}} {{title_primary}}', 'Hero of any page without one of its own or a built-in one'),
      str('client_logos_label', 'The line over the client logos in page heroes'),
      repeater('trust_signals', '{{ icon }} {{ label }}', [str('icon', 'Icon name'), str('label')], 'Trust signals under the home, services and contact heroes'),
      // The consent banner: asked on a first visit, reopened from the footer.
      str('consent_title', 'The consent banner\'s heading'),
      html('consent_text', 'The consent banner\'s text: what is measured, and a link to the privacy policy'),
      str('consent_accept_label'), str('consent_reject_label'),
      str('consent_customize_label', 'Shows the categories'), str('consent_save_label', 'Saves the categories ticked'),
      str('consent_categories_label', 'Read out before the categories (not shown)'),
      str('consent_analytics_label', 'The analytics category'), str('consent_marketing_label', 'The advertising category'),
    ],
  },
  redirects: {
    meta: {
      icon: 'alt_route',
      note: 'Old addresses sent on to new ones (a page that exists at the old address wins; chains are followed to the end)',
      display_template: '{{from_path}} → {{to_path}}',
    },
    fields: [id(), fromPath(), toPath()],
  },
};

for (const [name, { meta, fields }] of Object.entries(BLOCK_DEFINITIONS)) DEFINITIONS[name] = { meta, fields: [id(), ...fields] };

const SORTED = ['clients', 'services', 'industries', 'projects', 'reviews', 'jobs'];
const hiddenInt = (field) => ({ field, type: 'integer', meta: { hidden: true }, schema: {} });
const hiddenStr = (field) => ({ field, type: 'string', meta: { hidden: true }, schema: {} });

async function defineAll(api) {
  // The app's navigation folder of the block collections (a collection without a table).
  await api.post('/collections', {
    collection: BLOCKS_GROUP, schema: null,
    meta: { icon: 'view_quilt', note: 'Page sections: pages, services and industries list them in their Blocks field', collapse: 'open' },
  });
  for (const c of COLLECTIONS) {
    const def = DEFINITIONS[c.name];
    const names = def.fields.map((f) => f.field);
    if (JSON.stringify(names) !== JSON.stringify(c.fields)) throw new Error(`${c.name}: fields ${names} differ from contract ${c.fields}`);
    const meta = { ...def.meta, collection: c.name };
    if (c.fields.includes('status')) Object.assign(meta, { archive_field: 'status', archive_value: 'archived', unarchive_value: 'draft' });
    if (SORTED.includes(c.name)) meta.sort_field = 'sort';
    const fields = def.fields.map((f, i) => ({ ...f, meta: { ...f.meta, sort: i + 1 } }));
    await api.post('/collections', { collection: c.name, meta, schema: {}, fields: fields.filter((f) => f.type !== 'alias') });
    for (const f of fields.filter((f) => f.type === 'alias')) await api.post(`/fields/${c.name}`, f);
    log(`collection ${c.name}`);
  }
  // Junction of projects <-> skills.
  await api.post('/collections', {
    collection: 'projects_skills',
    meta: { hidden: true, icon: 'import_export' },
    schema: {},
    fields: [id(), { field: 'projects_id', type: 'integer', meta: { hidden: true }, schema: {} }, { field: 'skills_id', type: 'integer', meta: { hidden: true }, schema: {} }],
  });
  // Relations: files, M2O, M2M.
  for (const c of COLLECTIONS) {
    for (const f of c.files ?? []) {
      await api.post('/relations', { collection: c.name, field: f, related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } });
    }
  }
  await api.post('/relations', { collection: 'pages', field: 'HeroSectionId', related_collection: 'hero_sections', schema: { on_delete: 'SET NULL' } });
  await api.post('/relations', { collection: 'pages', field: 'fallback_hero', related_collection: 'hero_sections', schema: { on_delete: 'SET NULL' } });
  await api.post('/relations', { collection: 'settings', field: 'default_hero', related_collection: 'hero_sections', schema: { on_delete: 'SET NULL' } });
  await api.post('/relations', { collection: 'reviews', field: 'client', related_collection: 'clients', schema: { on_delete: 'SET NULL' } });
  await api.post('/relations', {
    collection: 'projects_skills', field: 'skills_id', related_collection: 'skills',
    meta: { one_field: null, junction_field: 'projects_id', sort_field: null, one_deselect_action: 'nullify' },
    schema: { on_delete: 'CASCADE' },
  });
  await api.post('/relations', {
    collection: 'projects_skills', field: 'projects_id', related_collection: 'projects',
    meta: { one_field: 'project_skills', junction_field: 'skills_id', sort_field: null, one_deselect_action: 'delete' },
    schema: { on_delete: 'CASCADE' },
  });
  // Page builders (M2A), e.g. pages.blocks -> pages_blocks rows { pages_id, collection, item, sort } -> a block item.
  for (const c of COLLECTIONS) {
    for (const [field, { junction, parent, collections }] of Object.entries(c.m2a ?? {})) {
      await api.post('/collections', {
        collection: junction,
        meta: { hidden: true, icon: 'import_export' },
        schema: {},
        fields: [id(), hiddenInt(parent), hiddenStr('item'), hiddenStr('collection'), hiddenInt('sort')],
      });
      await api.post('/relations', {
        collection: junction, field: 'item', related_collection: null,
        meta: { one_field: null, one_collection_field: 'collection', one_allowed_collections: collections, junction_field: parent, sort_field: null, one_deselect_action: 'nullify' },
      });
      // Removing a block from its owner deletes the junction row (not the block, which other owners may use).
      await api.post('/relations', {
        collection: junction, field: parent, related_collection: c.name,
        meta: { one_field: field, junction_field: 'item', sort_field: 'sort', one_deselect_action: 'delete' },
        schema: { on_delete: 'CASCADE' },
      });
    }
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-define-'));
  const port = String(18000 + Math.floor(Math.random() * 1000));
  const start = spawnSync(process.execPath, [path.join(CMS_DIR, 'scripts/start.mjs'), '--data-dir', dir, '--port', port, '--no-schema', '--no-seed', '--detach'], { stdio: 'inherit' });
  if (start.status !== 0) throw new Error('scratch Directus did not start');
  const pid = Number(readFileSync(path.join(dir, 'directus.pid'), 'utf8'));
  try {
    const env = readEnvFile(path.join(dir, '.env'));
    const api = client(`http://127.0.0.1:${port}`, env.ADMIN_TOKEN);
    await defineAll(api);
    // Snapshot with the same runtime environment start.mjs used (SQLite file in the scratch dir).
    const out = path.join(dir, 'snapshot.yaml');
    const run = spawnSync(process.execPath, [
      path.join(CMS_DIR, 'node_modules/@directus/api/dist/cli/run.js'), 'schema', 'snapshot', '--yes', out,
    ], {
      cwd: CMS_DIR,
      env: { ...process.env, DB_CLIENT: 'sqlite3', DB_FILENAME: path.join(dir, 'directus.db'), SECRET: env.SECRET, CONFIG_PATH: path.join(dir, '.none'), TELEMETRY: 'false', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('schema snapshot failed');
    copyFileSync(out, path.join(CMS_DIR, 'snapshot.yaml'));
    log('wrote cms/snapshot.yaml');
  } finally {
    process.kill(pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`[cms] ${e.message}`);
  process.exit(1);
});
