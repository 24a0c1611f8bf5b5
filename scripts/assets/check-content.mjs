#!/usr/bin/env node
// Validates the embedded content snapshot (content/*.json + content/assets) and the static image assets.
// Usage: node scripts/assets/check-content.mjs   (exit code 1 on any problem)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { COLLECTIONS } from '../../cms/scripts/lib/contract.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
let sharp = null;
try { sharp = require('sharp'); } catch { /* dimension checks of rasters are skipped without sharp */ }

const SITE = 'https://www.lumenaut.dev';
const SERVICES = {
  'product-development': 'Product Development', 'ai-apps-integrations': 'AI Apps & Integrations', automation: 'No-Code Automation',
  'business-automation': 'Business Automation', 'ai-development': 'AI Development', 'cloud-services': 'Cloud Services',
  'devops-services': 'DevOps Services', 'web-mobile-dev': 'Web & Mobile Development', 'ui-ux-design': 'UI/UX Design',
  'automated-social-media': 'Automated Social Media',
};
const INDUSTRIES = {
  'vacation-rentals-hospitality': 'Vacation Rentals & Hospitality', 'retail-e-commerce': 'Retail & E-commerce',
  'healthcare-biotech': 'Healthcare & Biotech', education: 'Education', 'logistics-supply-chain': 'Logistics & Supply Chain',
  'community-public-services': 'Community & Public Services', 'manufacturing-3d-printing': 'Manufacturing & 3D Printing',
  'construction-real-estate': 'Construction & Real Estate', 'financial-services': 'Financial Services',
};
const CASE_STUDIES = ['e-commerce-revolution-platform', 'fintech-mobile'];
const ROUTES = ['home', 'services', ...Object.keys(SERVICES).map((s) => `services/${s}`), 'industries',
  ...Object.keys(INDUSTRIES).map((s) => `industries/${s}`), 'portfolios', ...CASE_STUDIES.map((s) => `portfolio/${s}`),
  'about', 'contact', 'careers', 'process', 'quote', 'privacy-policy', 'lp/automation-solutions', 'lp/ai-development-services', 'insights'];
const HERO_KEYS = ['home', 'services', 'industries', 'portfolio', 'about', 'contact', 'careers', 'process', 'insights', ...Object.keys(SERVICES)];
const PLATFORMS = ['n8n', 'zapier', 'make', 'power-automate', 'loveable', 'cursor', 'claude', 'github-copilot', 'openai-codex',
  'facebook', 'instagram', 'x', 'linkedin', 'tiktok', 'youtube'];

const errors = [];
const fail = (msg) => errors.push(msg);
const check = (cond, msg) => { if (!cond) fail(msg); return cond; };
const load = (name) => JSON.parse(readFileSync(join(ROOT, 'content', `${name}.json`), 'utf8'));

const C = {};
for (const name of ['services', 'industries', 'projects', 'skills', 'hero_sections', 'pages', 'clients', 'reviews', 'jobs', 'authors', 'topics', 'articles', 'files']) {
  C[name] = load(name);
  check(Array.isArray(C[name]), `${name}.json must be an array`);
}
const settings = load('settings');
check(settings && !Array.isArray(settings) && typeof settings === 'object', 'settings.json must be an object');

// ---------- generic item rules
const STATUS = ['published', 'draft', 'archived'];
const WITHOUT_STATUS = ['skills', 'authors', 'topics'];
for (const name of ['services', 'industries', 'projects', 'skills', 'hero_sections', 'pages', 'clients', 'reviews', 'jobs', 'authors', 'topics', 'articles']) {
  C[name].forEach((item, i) => {
    // Items added later take ids from their author's range (content/README.md), so ids only increase.
    check(Number.isInteger(item.id) && item.id > (i === 0 ? 0 : C[name][i - 1].id), `${name}[${i}]: ids must be increasing positive integers (got ${item.id})`);
    if (!WITHOUT_STATUS.includes(name)) check(STATUS.includes(item.status), `${name} #${item.id}: bad status ${item.status}`);
  });
}
const drafts = Object.entries(C).filter(([k]) => k !== 'files').flatMap(([k, list]) => list.filter((x) => x.status && x.status !== 'published').map((x) => `${k}#${x.id}`));
check(drafts.length === 1 && drafts[0].startsWith('projects#'), `exactly one unpublished item (a project) expected, got ${drafts.join(', ') || 'none'}`);

const len = (s) => [...(s ?? '')].length;
const inRange = (s, lo, hi) => typeof s === 'string' && len(s) >= lo && len(s) <= hi;
const bool = (v) => typeof v === 'boolean';

// ---------- files
const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fileById = new Map();
for (const f of C.files) {
  check(UUID4.test(f.id), `files: ${f.id} is not a UUID v4`);
  check(!fileById.has(f.id), `files: duplicate id ${f.id}`);
  fileById.set(f.id, f);
  for (const k of ['filename_download', 'title', 'type']) check(typeof f[k] === 'string' && f[k], `files ${f.id}: missing ${k}`);
  check(Number.isInteger(f.width) && Number.isInteger(f.height), `files ${f.id}: width/height must be integers`);
  check(existsSync(join(ROOT, 'content/assets', f.filename_download)), `files ${f.id}: content/assets/${f.filename_download} is missing`);
}
const onDisk = readdirSync(join(ROOT, 'content/assets'));
for (const name of onDisk) check(C.files.some((f) => f.filename_download === name), `content/assets/${name} has no files.json record`);

const referenced = new Set();
function fileRef(where, value, { raster, svg, required = true } = {}) {
  if (value === null || value === undefined) { check(!required, `${where}: file reference is required`); return; }
  if (typeof value === 'string' && (value.startsWith('/') || /^https?:\/\//.test(value))) return;
  const f = fileById.get(value);
  if (!check(f, `${where}: file id ${value} not in files.json`)) return;
  referenced.add(value);
  if (raster) check(/^image\/(jpeg|png|webp|avif)$/.test(f.type), `${where}: expected a raster image, got ${f.type}`);
  if (svg) check(f.type === 'image/svg+xml', `${where}: expected an SVG, got ${f.type}`);
}

// ---------- services
const svcSlugs = C.services.map((s) => s.slug);
check(JSON.stringify([...svcSlugs].sort()) === JSON.stringify(Object.keys(SERVICES).sort()), 'services: slugs must be exactly the ten of the brief');
for (const s of C.services) {
  const w = `service ${s.slug}`;
  check(SERVICES[s.slug] === s.title, `${w}: title must be "${SERVICES[s.slug]}"`);
  check((s.title_html.match(/<span>/g) || []).length === 1, `${w}: title_html needs exactly one <span>`);
  check(inRange(s.short_description, 100, 150), `${w}: short_description ${len(s.short_description)} chars (100-150)`);
  check(/<p>/.test(s.description), `${w}: description must be HTML paragraphs`);
  fileRef(`${w}.banner`, s.banner, { raster: true });
  fileRef(`${w}.icon`, s.icon, { svg: true });
  check(bool(s.featured) && bool(s.show_wide_banner), `${w}: featured/show_wide_banner must be booleans`);
  check(s.featured === ['business-automation', 'ai-development', 'product-development'].includes(s.slug), `${w}: featured flag`);
  check(s.slug === 'automated-social-media' ? s.order === null && s.sort === 10 : Number.isInteger(s.order), `${w}: order`);
}
check(C.services.filter((s) => s.show_wide_banner).length === 2, 'services: show_wide_banner on exactly two');

// ---------- industries
check(JSON.stringify(C.industries.map((s) => s.slug).sort()) === JSON.stringify(Object.keys(INDUSTRIES).sort()), 'industries: slugs must be exactly the nine of the brief');
C.industries.forEach((s, i) => {
  const w = `industry ${s.slug}`;
  check(s.name === INDUSTRIES[s.slug] && s.title === s.name, `${w}: name/title`);
  check(inRange(s.short_description, 100, 150), `${w}: short_description ${len(s.short_description)} chars (100-150)`);
  check(/<p>/.test(s.description), `${w}: description must be HTML`);
  check(s.featured === (i < 3), `${w}: featured must be true for the first three only`);
  fileRef(`${w}.icon`, s.icon, { svg: true });
  fileRef(`${w}.banner`, s.banner, { raster: true });
});

// ---------- skills & projects
const skillIds = new Set(C.skills.map((s) => s.id));
C.skills.forEach((s) => check(typeof s.name === 'string' && s.name && s.title === null, `skill #${s.id}: name required, title null`));
const published = C.projects.filter((p) => p.status === 'published');
check(published.length >= 9, `projects: at least 9 published (got ${published.length})`);
for (const slug of CASE_STUDIES) check(published.some((p) => p.slug === slug), `projects: case study ${slug} missing`);
check(published.find((p) => p.slug === 'e-commerce-revolution-platform')?.title === 'E-commerce Revolution Platform', 'projects: e-commerce title');
check(published.find((p) => p.slug === 'fintech-mobile')?.title === 'FinTech Mobile Banking App', 'projects: fintech title');
for (const p of C.projects) {
  const w = `project ${p.slug}`;
  check(Array.isArray(p.project_skills), `${w}: project_skills must be an array`);
  for (const ps of p.project_skills || []) check(skillIds.has(ps.skills_id), `${w}: skill ${ps.skills_id} does not resolve`);
  check(p.technologies === null || (Array.isArray(p.technologies) && p.technologies.every((t) => typeof t === 'string')), `${w}: technologies must be a string list or null`);
  check(bool(p.is_featured), `${w}: is_featured must be boolean`);
  check(p.link === null || /^https:\/\//.test(p.link), `${w}: link must be https or null`);
  fileRef(`${w}.image`, p.image, { raster: true });
  fileRef(`${w}.banner`, p.banner, { raster: true, required: false });
}
check(published.some((p) => p.project_skills.length === 0 && p.technologies?.length), 'projects: one needs technologies fallback and no skills');
check(published.some((p) => p.project_skills.length >= 6), 'projects: some need 6+ skills');
check(published.filter((p) => p.is_featured).length >= 6, 'projects: at least 6 featured');

// ---------- insights: articles by authors, on topics, each a text and the shared call to action
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const authorIds = new Set(C.authors.map((a) => a.id));
const topicIds = new Set(C.topics.map((t) => t.id));
for (const a of C.authors) {
  check(SLUG.test(a.slug) && a.name && a.role && inRange(a.bio, 80, 400), `author #${a.id}: slug, name, role and a bio of 80-400 chars`);
  fileRef(`author #${a.id}.photo`, a.photo, { raster: true });
}
for (const t of C.topics) check(SLUG.test(t.slug) && t.name && inRange(t.description, 40, 200), `topic #${t.id}: slug, name and a description of 40-200 chars`);
const proseIds = new Set(load('block_rich_text').filter((b) => b.layout === 'prose').map((b) => String(b.id)));
for (const a of C.articles) {
  const w = `article ${a.slug}`;
  check(SLUG.test(a.slug) && a.title && inRange(a.summary, 80, 170), `${w}: slug, title and a summary of 80-170 chars`);
  check(authorIds.has(a.author) && a.article_topics.length > 0 && a.article_topics.every((t) => topicIds.has(t.topics_id)), `${w}: author and topics must resolve`);
  check(!Number.isNaN(Date.parse(a.publish_date)) && Date.parse(a.publish_date) <= Date.now(), `${w}: publish_date must be a past moment`);
  check(proseIds.has(a.blocks[0]?.item) && a.blocks.at(-1)?.collection === 'block_cta', `${w}: a prose text first, a call to action last`);
  fileRef(`${w}.cover`, a.cover, { raster: true });
  check(a.cover_alt, `${w}: cover_alt`);
}
check(new Set(C.articles.map((a) => a.slug)).size === C.articles.length, 'articles: slugs must be unique');
// A picture in a text: a raster file of the snapshot, as Directus's editor writes it, with its alt text.
for (const b of load('block_rich_text')) {
  for (const [i, { body }] of (b.sections ?? []).entries()) {
    for (const [img, id] of (body ?? '').matchAll(/<img [^>]*src="\/assets\/([0-9a-f-]{36})(?:\.\w+)?"[^>]*>/g)) {
      fileRef(`block_rich_text #${b.id}.sections[${i}].body`, id, { raster: true });
      check(/ alt="[^"]{20,}"/.test(img), `block_rich_text #${b.id}.sections[${i}].body: a picture's alt text says what it shows (20+ chars)`);
    }
  }
}

// ---------- hero sections & pages
const heroById = new Map(C.hero_sections.map((h) => [h.id, h]));
for (const h of C.hero_sections) {
  const w = `hero #${h.id}`;
  check(h.title?.includes(h.title_primary), `${w}: title_primary must appear inside title`);
  check(['internal', 'external'].includes(h.button_type), `${w}: button_type`);
  check(h.button_type === 'external' ? /^https:\/\//.test(h.button_action_link) : h.button_action_link?.startsWith('/'), `${w}: button_action_link`);
  check(bool(h.show_client_logos), `${w}: show_client_logos must be boolean`);
  fileRef(`${w}.hero_image`, h.hero_image, { raster: true, required: false });
  fileRef(`${w}.background_image`, h.background_image, { raster: true, required: false });
}
// The not-found page's record holds its copy; it is no route (noindex, no SEO text of its own).
const NOT_FOUND = '404';
const pageBySlug = new Map(C.pages.map((p) => [p.slug, p]));
for (const r of ROUTES) check(pageBySlug.has(r), `pages: missing SEO record for ${r}`);
check(pageBySlug.get(NOT_FOUND)?.title, 'pages: the not-found record (404) needs its title');
check(C.pages.length === ROUTES.length + 1, `pages: expected ${ROUTES.length + 1} records, got ${C.pages.length}`);
const heroForKey = new Map();
for (const p of C.pages.filter((page) => page.slug !== NOT_FOUND)) {
  const w = `page ${p.slug}`;
  // A landing page's title is its campaign's own, shown uncut (src/templates/page.tsx).
  if (p.slug.startsWith('lp/')) check(inRange(p.title, 30, 90), `${w}: title ${len(p.title)} chars (30-90)`);
  else if (p.slug !== 'quote') check(inRange(p.title, 30, 60), `${w}: title ${len(p.title)} chars (30-60)`);
  else check(inRange(p.title, 1, 60), `${w}: title`);
  check(inRange(p.description, 120, 160), `${w}: description ${len(p.description)} chars (120-160)`);
  check(inRange(p.meta_description, 120, 160), `${w}: meta_description ${len(p.meta_description)} chars (120-160)`);
  check(p.canonical_link === (p.slug === 'home' ? SITE : `${SITE}/${p.slug}`), `${w}: canonical_link ${p.canonical_link}`);
  check(p.json_ld_schema === null || (typeof p.json_ld_schema === 'object' && p.json_ld_schema['@context'] === 'https://schema.org'), `${w}: json_ld_schema`);
  check(bool(p.show_client_logos), `${w}: show_client_logos must be boolean`);
  const key = p.slug === 'portfolios' ? 'portfolio' : p.slug.split('/').pop();
  if (HERO_KEYS.includes(key)) {
    check(heroById.has(p.HeroSectionId), `${w}: HeroSectionId ${p.HeroSectionId} does not resolve`);
    heroForKey.set(key, p.HeroSectionId);
  } else check(p.HeroSectionId === null, `${w}: HeroSectionId should be null (no hero for key ${key})`);
}
check(new Set(heroForKey.values()).size === HERO_KEYS.length, 'hero_sections: one per page key');
// The spec's built-in heroes (fallback_hero) and the default hero (settings) are hero sections too (spec 000 §2.4).
const FALLBACK_KEYS = ['about', 'contact', 'business-automation', 'ai-development', 'industries', 'careers', 'process'];
for (const p of C.pages) if (p.fallback_hero !== null) check(heroById.has(p.fallback_hero), `page ${p.slug}: fallback_hero ${p.fallback_hero} does not resolve`);
check(JSON.stringify(C.pages.filter((p) => p.fallback_hero).map((p) => p.slug.split('/').pop()).sort()) === JSON.stringify([...FALLBACK_KEYS].sort()), 'pages: built-in heroes for the spec\'s seven page keys');
check(heroById.has(settings.default_hero), 'settings.default_hero must resolve');
check(C.hero_sections.length === HERO_KEYS.length + FALLBACK_KEYS.length + 1, 'hero_sections: one per page key, per built-in hero and the default');
check(C.pages.filter((p) => p.json_ld_schema).length === 3, 'pages: json_ld_schema on exactly 3 pages');
for (const k of ['home', 'services', 'about']) check(heroById.get(heroForKey.get(k))?.hero_image, `hero ${k}: needs hero_image`);
for (const k of ['home', 'services']) check(heroById.get(heroForKey.get(k))?.show_client_logos === true, `hero ${k}: show_client_logos`);

// ---------- clients, reviews, jobs, settings
const clientIds = new Set(C.clients.map((c) => c.id));
for (const c of C.clients) { check(c.name, `client #${c.id}: name`); fileRef(`client #${c.id}.logo`, c.logo, { svg: true }); }
for (const r of C.reviews) {
  check(r.client === null || clientIds.has(r.client), `review #${r.id}: client ${r.client} does not resolve`);
  check(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5, `review #${r.id}: rating`);
  check(typeof r.feedback === 'string' && r.feedback.length > 40, `review #${r.id}: feedback`);
}
check(C.reviews.some((r) => r.person_name === null && r.person_designation === null && r.client === null), 'reviews: one anonymous review');
check(C.reviews.some((r) => r.rating === 4), 'reviews: one rating 4');
for (const j of C.jobs) {
  check(inRange(j.description, 200, 400), `job #${j.id}: description ${len(j.description)} chars (200-400)`);
  check(j.link === null || /^https:\/\//.test(j.link), `job #${j.id}: link`);
}
check(C.jobs.filter((j) => j.location === null).length === 1, 'jobs: exactly one without location');
// The spec's review aggregate (spec 000 §1); contact details are editors' data, only their shape is checked.
const expectSettings = { id: 1, review_platform: 'Clutch', review_rating: 4.9, review_max_rating: 5, review_count: 23 };
for (const [k, v] of Object.entries(expectSettings)) check(settings[k] === v, `settings.${k} must be ${v}`);
check(/^https:\/\/calendly\.com\//.test(settings.calendly_link ?? '') && /^https:\/\/calendly\.com\//.test(settings.footer_calendly ?? ''), 'settings: booking links on the scheduling provider');
check(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(settings.footer_email ?? ''), 'settings.footer_email: an address');
check(/^\+\d[\d ]{7,}$/.test(settings.footer_phone ?? ''), 'settings.footer_phone: international format');
check(/^https:\/\/wa\.me\/\d+$/.test(settings.footer_whatsapp ?? ''), 'settings.footer_whatsapp: a chat link');

// ---------- block pictures (block_cards, block_form; their rows': card logos, gallery pictures): a file of files.json, or a site path or URL
/** An item's or a row's pictures, then its rows' (nested rows too). */
const pictureRefs = (c, item, at) => {
  for (const f of c.files ?? []) fileRef(`${at}.${f}`, item[f], { required: false });
  for (const [list, rows] of Object.entries(c.rows ?? {})) (item[list] ?? []).forEach((row, i) => pictureRefs(rows, row, `${at}.${list}[${i}]`));
};
for (const b of COLLECTIONS.filter((c) => c.block && (c.files || c.rows))) {
  for (const item of load(b.name)) pictureRefs(b, item, `${b.name} #${item.id}`);
}

// ---------- no placeholder copy
const allText = readdirSync(join(ROOT, 'content')).filter((f) => f.endsWith('.json')).map((f) => readFileSync(join(ROOT, 'content', f), 'utf8')).join('\n');
check(!/lorem ipsum|\bTODO\b|TBD/i.test(allText), 'content: placeholder text found');

// ---------- asset files, dimensions and budgets
const svgSize = (file) => {
  const head = readFileSync(file, 'utf8').slice(0, 300);
  const w = head.match(/\bwidth="(\d+)"/), h = head.match(/\bheight="(\d+)"/);
  return w && h ? { width: +w[1], height: +h[1] } : null;
};
let contentBytes = 0;
for (const f of C.files) {
  const file = join(ROOT, 'content/assets', f.filename_download);
  if (!existsSync(file)) continue;
  const size = statSync(file).size;
  contentBytes += size;
  if (f.type === 'image/jpeg') check(size < 250 * 1024, `${f.filename_download}: ${(size / 1024).toFixed(0)} KB exceeds 250 KB`);
  if (f.type === 'image/svg+xml') {
    const d = svgSize(file);
    check(d && d.width === f.width && d.height === f.height, `${f.filename_download}: svg size does not match files.json`);
  }
}
check(contentBytes < 4 * 1024 * 1024, `content/assets is ${(contentBytes / 1048576).toFixed(2)} MB (limit 4 MB)`);
for (const f of C.files) check(referenced.has(f.id), `files: ${f.filename_download} is not referenced by any item`);

const STATIC = [
  ...Object.keys(SERVICES).map((s) => [`static/assets/services/${s}.png`, 800, 450]),
  ['static/assets/portfolio/default.png', 800, 500],
  ...Object.keys(INDUSTRIES).map((s) => [`static/assets/industries/icons/${s}.svg`]),
  ['static/assets/clients/default-logo.svg'], ...PLATFORMS.map((p) => [`static/assets/platforms/${p}.svg`]),
  ['static/assets/grid-bg.svg'], ['static/favicon.svg'],
  ['static/og/default.jpg', 1200, 630],
  ['src/images/icon.png', 512, 512],
];
for (const [rel] of STATIC) check(existsSync(join(ROOT, rel)), `missing ${rel}`);

async function rasterChecks() {
  if (!sharp) { console.warn('sharp not available: raster dimension checks skipped'); return; }
  for (const f of C.files.filter((x) => x.type !== 'image/svg+xml')) {
    const file = join(ROOT, 'content/assets', f.filename_download);
    if (!existsSync(file)) continue;
    const m = await sharp(file).metadata();
    check(m.width === f.width && m.height === f.height, `${f.filename_download}: ${m.width}x${m.height} does not match files.json ${f.width}x${f.height}`);
    check(`image/${m.format}` === f.type, `${f.filename_download}: format ${m.format} does not match ${f.type}`);
  }
  for (const [rel, w, h] of STATIC.filter((x) => x[1])) {
    if (!existsSync(join(ROOT, rel))) continue;
    const m = await sharp(join(ROOT, rel)).metadata();
    check(m.width === w && m.height === h, `${rel}: ${m.width}x${m.height}, expected ${w}x${h}`);
    if (rel.endsWith('.jpg')) check(statSync(join(ROOT, rel)).size < 250 * 1024, `${rel} exceeds 250 KB`);
  }
}

await rasterChecks();
if (errors.length) {
  console.error(`check-content: ${errors.length} problem(s)`);
  for (const e of errors) console.error('  - ' + e);
  process.exit(1);
}
console.log(`check-content: OK (${C.pages.length} pages, ${C.services.length} services, ${C.industries.length} industries, ${published.length} published projects, ${C.files.length} files, content/assets ${(contentBytes / 1048576).toFixed(2)} MB)`);
