// Vector assets: service and industry icons (64x64 stroke style), client wordmarks (200x60),
// platform glyphs, brand mark, offices map and grid background.
import { C, n, svg, circle, rect, path, stroke, g, gearPath, esc } from './svg-kit.mjs';

const P = C.violet; // main stroke
const A = C.cyan; // accent stroke

const wrapIcon = (body) =>
  `<g fill="none" stroke="${P}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
const acc = (d) => `<path d="${d}" stroke="${A}"/>`;
const dot = (x, y, r = 2.6) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${A}" stroke="none"/>`;

/** Inner markup (64x64 coordinate system) of every icon. */
export const ICONS = {
  // ---- services ----
  'product-development': wrapIcon(
    '<path d="M32 7C42 15 45 28 40 42H24C19 28 22 15 32 7Z"/><circle cx="32" cy="24" r="4.5"/>' +
      '<path d="M24 33L16 41L17.5 49L25 44"/><path d="M40 33L48 41L46.5 49L39 44"/>' +
      acc('M28 48Q32 58 36 48') ),
  'ai-apps-integrations': wrapIcon(
    '<path d="M17 27H41V34A12 12 0 0 1 17 34Z"/><path d="M23 27V18M35 27V18"/><path d="M29 46V51Q29 56 34 56H44"/>' +
      acc('M51 7Q52.5 13.5 58 15Q52.5 16.5 51 23Q49.5 16.5 44 15Q49.5 13.5 51 7Z') ),
  automation: wrapIcon(
    '<rect x="5" y="9" width="18" height="14" rx="4"/><rect x="41" y="9" width="18" height="14" rx="4"/><rect x="23" y="41" width="18" height="14" rx="4"/>' +
      acc('M23 16H41') + acc('M50 23V28Q50 32 46 32H36Q32 32 32 36V41') + dot(32, 16, 3) ),
  'business-automation': `<g fill="none" stroke="${P}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${gearPath(32, 32, 12, 9.2, 8)}"/><circle cx="32" cy="32" r="3.8"/>` +
    `<path d="M11 27A22 22 0 0 1 47 14" stroke="${A}"/><path d="M47 6.5V14H39.5" stroke="${A}"/>` +
    `<path d="M53 37A22 22 0 0 1 17 50" stroke="${A}"/><path d="M17 57.5V50H24.5" stroke="${A}"/></g>`,
  'ai-development': wrapIcon(
    '<rect x="17" y="17" width="30" height="30" rx="6"/>' +
      '<path d="M25 9V17M32 9V17M39 9V17M25 47V55M32 47V55M39 47V55M9 25H17M9 32H17M9 39H17M47 25H55M47 32H55M47 39H55"/>' +
      acc('M32 23Q33.4 30.6 41 32Q33.4 33.4 32 41Q30.6 33.4 23 32Q30.6 30.6 32 23Z') ),
  'cloud-services': wrapIcon(
    '<path d="M18 41A9 9 0 0 1 18.5 23A13.5 13.5 0 0 1 44.5 21A10 10 0 0 1 46 41Z"/>' +
      acc('M32 57V33M25.5 39.5L32 33L38.5 39.5') ),
  'devops-services': wrapIcon(
    '<path d="M32 32C26 21 10 21 10 32C10 43 26 43 32 32C38 21 54 21 54 32C54 43 38 43 32 32Z"/>' +
      acc('M40 20L44.5 24L40 28') + acc('M24 36L19.5 40L24 44') ),
  'web-mobile-dev': wrapIcon(
    '<rect x="4" y="11" width="36" height="27" rx="4"/><path d="M15 49H29M22 38V49"/>' +
      '<rect x="44" y="20" width="16" height="33" rx="4"/>' + acc('M49 47H55') + acc('M11 20H24M11 27H31') ),
  'ui-ux-design': wrapIcon(
    '<path d="M32 11L45 31L36 51H28L19 31Z"/><path d="M32 11V27"/><circle cx="32" cy="31" r="3.5"/>' +
      acc('M8 31H17M47 31H56') + '<rect x="4" y="28" width="6" height="6" rx="1.5" stroke="' + A + '"/><rect x="54" y="28" width="6" height="6" rx="1.5" stroke="' + A + '"/>' ),
  'automated-social-media': wrapIcon(
    '<path d="M13 12H51A5 5 0 0 1 56 17V40A5 5 0 0 1 51 45H29L18 53V45H13A5 5 0 0 1 8 40V17A5 5 0 0 1 13 12Z"/>' +
      acc('M32 38C24.5 33.5 22.5 29.5 24.5 26.5C26.5 23.5 30.2 23.7 32 26.6C33.8 23.7 37.5 23.5 39.5 26.5C41.5 29.5 39.5 33.5 32 38Z') ),

  // ---- industries ----
  'vacation-rentals-hospitality': wrapIcon(
    '<path d="M8 31L30 13L52 31"/><path d="M14 27V53H46V27"/><path d="M26 53V41H34V53"/>' +
      '<circle cx="53" cy="12" r="5" stroke="' + A + '"/>' + acc('M53 3V4.5M61 12H59.5M45 12H46.5') ),
  'retail-e-commerce': wrapIcon(
    '<path d="M13 22H51L48 55H16Z"/><path d="M24 28V19A8 8 0 0 1 40 19V28"/>' + acc('M24 38Q32 46 40 38') ),
  'healthcare-biotech': wrapIcon(
    '<path d="M32 53C14 41 7 31 11 22C15 13 26 13 32 21C38 13 49 13 53 22C57 31 50 41 32 53Z"/>' +
      acc('M13 34H23L27 26L33 42L37 34H51') ),
  education: wrapIcon(
    '<path d="M4 25L32 13L60 25L32 37Z"/><path d="M15 30V43C15 47 23 51 32 51S49 47 49 43V30"/>' +
      acc('M56 27V42') + dot(56, 45, 3) ),
  'logistics-supply-chain': wrapIcon(
    '<path d="M5 17H36V43H5Z"/><path d="M36 26H48L57 35V43H36"/>' +
      '<circle cx="16" cy="46" r="5.5" stroke="' + A + '"/><circle cx="46" cy="46" r="5.5" stroke="' + A + '"/>' ),
  'community-public-services': wrapIcon(
    '<path d="M7 24L32 10L57 24Z"/><path d="M15 29V47M26 29V47M38 29V47M49 29V47"/><path d="M10 52H54"/>' + dot(32, 18.5, 2.8) ),
  'manufacturing-3d-printing': wrapIcon(
    '<path d="M9 9H55M13 9V55M51 9V55M9 55H55"/><path d="M26 15H38L35 23H29Z"/>' +
      acc('M32 32L42 37V47L32 52L22 47V37Z') + acc('M22 37L32 42L42 37M32 42V52') ),
  'construction-real-estate': wrapIcon(
    '<path d="M8 54V27H30V54"/><path d="M14 34H16M22 34H24M14 42H16M22 42H24"/><path d="M42 54V11"/><path d="M32 11H58"/><path d="M37 11L42 5L47 11"/>' +
      acc('M53 11V24') + acc('M49 24H57V30H49Z') + '<path d="M6 54H58"/>' ),
  // ---- extra glyphs used inside illustrations ----
  mail: wrapIcon('<rect x="8" y="15" width="48" height="34" rx="6"/>' + acc('M11 19L32 35L53 19')),
  database: wrapIcon('<ellipse cx="32" cy="15" rx="18" ry="6"/><path d="M14 15V47A18 6 0 0 0 50 47V15"/>' + acc('M14 31A18 6 0 0 0 50 31')),
  calendar: wrapIcon('<rect x="8" y="12" width="48" height="43" rx="6"/><path d="M8 24H56M21 6V16M43 6V16"/>' + dot(21, 34) + dot(32, 34) + dot(43, 34) + dot(21, 44) + dot(32, 44)),
  code: wrapIcon('<path d="M22 18L8 32L22 46M42 18L56 32L42 46"/>' + acc('M36 12L28 52')),
  check: wrapIcon('<circle cx="32" cy="32" r="23"/>' + acc('M21 32L29 40L44 24')),
  clock: wrapIcon('<circle cx="32" cy="32" r="23"/>' + acc('M32 18V32L41 38')),
  webhook: wrapIcon('<circle cx="32" cy="18" r="7"/><circle cx="16" cy="46" r="7"/><circle cx="48" cy="46" r="7"/>' + acc('M28 24L20 40M23 46H41M36 24L44 40')),
  user: wrapIcon('<circle cx="32" cy="22" r="10"/><path d="M12 54C12 42 21 36 32 36S52 42 52 54"/>'),
  // Fallback tile of the industries overview (not a CMS industry).
  technology: wrapIcon(
    '<rect x="18" y="18" width="28" height="28" rx="5"/><path d="M26 10V18M38 10V18M26 46V54M38 46V54M10 26H18M10 38H18M46 26H54M46 38H54"/>' +
      acc('M26 32H30L33 27L36 37L38 32H40') ),
  'financial-services': wrapIcon(
    '<path d="M12 54V42M24 54V34M36 54V38M48 54V26"/><path d="M6 58H58"/>' +
      acc('M10 30L23 20L33 26L52 10') + acc('M43 10H52V19') ),
};

export function iconSvg(key, { size = 64 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" role="img">${ICONS[key]}</svg>`;
}

/** Icon drawn white-on-gradient (for share images). */
export function iconMarkupMono(key, color) {
  return ICONS[key].replaceAll(P, color).replaceAll(A, color);
}

// ---------------- client logos (200x60, monochrome navy) ----------------
const INK = C.navy;
const LOGO_FONT = 'Inter, Segoe UI, Helvetica Neue, Arial, sans-serif';

const glyphs = {
  dunes: `<path d="M4 44Q16 24 30 34Q40 41 52 30V48H4Z" fill="${INK}"/><path d="M4 48Q20 36 36 44Q44 48 52 42V48Z" fill="${INK}" fill-opacity="0.45"/><circle cx="40" cy="18" r="6" fill="${INK}"/>`,
  marmara: `<path d="M6 46L18 16L28 36L38 16L50 46" fill="none" stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/><path d="M4 52Q16 46 28 52T52 52" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  riyadh: `<path d="M28 20Q18 13 6 15V46Q18 44 28 51Z" fill="${INK}"/><path d="M28 20Q38 13 50 15V46Q38 44 28 51Z" fill="${INK}" fill-opacity="0.55"/><path d="M28 6L31 12L28 10L25 12Z" fill="${INK}"/>`,
  crescent: `<path d="M32 9A22 22 0 1 0 32 51A27 27 0 0 1 32 9Z" fill="${INK}"/><path d="M40 22V38M32 30H48" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
  falcon: `<path d="M4 22L30 32L52 12L40 40L26 38L14 50L18 34Z" fill="${INK}"/>`,
  palmgate: `<path d="M6 54V28A22 22 0 0 1 50 28V54" fill="none" stroke="${INK}" stroke-width="5"/><path d="M28 54V32M28 32Q22 24 16 28M28 32Q34 24 40 28M28 32Q25 22 29 17" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>`,
  noorpay: `<circle cx="28" cy="30" r="11" fill="none" stroke="${INK}" stroke-width="6"/><path d="M28 6V12M28 48V54M4 30H10M46 30H52M11 13L15 17M41 43L45 47M45 13L41 17M15 43L11 47" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  atlas: `<path d="M28 6L50 18L28 30L6 18Z" fill="${INK}"/><path d="M6 21L26.5 32.5V54L6 42.5Z" fill="${INK}" fill-opacity="0.75"/><path d="M50 21L29.5 32.5V54L50 42.5Z" fill="${INK}" fill-opacity="0.5"/>`,
  placeholder: `<rect x="6" y="8" width="44" height="44" rx="12" fill="${C.slate}"/><path d="M18 44V24L28 18L38 24V44M24 44V36H32V44" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round"/>`,
};

export const CLIENT_LOGOS = {
  'dunes-hospitality-group': { glyph: 'dunes', main: 'DUNES', sub: 'HOSPITALITY GROUP' },
  'marmara-retail': { glyph: 'marmara', main: 'Marmara', sub: 'RETAIL CO.' },
  'riyadh-learning-academy': { glyph: 'riyadh', main: 'Riyadh', sub: 'LEARNING ACADEMY' },
  'crescent-health-clinics': { glyph: 'crescent', main: 'Crescent', sub: 'HEALTH CLINICS' },
  'falcon-freight': { glyph: 'falcon', main: 'FALCON', sub: 'FREIGHT LOGISTICS' },
  'palmgate-properties': { glyph: 'palmgate', main: 'Palmgate', sub: 'PROPERTIES' },
  'noorpay': { glyph: 'noorpay', main: 'noorpay', sub: 'DIGITAL BANKING' },
  'atlas-print-works': { glyph: 'atlas', main: 'ATLAS', sub: 'PRINT WORKS' },
};

export function clientLogoSvg(key) {
  const { glyph, main, sub } = CLIENT_LOGOS[key];
  const upper = main === main.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" role="img" aria-label="${esc(main + ' ' + sub)}">` +
    glyphs[glyph] +
    `<text x="62" y="33" font-family="${LOGO_FONT}" font-size="${upper ? 22 : 24}" font-weight="800" letter-spacing="${upper ? 2 : -0.5}" fill="${INK}">${esc(main)}</text>` +
    `<text x="63" y="49" font-family="${LOGO_FONT}" font-size="9.5" font-weight="600" letter-spacing="${sub.length > 14 ? 1.2 : 2.2}" fill="${INK}" fill-opacity="0.7">${esc(sub)}</text>` +
    '</svg>';
}

export function defaultClientLogoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" role="img" aria-label="Client">` +
    glyphs.placeholder + rect(62, 20, 110, 11, 5.5, C.slate) + rect(62, 38, 76, 7, 3.5, C.slate, 'fill-opacity="0.6"') + '</svg>';
}

// ---------------- platform glyphs (64x64 rounded squares) ----------------
const tile = (fill, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${defs ? `<defs>${defs}</defs>` : ''}<rect width="64" height="64" rx="15" fill="${fill}"/>${body}</svg>`;
const W = '#FFFFFF';
const ws = (d, w = 4.5, extra = '') => stroke(d, W, w, extra);

export const PLATFORMS = {
  n8n: () => tile('#EA4B71',
    ws('M19 32H29M35 32Q39 32 41 27L43 23M35 32Q39 32 41 37L43 41', 4) +
      circle(14, 32, 5.5, 'none', `stroke="${W}" stroke-width="4"`) + circle(32, 32, 4.5, W) +
      circle(48, 20, 5.5, 'none', `stroke="${W}" stroke-width="4"`) + circle(48, 44, 5.5, 'none', `stroke="${W}" stroke-width="4"`)),
  zapier: () => tile('#FF4F00',
    ws('M32 14V50M14 32H50M19.3 19.3L44.7 44.7M44.7 19.3L19.3 44.7', 6.5)),
  make: () => tile('url(#mk)',
    ws('M18 46L26 18', 7) + ws('M30 46L38 18', 7, 'stroke-opacity="0.85"') + ws('M44 46V18', 7, 'stroke-opacity="0.7"'),
    '<linearGradient id="mk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6D00CC"/><stop offset="1" stop-color="#D21CF0"/></linearGradient>'),
  'power-automate': () => tile('#0066FF',
    path('M14 18H34L46 32L34 46H14L26 32Z', W, 'fill-opacity="0.65"') + path('M26 18H38L50 32L38 46H26L38 32Z', W)),
  loveable: () => tile('url(#lv)',
    path('M32 50C17 40 11 32 14 24C17 16 27 15 32 22C37 15 47 16 50 24C53 32 47 40 32 50Z', W),
    '<linearGradient id="lv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FF4F9A"/><stop offset="0.55" stop-color="#FF6B4A"/><stop offset="1" stop-color="#FFA23A"/></linearGradient>'),
  cursor: () => tile('#14120B',
    path('M32 10L51 21V43L32 54L13 43V21Z', 'none', `stroke="${W}" stroke-width="3" stroke-opacity="0.35" stroke-linejoin="round"`) +
      path('M24 18L42 34L33.5 35L38 45L34 47L29.5 37L24 43Z', W)),
  claude: () => tile('#D97757',
    (() => {
      let d = '';
      const lens = [17, 12, 16, 11, 18, 12, 15, 11, 17, 12, 16, 12];
      lens.forEach((L, i) => {
        const a = (i / lens.length) * Math.PI * 2 - Math.PI / 2;
        d += `M${n(32 + 4 * Math.cos(a))} ${n(32 + 4 * Math.sin(a))}L${n(32 + L * Math.cos(a))} ${n(32 + L * Math.sin(a))}`;
      });
      return ws(d, 4.2);
    })()),
  'github-copilot': () => tile('#24292F',
    path('M14 30Q14 16 32 16Q50 16 50 30V40Q50 48 32 50Q14 48 14 40Z', 'none', `stroke="${W}" stroke-width="4"`) +
      rect(19, 25, 11, 9, 4.5, W) + rect(34, 25, 11, 9, 4.5, W) + ws('M27 42H37', 4)),
  'openai-codex': () => tile('#0D0D0D',
    rect(11, 15, 42, 34, 8, 'none', `stroke="${W}" stroke-width="3.5" stroke-opacity="0.5"`) +
      ws('M20 26L27 32L20 38', 4.5) + stroke('M31 39H44', '#10A37F', 4.5)),
  facebook: () => tile('#1877F2',
    ws('M36 52V28Q36 20 44 20H46M29 33H45', 7, 'stroke-linecap="butt"')),
  instagram: () => tile('url(#ig)',
    rect(14, 14, 36, 36, 11, 'none', `stroke="${W}" stroke-width="4.5"`) + circle(32, 32, 8.5, 'none', `stroke="${W}" stroke-width="4.5"`) + circle(42.5, 21.5, 2.8, W),
    '<linearGradient id="ig" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#F9A53C"/><stop offset="0.35" stop-color="#E6336B"/><stop offset="0.7" stop-color="#A22FB8"/><stop offset="1" stop-color="#5A4FDB"/></linearGradient>'),
  x: () => tile('#000000',
    ws('M17 16L47 48', 6) + ws('M46 16L18 48', 3.5)),
  linkedin: () => tile('#0A66C2',
    circle(20, 19, 4.2, W) + ws('M20 28V46', 6.5, 'stroke-linecap="butt"') + ws('M30 46V28M30 35Q30 28 37.5 28Q45 28 45 36V46', 6.5, 'stroke-linecap="butt"')),
  tiktok: () => tile('#111111',
    ['#25F4EE', '#FE2C55', W].map((c, i) => stroke(
      'M34 14V38A8.5 8.5 0 1 1 25.5 29.5M34 14Q36 22 45 23', c, 5,
      `transform="translate(${[-1.6, 1.6, 0][i]} ${[-1.2, 1.2, 0][i]})"`)).join('')),
  youtube: () => tile('#FF0000',
    rect(10, 18, 44, 28, 9, W) + path('M28 24.5L40 32L28 39.5Z', '#FF0000')),
  // Original marks in each platform's colour (no trademarked artwork is copied).
  openai: () => tile('#0D0D0D',
    [0, 60, 120, 180, 240, 300].map(deg =>
      stroke('M32 14Q42 14 44 24', W, 4, `transform="rotate(${deg} 32 32)"`)).join('') + circle(32, 32, 5, '#10A37F')),
  uipath: () => tile('#FA4616',
    ws('M17 18V34Q17 45 27 45Q37 45 37 34V18', 6) + rect(42, 26, 6, 19, 3, W) + circle(45, 19, 3.6, W)),
  airtable: () => tile('#FCB400',
    path('M32 12L52 20L32 28L12 20Z', W) + path('M12 26L29 33V52L12 45Z', W, 'fill-opacity="0.8"') +
      path('M35 33L52 26V45L35 52Z', '#0D2B57', 'fill-opacity="0.75"')),
  hubspot: () => tile('#FF7A59',
    circle(36, 36, 9, 'none', `stroke="${W}" stroke-width="5"`) + ws('M36 27V17M29.5 42L19 50M42.5 29.5L49 23', 4.5) +
      circle(36, 15, 4, W) + circle(18, 51, 3.6, W)),
  'google-workspace': () => tile('#FFFFFF',
    rect(12, 12, 18, 18, 5, '#4285F4') + rect(34, 12, 18, 18, 5, '#EA4335') + rect(12, 34, 18, 18, 5, '#34A853') +
      rect(34, 34, 18, 18, 5, '#FBBC04'), '') .replace('fill="#FFFFFF"/>', 'fill="#FFFFFF" stroke="#E2E8F0" stroke-width="2"/>'),
  v0: () => tile('#000000',
    ws('M12 22L22 42L32 22', 5.5) + rect(36, 22, 16, 20, 8, 'none', `stroke="${W}" stroke-width="5.5"`)),
  'ai-generic': () => tile('url(#ai)',
    path('M32 12Q34.5 29.5 52 32Q34.5 34.5 32 52Q29.5 34.5 12 32Q29.5 29.5 32 12Z', W) + circle(47, 17, 3.5, W, 'fill-opacity="0.8"'),
    '<linearGradient id="ai" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6D5EF5"/><stop offset="1" stop-color="#0E7490"/></linearGradient>'),
};

// ---------------- brand mark ----------------
export function brandMarkSvg(size = 64) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="lm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8576FF"/><stop offset="1" stop-color="#5443E0"/></linearGradient></defs>` +
    `<rect width="64" height="64" rx="15" fill="url(#lm)"/>` +
    `<path d="M19 14.5A3.5 3.5 0 0 1 22.5 11H26.5A3.5 3.5 0 0 1 30 14.5V40H45.5A3.5 3.5 0 0 1 49 43.5V47.5A3.5 3.5 0 0 1 45.5 51H22.5A3.5 3.5 0 0 1 19 47.5Z" fill="#FFFFFF"/>` +
    `<circle cx="44" cy="20" r="6" fill="${C.cyan}"/></svg>`;
}

/** Brand mark as inner markup at x,y with given size (uses gradient id lm2). */
export function brandMarkInline(x, y, s) {
  const k = s / 64;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k * 1000) / 1000})">` +
    `<rect width="64" height="64" rx="15" fill="url(#lm2)"/>` +
    `<path d="M19 14.5A3.5 3.5 0 0 1 22.5 11H26.5A3.5 3.5 0 0 1 30 14.5V40H45.5A3.5 3.5 0 0 1 49 43.5V47.5A3.5 3.5 0 0 1 45.5 51H22.5A3.5 3.5 0 0 1 19 47.5Z" fill="#FFFFFF"/>` +
    `<circle cx="44" cy="20" r="6" fill="${C.cyan}"/></g>`;
}
export const brandMarkDefs = `<linearGradient id="lm2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8576FF"/><stop offset="1" stop-color="#5443E0"/></linearGradient>`;

// ---------------- offices map ----------------
// Very rough continent outlines (lon, lat). Only used to decide which grid dots are land.
const LAND = [
  // North America
  [[-168,66],[-162,70],[-156,71.5],[-140,70],[-128,70.5],[-115,68.5],[-95,72],[-82,73],[-68,67],[-62,60],[-56,52],[-66,45],[-70,42],[-76,35],[-81,31],[-80,26],[-82,25],[-84,30],[-90,29.5],[-97,27.5],[-98,22],[-95,18.5],[-88,16],[-83,10],[-79,8],[-84,9],[-88,13],[-95,15.5],[-105,20],[-110,24],[-114,30],[-117,33],[-121,36],[-124,41],[-124,47],[-128,51],[-135,57],[-142,60],[-152,59],[-160,56],[-165,60]],
  // Greenland
  [[-55,60],[-44,60],[-22,70],[-18,77],[-30,83],[-55,82],[-70,77],[-58,70]],
  // Iceland
  [[-24,64],[-14,64],[-14,66.5],[-22,66.5]],
  // South America
  [[-80,9],[-75,11],[-65,11],[-60,9],[-52,5],[-50,0],[-44,-2],[-35,-6],[-35,-9],[-39,-15],[-41,-22],[-48,-26],[-53,-33],[-58,-38],[-62,-40],[-65,-45],[-68,-50],[-70,-54],[-74,-52],[-73,-45],[-73,-37],[-71,-30],[-70,-18],[-76,-14],[-81,-5],[-80,0],[-78,3],[-77,7]],
  // Africa
  [[-17,21],[-17,15],[-12,8],[-8,4.5],[-2,5],[5,6],[9,4],[10,2],[9,-1],[12,-5],[13,-12],[12,-17],[15,-27],[18,-33],[20,-35],[26,-34],[32,-29],[35,-24],[35,-20],[40,-15],[40,-10],[39,-5],[42,-1],[48,5],[51,11],[44,11],[43,12],[39,16],[37,21],[35,24],[33,28],[32,31],[25,32],[20,31],[15,32],[10,34],[10,37],[3,37],[-2,35],[-6,36],[-10,31],[-13,27]],
  // Madagascar
  [[44,-25],[47,-25.5],[50.5,-15],[49,-12],[44,-17]],
  // Eurasia
  [[-10,36],[-9,43],[-1,44],[-4,48],[2,51],[8,54],[14,54],[21,55],[24,59],[30,60],[36,65],[44,68],[60,69],[70,73],[80,73],[100,77],[112,74],[130,72],[140,72],[160,70],[170,70],[180,68],[180,65],[175,62],[165,60],[160,54],[156,51],[157,58],[150,59],[142,54],[140,48],[135,43],[130,42],[127,38],[126,35],[122,37],[121,32],[120,27],[117,23],[110,21],[108,17],[109,12],[105,9],[103,10],[100,13],[100,7],[103,2],[101,3],[98,8],[98,15],[94,17],[92,22],[88,22],[86,20],[80,15],[80,10],[77,8],[73,17],[72,21],[67,25],[62,25],[57,26],[56,27],[52,27],[50,30],[48,30],[50,26],[51,24],[56,24],[56,26],[59,22],[57,19],[52,16],[45,13],[43,15],[39,21],[35,28],[34,28],[32,31],[35,33],[36,36],[30,36],[27,37],[26,40],[23,40],[22,37],[20,40],[19,42],[13,45],[12,44],[16,41],[16,38],[12,38],[10,44],[7,43.5],[3,43],[3,42],[0,39],[-1,37],[-5,36]],
  // Scandinavia
  [[5,58],[5,62],[10,64],[15,68],[20,70],[28,71],[31,70],[28,66],[25,65],[22,65],[18,62],[18,59],[16,56],[12,56],[11,59],[8,58]],
  // Great Britain and Ireland
  [[-5,50],[1,51],[2,53],[0,54],[-2,56],[-2,58],[-5,58.5],[-6,56],[-5,54],[-3,53],[-5,52]],
  [[-10,52],[-6,52],[-6,55],[-8,55.3],[-10,54]],
  // Japan
  [[130,31],[134,34],[140,35],[141,38],[142,41],[140,41.5],[138,37],[133,35.5]],
  [[140,42],[145,43],[142,46]],
  // Maritime south-east Asia
  [[95,5],[98,4],[106,-6],[104,-6],[100,-2],[95,3]],
  [[106,-6],[114,-7],[114,-8.5],[106,-7.5]],
  [[109,1],[111,-3],[116,-4],[119,1],[117,7],[113,3]],
  [[119,1],[125,1.5],[121,-5],[119,-4]],
  [[131,-1],[141,-2],[148,-6],[150,-10],[142,-9],[138,-8],[135,-4]],
  [[120,18],[122,18],[126,7],[124,6],[122,12],[120,14]],
  [[80,6],[82,7.5],[81,9.5],[79.8,8]],
  // Australia and New Zealand
  [[114,-22],[114,-34],[117,-35],[123,-34],[129,-32],[135,-35],[138,-35],[140,-38],[146,-39],[150,-37],[153,-32],[153,-25],[146,-19],[142,-11],[141,-13],[136,-12],[136,-15],[131,-11],[127,-14],[122,-17]],
  [[172,-35],[178,-38],[176,-41],[172,-44],[167,-46],[170,-42],[174,-39]],
  [[145,-41],[148,-41],[147,-43.5],[145.5,-43]],
];

function inPoly([x, y], poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i], [xj, yj] = poly[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function officesMapSvg() {
  const W0 = 1000, LAT_TOP = 80, LAT_BOTTOM = -58;
  const k = W0 / 360;
  const H0 = Math.round((LAT_TOP - LAT_BOTTOM) * k);
  const px = (lon) => (lon + 180) * k;
  const py = (lat) => (LAT_TOP - lat) * k;
  const step = 2.6;
  let d = '';
  for (let lat = LAT_TOP - step / 2; lat > LAT_BOTTOM; lat -= step) {
    for (let lon = -180 + step / 2; lon < 180; lon += step) {
      if (LAND.some((p) => inPoly([lon, lat], p))) d += `M${n(px(lon))} ${n(py(lat))}h0`;
    }
  }
  const offices = [
    { lon: 74.35, lat: 31.55, hq: true }, // Lahore
    { lon: 55.27, lat: 25.2 }, // Dubai
    { lon: 46.68, lat: 24.71 }, // Riyadh
  ];
  const markets = [[-77, 39], [-0.1, 51.5], [-79.4, 43.7], [13.4, 52.5], [151.2, -33.9], [51.5, 25.3], [29, 41]];
  const hq = offices[0];
  const arcs = markets.map(([lon, lat]) => {
    const x0 = px(hq.lon), y0 = py(hq.lat), x1 = px(lon), y1 = py(lat);
    const mx = (x0 + x1) / 2, my = (y0 + y1) / 2 - Math.min(140, Math.abs(x1 - x0) * 0.28 + 20);
    return `M${n(x0)} ${n(y0)}Q${n(mx)} ${n(my)} ${n(x1)} ${n(y1)}`;
  }).join('');
  const marketDots = markets.map(([lon, lat]) => circle(px(lon), py(lat), 4, C.cyan) + circle(px(lon), py(lat), 9, C.cyan, 'fill-opacity="0.18"')).join('');
  const pins = offices.map((o) => {
    const x = px(o.lon), y = py(o.lat), s = o.hq ? 1.25 : 0.95;
    return circle(x, y, 16 * s, C.violet, 'fill-opacity="0.16"') +
      `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M0 0C-3 -7 -11 -12 -11 -21A11 11 0 0 1 11 -21C11 -12 3 -7 0 0Z" fill="${C.violet}" stroke="#FFFFFF" stroke-width="2"/><circle cx="0" cy="-21" r="4.2" fill="#FFFFFF"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W0}" height="${H0}" viewBox="0 0 ${W0} ${H0}" role="img" aria-label="Lumenaut offices: Lahore, Dubai and Riyadh">` +
    `<path d="${d}" stroke="${C.navy}" stroke-opacity="0.22" stroke-width="4.6" stroke-linecap="round"/>` +
    `<path d="${arcs}" fill="none" stroke="${C.violet}" stroke-opacity="0.55" stroke-width="1.6" stroke-dasharray="4 6"/>` +
    marketDots + pins + '</svg>';
}

export function gridBgSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="900" viewBox="0 0 1440 900">` +
    `<defs><pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${C.violet}" stroke-opacity="0.10" stroke-width="1"/></pattern>` +
    `<radialGradient id="fade" cx="0.5" cy="0.4" r="0.65"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>` +
    `<mask id="m"><rect width="1440" height="900" fill="url(#fade)"/></mask></defs>` +
    `<rect width="1440" height="900" fill="url(#grid)" mask="url(#m)"/></svg>`;
}
