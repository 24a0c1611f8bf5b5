// The editors' preview against the real Directus of roundtrip-and-rebuild.mjs (which calls these):
// a draft page that the public build leaves out is built by `npm run preview`, served only behind the
// preview secret, never indexed; a draft edit shows there without a rebuild; and in Chromium an editor
// logs in to the Directus admin app, opens the page in the Visual Editor, changes the hero's heading,
// saves, and the preview shows it without reloading.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { findInTree } from '../../scripts/find-in-tree.mjs';

/** A draft landing page of one new hero, created before the public build that must leave it out. */
export async function createDraftPage(admin) {
  const n = Math.floor(Math.random() * 9000 + 1000);
  const heading = `Draft hero ${n}`;
  const hero = await admin.post('/items/block_hero', { layout: 'landing', heading, description: 'Not public yet.' });
  const slug = `lp/cms-test-draft-${n}`;
  const page = await admin.post('/items/pages', {
    status: 'draft', slug, title: `Draft page ${n}`, description: 'A draft', meta_description: 'A draft', lead_context: 'automation',
    blocks: [{ collection: 'block_hero', item: String(hero.id), sort: 1 }],
  });
  return { id: page.id, heroId: hero.id, slug, heading };
}

/** A draft article of a prose block and a call to action of its own, created before the public build that must leave it out. */
export async function createDraftArticle(admin) {
  const n = Math.floor(Math.random() * 9000 + 1000);
  const prose = await admin.post('/items/block_rich_text', {
    layout: 'prose', heading: `Draft article body ${n}`, sections: [{ title: 'Why it matters', body: '<p>Not public yet.</p>' }],
  });
  const cta = await admin.post('/items/block_cta', { layout: 'panel', heading: `Draft call to action ${n}`, description: 'Talk to us.' });
  const slug = `cms-test-draft-article-${n}`;
  const article = await admin.post('/items/articles', {
    status: 'draft', slug, title: `Draft article ${n}`, summary: 'A draft', publish_date: new Date().toISOString(),
    blocks: [{ collection: 'block_rich_text', item: String(prose.id), sort: 1 }, { collection: 'block_cta', item: String(cta.id), sort: 2 }],
  });
  return { id: article.id, ctaId: cta.id, slug: `insights/${slug}`, title: `Draft article ${n}`, cta: `Draft call to action ${n}` };
}

/** Runs `npm run preview` (build, then serve) on `port`; resolves once it serves. */
function startPreview({ siteDir, env, port, children }) {
  const child = spawn(process.execPath, [path.join(siteDir, 'scripts', 'preview.mjs'), '--port', String(port)], {
    cwd: siteDir, env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child.pid);
  let log = '';
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ child, ok: false, log }), 20 * 60 * 1000);
    const take = (chunk) => {
      log += chunk;
      if (log.includes('Preview on http')) {
        clearTimeout(timer);
        resolve({ child, ok: true, log });
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve({ child, ok: false, log });
    });
  });
}

export async function previewChecks({ check, secs, url, env, admin, draft, draftArticle, siteDir, port, children, builtPage }) {
  const t = Date.now();
  const base = `http://127.0.0.1:${port}`;
  const preview = await startPreview({
    siteDir, port, children,
    env: { DIRECTUS_URL: url, PREVIEW_TOKEN: env.SITE_PREVIEW_TOKEN, PREVIEW_SECRET: env.PREVIEW_SECRET, PREVIEW_URL: base },
  });
  if (!check(`npm run preview builds and serves the preview (${secs(t)})`, preview.ok, preview.log.split('\n').slice(-25).join('\n'))) return;
  try {
    const livePreview = (await admin.get('/collections/services')).meta?.preview_url;
    check(`Live Preview opens a service on the preview (${livePreview?.replace(env.PREVIEW_SECRET, '<secret>')})`,
      livePreview === `${base}/services/{{slug}}?preview=${encodeURIComponent(env.PREVIEW_SECRET)}`);
    const articlePreview = (await admin.get('/collections/articles')).meta?.preview_url;
    check('Live Preview opens an article on the preview', articlePreview === `${base}/insights/{{slug}}?preview=${encodeURIComponent(env.PREVIEW_SECRET)}`);
    await servedChecks({ check, base, secret: env.PREVIEW_SECRET, url });
    await builtChecks({ check, siteDir, draft, draftArticle, builtPage, token: env.SITE_PREVIEW_TOKEN });
    await editorChecks({ check, url, base, env, admin, draft, draftArticle });
  } finally {
    preview.child.kill('SIGTERM');
    children.delete(preview.child.pid);
  }
}

/** Only the secret (once) lets anyone in; the preview is never indexed and only the CMS may frame it. */
async function servedChecks({ check, base, secret, url }) {
  const closed = await Promise.all(['/', '/lp/automation-solutions', '/preview-api/items/pages'].map((p) => fetch(`${base}${p}`, { redirect: 'manual' })));
  check('without the preview secret the preview answers 401 (pages and its Directus window)', closed.every((r) => r.status === 401), closed.map((r) => r.status).join(', '));
  const wrong = await fetch(`${base}/?preview=not-the-secret`, { redirect: 'manual' });
  const entry = await fetch(`${base}/?preview=${encodeURIComponent(secret)}`, { redirect: 'manual' });
  const cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0];
  check('a wrong secret gets 401, the right one a cookie (HttpOnly) and the clean address',
    wrong.status === 401 && entry.status === 302 && entry.headers.get('location') === '/' && /HttpOnly/.test(entry.headers.get('set-cookie') ?? ''));
  const home = await fetch(`${base}/`, { headers: { cookie } });
  const robots = await (await fetch(`${base}/robots.txt`, { headers: { cookie } })).text();
  check('the preview is noindex, framed only by the CMS, and disallows every crawler',
    home.status === 200 && home.headers.get('x-robots-tag') === 'noindex, nofollow' && robots.includes('Disallow: /')
    && home.headers.get('content-security-policy') === `frame-ancestors 'self' ${new URL(url).origin}`,
    `${home.status} ${home.headers.get('x-robots-tag')} ${home.headers.get('content-security-policy')}`);
}

/** The preview build: the draft page exists, every page is noindex (so the sitemap lists none), blocks carry Visual Editor marks. */
async function builtChecks({ check, siteDir, draft, draftArticle, builtPage, token }) {
  const page = builtPage(draft.slug);
  check(`the preview build has the draft page /${draft.slug}`, page.includes(draft.heading));
  const article = builtPage(draftArticle.slug);
  check(`the preview build has the draft article /${draftArticle.slug}, its blocks marked for the Visual Editor`,
    article.includes(draftArticle.title) && /data-directus="collection:block_cta;item:\d+/.test(article));
  const landing = builtPage('lp/automation-solutions');
  check('preview pages are noindex and their blocks carry data-directus marks',
    /<meta name="robots" content="noindex, nofollow"/.test(landing) && /data-directus="collection:block_hero;item:\d+;fields:layout,anchor,heading/.test(landing));
  const sitemap = readFileSync(path.join(siteDir, 'public', 'sitemap.xml'), 'utf8');
  check('the preview build\'s sitemap lists no page', !sitemap.includes('<loc>'), sitemap.slice(0, 300));
  const holding = await findInTree(path.join(siteDir, 'public'), token);
  check(`the preview token is in no file of the preview build (${holding.length})`, holding.length === 0, holding.slice(0, 5).join('\n'));
}

/** Opens, in `form` (a tab), the admin app's form of the first block of `collection` in `layout`. */
async function openBlockForm(form, { url, admin, collection, layout }) {
  const [item] = await admin.get(`/items/${collection}?filter[layout][_eq]=${layout}&fields=id&limit=1`);
  await form.goto(`${url}/admin/content/${collection}/${item.id}`);
  // The block's own heading: its translations' form below has one too.
  await form.locator(`[data-collection="${collection}"][data-field="heading"] input`).waitFor({ timeout: 30000 });
  // Directus 11 asks the first admin to name a project owner; that dialog would cover the form.
  const later = form.getByRole('button', { name: 'Remind Later' });
  if (await later.isVisible()) await later.click();
}

/**
 * In the admin app, a block's form shows the fields its layout uses (the conditions generated from
 * the block's declaration): a steps block in rows shows its deliverables' label, not the total, and
 * picked as numbered cards the other way round; a cards block of icon cards shows its band's tone,
 * strip and fade options, its icon cards' list and no picture, and picked as cards beside a picture
 * the other way round, with the list of lettered cards instead. Each form in a tab of its own, closed
 * unsaved. Then a card of a logo tiles block opens in a drawer showing its title, logo and badge only,
 * a priced column of a comparison in one showing its name, price, time and points only, and a logo
 * category's entry in a drawer within its category's.
 */
async function layoutFieldChecks({ check, page, url, admin }) {
  const forms = [
    { collection: 'block_steps', layout: 'rows', other: 'Numbered cards on a dark band', fields: ['features_label', 'total_label', 'total_value'], shown: [['features_label'], ['total_label', 'total_value']] },
    {
      collection: 'block_cards', layout: 'icons', other: 'Cards beside a picture, with a labelled line under them',
      fields: ['icon_cards', 'lettered_cards', 'tone', 'strip', 'reveal', 'image', 'footnote', 'more_heading'],
      shown: [['icon_cards', 'tone', 'strip', 'reveal'], ['lettered_cards', 'image', 'footnote']],
    },
    { collection: 'block_stats', layout: 'tiles', other: 'A big figure, then its groups of figures', fields: ['tone', 'count_up', 'headline_value', 'stats_title', 'points'], shown: [['tone', 'count_up'], ['headline_value', 'stats_title']] },
    { collection: 'block_cta', layout: 'panel', other: 'A page that is only a notice: its heading, a sentence and buttons', fields: ['look', 'stats', 'code', 'offer', 'bars'], shown: [['look', 'stats'], ['code']] },
  ];
  for (const { collection, layout, other, fields, shown } of forms) {
    const form = await page.context().newPage();
    try {
      await openBlockForm(form, { url, admin, collection, layout });
      // The block's own fields (its translations' form repeats the text ones).
      const visible = () => form.evaluate(([names, owner]) => names.filter((f) => document.querySelector(`[data-collection="${owner}"][data-field="${f}"]`)), [fields, collection]);
      const before = await visible();
      await form.locator('[data-field="layout"] .v-input').click();
      await form.locator('.v-list-item', { hasText: other }).click();
      await form.locator(`[data-collection="${collection}"][data-field="${shown[1][0]}"]`).waitFor({ timeout: 10000 });
      const after = await visible();
      check(`a ${collection} form shows the fields of its layout: ${layout} ${before.join(', ')}; picked as "${other}" ${after.join(', ')}`,
        JSON.stringify(before) === JSON.stringify(shown[0]) && JSON.stringify(after) === JSON.stringify(shown[1]));
    } catch (error) {
      check(`the ${collection} layout form walk-through ran`, false, error.stack);
    } finally {
      await form.close();
    }
  }
  await rowDrawerCheck({ check, page, url, admin }, { collection: 'block_cards', layout: 'logo_tiles', list: 'logo_tiles', what: 'logo tile', wanted: ['title', 'logo', 'badge'] });
  await rowDrawerCheck({ check, page, url, admin }, {
    collection: 'block_comparison', layout: 'cost_columns', list: 'priced_columns', what: 'priced column',
    wanted: ['label', 'cost', 'cost_caption', 'timeline', 'timeline_caption', 'points'],
  });
  await logoEntryDrawerCheck({ check, page, url, admin });
}

/**
 * A row's drawer holds the fields of its list's shape: a logo tile's title, logo and badge; a priced
 * column's name, price, time and points, without the entries and button the other columns have.
 */
async function rowDrawerCheck({ check, page, url, admin }, { collection, layout, list, what, wanted }) {
  const form = await page.context().newPage();
  try {
    await openBlockForm(form, { url, admin, collection, layout });
    await form.locator(`[data-field="${list}"] .render-template`).first().click();
    const drawer = form.locator('.v-drawer');
    await drawer.locator(`[data-field="${wanted[0]}"]`).waitFor({ timeout: 10000 });
    const fields = await drawer.evaluate((el) => [...el.querySelectorAll('[data-field]')].map((f) => f.getAttribute('data-field')));
    check(`a ${what}'s drawer shows its own fields only (${fields.join(', ')})`, JSON.stringify(fields) === JSON.stringify(wanted));
  } catch (error) {
    check(`the ${what} drawer walk-through ran`, false, error.stack);
  } finally {
    await form.close();
  }
}

/**
 * A logo category's entry opens in a drawer within its category's: the category's holds its name, icon,
 * text and entries, the entry's its own fields only, its logo a picked file (an image, not a typed path).
 */
async function logoEntryDrawerCheck({ check, page, url, admin }) {
  const form = await page.context().newPage();
  const fieldsOf = (drawer) => drawer.evaluate((el) => [...el.querySelectorAll('[data-field]')].map((f) => f.getAttribute('data-field')));
  try {
    await openBlockForm(form, { url, admin, collection: 'block_tabs', layout: 'logo_categories' });
    await form.locator('[data-field="logo_tabs"] .render-template').first().click();
    const tab = form.locator('.v-drawer').first();
    await tab.locator('[data-field="entries"] .render-template').first().waitFor({ timeout: 10000 });
    const tabFields = await fieldsOf(tab);
    check(`a logo category's drawer holds its name, icon, text and entries (${tabFields.join(', ')})`, JSON.stringify(tabFields) === JSON.stringify(['name', 'icon', 'description', 'entries']));
    await tab.locator('[data-field="entries"] .render-template').first().click();
    const entry = form.locator('.v-drawer').nth(1);
    await entry.locator('[data-field="logo"] img').waitFor({ timeout: 10000 });
    const entryFields = await fieldsOf(entry);
    const wanted = ['title', 'logo', 'description', 'highlight', 'highlight_label', 'features'];
    check(`its entry's drawer, within it, holds the entry's fields only, the logo a picked file shown as an image (${entryFields.join(', ')})`, JSON.stringify(entryFields) === JSON.stringify(wanted));
  } catch (error) {
    check('the logo entry drawer walk-through ran', false, error.stack);
  } finally {
    await form.close();
  }
}

/**
 * One draft in the Visual Editor: `edit` (of its record or a block, over the API) shows in the h1 when
 * the editor opens `path`; then the heading of `block`, changed in the Visual Editor's drawer and
 * saved, shows without a reload of the preview and is stored in Directus.
 */
async function visualEditorRound({ check, page, frame, url, base, admin }, { what, path, edit, block }) {
  await admin.patch(`/items/${edit.collection}/${edit.id}`, { [edit.field]: edit.value });
  await page.goto(`${url}/admin/visual/${base}/${path}`);
  const shown = await frame.locator('h1', { hasText: edit.value }).waitFor({ timeout: 20000 }).then(() => true, () => false);
  check(`a draft ${what}'s edit shows in the preview without a rebuild (/${path})`, shown);

  const text = `Edited in the Visual Editor ${Math.floor(Math.random() * 9000 + 1000)}`;
  const drawer = await headingEditInDrawer({ page, frame, admin }, block, text);
  check(`the ${what}'s ${block.collection} heading changed and saved in the Visual Editor shows in the preview without a reload, and is saved in Directus`,
    drawer.ok, drawer.detail);
}

/**
 * Clicks the first element marked with `mark` ({ collection, id }: what its drawer opens) in the Visual
 * Editor, reads the heading its drawer shows, writes `text` there and saves: whether the preview then
 * shows `text` in a heading without a reload and Directus stores it.
 */
async function headingEditInDrawer({ page, frame, admin }, mark, text) {
  await frame.locator(`[data-directus*="collection:${mark.collection};item:${mark.id};"]`).first().hover();
  await frame.locator('.directus-visual-editing-rect-hover .directus-visual-editing-edit-button').first().click();
  const input = page.locator(`[data-collection="${mark.collection}"][data-field="heading"] input`);
  // The drawer's form shows first, the item's values once Directus has answered.
  const before = await page.waitForFunction((el) => el.value, await input.elementHandle({ timeout: 10000 }), { timeout: 10000 }).then((value) => value.jsonValue(), () => '');
  const side = await textSide(input);
  await input.fill(text);
  await frame.locator('body').evaluate(() => { window.notReloaded = true; });
  await page.locator('.actions button:has(i[data-icon="check"])').click();
  const saved = await frame.getByRole('heading', { name: text }).waitFor({ timeout: 20000 }).then(() => true, () => false);
  const sameDocument = saved && (await frame.locator('body').evaluate(() => window.notReloaded === true));
  const stored = await admin.get(`/items/${mark.collection}/${mark.id}?fields=heading`);
  return { before, side, ok: saved && sameDocument && stored.heading === text, detail: `drawer showed "${before}", shown ${saved}, same document ${sameDocument}, stored "${stored.heading}"` };
}

/**
 * The end of a text input its text is drawn at, as an editor sees it: the columns of its ink (pixels
 * far darker than the field's ground, its most common shade; Directus draws text in a mid grey) in a
 * screenshot of it. `none` when it shows no text.
 */
async function textSide(input) {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(await input.screenshot()).greyscale().raw().toBuffer({ resolveWithObject: true });
  const counts = new Array(256).fill(0);
  for (const value of data) counts[value]++;
  const ground = counts.indexOf(Math.max(...counts));
  let first = info.width;
  let last = -1;
  for (let x = 0; x < info.width; x++) {
    for (let y = 0; y < info.height; y++) {
      if (data[y * info.width + x] < ground - 80) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  if (last < 0) return 'none';
  return first > info.width - 1 - last ? 'right' : 'left';
}

const LANGUAGE_NAMES = { ar: 'Arabic', tr: 'Turkish' };
/** Where a language's text starts in a text input: Arabic's at the right end (cms/scripts/setup.mjs's CSS). */
const TEXT_SIDES = { ar: 'right', tr: 'left' };

/**
 * A page in `language` (ar, tr) in the Visual Editor shows its blocks' words in that language as
 * Directus has them now: the landing page's hero heading, changed in its translation over the API,
 * shows in the h1 of /<language>/lp/automation-solutions without a rebuild. Its hero's mark opens the
 * hero's translation in that language (not the translations field, whose first tab is Arabic): the
 * drawer shows that heading, right to left in Arabic, and an edit saved there shows without a reload.
 */
async function translatedPreviewCheck(editor, language) {
  const { check, page, frame, url, base, admin } = editor;
  const name = LANGUAGE_NAMES[language];
  const [landing] = await admin.get('/items/pages?filter[slug][_eq]=lp/automation-solutions&fields=blocks.collection,blocks.item');
  const heroId = landing?.blocks?.find((block) => block.collection === 'block_hero')?.item;
  const hero = heroId && await admin.get(`/items/block_hero/${heroId}?fields=translations.id,translations.languages_code,translations.heading`);
  const row = hero?.translations?.find((translation) => translation.languages_code === language);
  if (!check(`the landing page's hero has a translation in ${name}`, Boolean(row))) return;
  const heading = `${row.heading} (${Math.floor(Math.random() * 9000 + 1000)})`;
  const setHeading = (value) => admin.patch(`/items/block_hero/${heroId}`, { translations: { create: [], update: [{ id: row.id, heading: value }], delete: [] } });
  await setHeading(heading);
  try {
    await page.goto(`${url}/admin/visual/${base}/${language}/lp/automation-solutions`);
    const shown = await frame.locator('h1', { hasText: heading }).waitFor({ timeout: 20000 }).then(() => true, () => false);
    const lang = shown && (await frame.locator('html').getAttribute('lang'));
    check(`a page in ${name} shows its blocks' words as Directus has them now in the preview, without a rebuild (h1 ${shown}, lang ${lang})`, shown && lang === language);
    const edit = await headingEditInDrawer(editor, { collection: 'block_hero_translations', id: row.id }, `${row.heading} (${Math.floor(Math.random() * 9000 + 1000)})`);
    check(`its hero's Visual Editor mark opens the hero's translation in ${name}: the drawer shows that heading, and an edit saved there shows without a reload and is stored`,
      edit.before === heading && edit.ok, edit.detail);
    check(`the drawer's heading field reads in ${name}'s direction: its text at the input's ${TEXT_SIDES[language]} end`, edit.side === TEXT_SIDES[language], `at the ${edit.side} end`);
  } finally {
    await setHeading(row.heading);
  }
}

/**
 * A service's translation row opened by itself (as a Visual Editor drawer opens one): its rich text
 * (the description) is edited right to left in Arabic and left to right in Turkish (schema.ts's field condition).
 */
async function richTextDirectionCheck({ check, page, url, admin }) {
  const [service] = await admin.get('/items/services?limit=1&sort=id&fields=translations.id,translations.languages_code');
  const directions = {};
  for (const { id, languages_code: language } of service?.translations ?? []) {
    await page.goto(`${url}/admin/content/services_translations/${id}`);
    const editor = page.locator('iframe.tox-edit-area__iframe').first();
    await editor.waitFor({ timeout: 20000 }).catch(() => {});
    directions[language] = await page.waitForFunction((frame) => { const body = frame.contentDocument?.body; return body?.isContentEditable && getComputedStyle(body).direction; }, await editor.elementHandle({ timeout: 5000 }), { timeout: 10000 })
      .then((dir) => dir.jsonValue(), () => 'none');
  }
  check('a service\'s translation row opened by itself edits its rich text right to left in Arabic, left to right in Turkish',
    directions.ar === 'rtl' && directions.tr === 'ltr', JSON.stringify(directions));
}

/**
 * In Chromium: the admin app's login, then the Visual Editor (which opens the preview with its
 * secret). A draft edit over the API shows when the page is opened; an edit in the Visual Editor's
 * drawer shows after saving, without a reload of the preview.
 */
async function editorChecks({ check, url, base, env, admin, draft, draftArticle }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // A context of its own: the layout form opens in a second tab of the same session. Nothing leaves
    // the machine: in every tab only the two loopback servers answer.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.route('**/*', (route) => (/^http:\/\/127\.0\.0\.1:/.test(route.request().url()) ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(`${url}/admin/login`);
    await page.fill('input[type="email"]', env.ADMIN_EMAIL);
    await page.fill('input[type="password"]', env.ADMIN_PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/(content|visual)/, { timeout: 30000 });
    await layoutFieldChecks({ check, page, url, admin });
    await page.goto(`${url}/admin/visual`);
    const frame = page.frameLocator('iframe');
    await frame.locator('[data-preview=live]').waitFor({ timeout: 30000 });
    check('an editor logged in to Directus opens the preview in the Visual Editor', true);

    const editor = { check, page, frame, url, base, admin };
    await visualEditorRound(editor, {
      what: 'page', path: draft.slug,
      edit: { collection: 'block_hero', id: draft.heroId, field: 'heading', value: `${draft.heading} (edited, not published)` },
      block: { collection: 'block_hero', id: draft.heroId },
    });
    // An article as a page: its title over the API, its call to action in the Visual Editor.
    await visualEditorRound(editor, {
      what: 'article', path: draftArticle.slug,
      edit: { collection: 'articles', id: draftArticle.id, field: 'title', value: `${draftArticle.title} (edited, not published)` },
      block: { collection: 'block_cta', id: draftArticle.ctaId },
    });
    for (const language of ['ar', 'tr']) await translatedPreviewCheck(editor, language);
    await richTextDirectionCheck(editor);
  } catch (error) {
    check('the Visual Editor walk-through ran', false, error.stack);
  } finally {
    await browser.close();
  }
}
