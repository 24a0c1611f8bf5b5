// Pictures of the industry success stories and of the case-study galleries (1600 x 1000, no text):
// one scene per picture, built from the shared widgets and screens on a themed background.
import { C, rng, svg, rect, circle, stroke, g, commonDefs, background, lines, windowCard, checkBadge } from './svg-kit.mjs';
import { isoCube, connector, flowNode, dashed } from './illustrations.mjs';
import { emblem, chatCard, chartCard, checklistCard, calendarCard, mapCard, statPill, star, documentCard, idCard, sparkles } from './widgets.mjs';
import { storefront, coursePlayer, formStepper, bookingSite, cadQuote, donations, stockDashboard, phoneWith } from './screens.mjs';

const stars = (x, y) => g(rect(x, y, 330, 90, 22, C.white) + [0, 1, 2, 3, 4].map(i => star(x + 50 + i * 58, y + 45, 20)).join(''), 'filter="url(#shS)"');

/** Side pieces next to a chat: what the conversation is about. */
const CHAT_SIDES = {
  stars: r => stars(1120, 640) + chartCard(1120, 230, 360, 300, r, 'line') + statPill(170, 600, 340, r, 'calendar'),
  product: r => g(rect(160, 260, 330, 400, 24, C.white) + rect(180, 280, 290, 220, 16, C.lav2) + isoCube(325, 360, 50, [C.white, C.violet2, C.violet]) +
    lines(184, 524, 240, 2, r, { gap: 24, h: 11 }) + rect(184, 600, 120, 36, 18, C.violet), 'filter="url(#sh)"') + statPill(1120, 640, 340, r, 'check') + chartCard(1120, 250, 360, 300, r, 'bars'),
  course: r => coursePlayer(120, 250, 460, 420, r) + checklistCard(1120, 260, 340, 4, r, { done: 2 }),
  calendar: r => calendarCard(1080, 250, 420, 360, r, { rows: 4 }) + statPill(1110, 680, 340, r, 'clock') + statPill(170, 600, 340, r, 'check', C.violet),
};

const WORKFLOWS = {
  operations: ['calendar', 'webhook', ['mail', 'check', 'database']],
  admissions: ['user', 'database', ['calendar', 'mail', 'check']],
  leads: ['webhook', 'ai-development', ['user', 'user', 'user']],
};

const SCENES = {
  chat: (r, { tone, side }) => chatCard(600, 160, 420, r, { rows: 6, tone, h: 700 }) + CHAT_SIDES[side](r),

  workflow: (r, { flow }) => {
    const [from, hub, outs] = WORKFLOWS[flow];
    let f = connector(500, 500, 620, 500) + outs.map((_, i) => connector(820, 500, 960, 300 + i * 200, i === 1 ? C.cyan : C.violet)).join('');
    f += flowNode(300, 452, from, r) + flowNode(620, 452, hub, r, { fill: C.violet });
    outs.forEach((key, i) => { f += flowNode(960, 252 + i * 200, key, r, { fill: i === 1 ? C.cyan : 'url(#gVC)', w: 240 }); });
    return windowCard(170, 140, 1260, 720) + rect(172, 190, 1256, 668, 20, 'url(#dotsInk)') + g(f, 'transform="translate(750 510) scale(1.2) translate(-750 -500)"') +
      g(rect(1180, 90, 250, 86, 22, C.white) + checkBadge(1224, 133, 22) + lines(1258, 118, 140, 2, r, { gap: 20, h: 9 }), 'filter="url(#sh)"');
  },

  document: (r, { side }) => {
    let s = documentCard(200, 170, 460, 620, r, { rotate: -6, marks: 0 }) + documentCard(250, 190, 460, 620, r, { marks: 4 });
    s += dashed('M740 500H860', C.cyan, 0.9, 5) + `<path d="M856 484L884 500L856 516Z" fill="${C.cyan}"/>`;
    if (side === 'idcard') return s + idCard(930, 230, 470, r) + checklistCard(960, 560, 420, 3, r, { done: 3 });
    let t = lines(936, 236, 180, 1, r, { h: 14, opacity: 0.5 });
    for (let i = 0; i < 6; i++) t += rect(930, 280 + i * 74, 470, 60, 12, i % 2 ? C.white : C.mist) + lines(950, 300 + i * 74, 170, 1, r, { h: 11, opacity: 0.35 }) +
      rect(1150, 298 + i * 74, r.range(120, 190), 14, 7, C.violet, 'fill-opacity="0.55"') + checkBadge(1372, 310 + i * 74, 13, i === 4 ? C.lav : C.cyan);
    return s + g(rect(910, 210, 510, 540, 24, C.white) + t, 'filter="url(#sh)"');
  },

  phones: (r, { screens, pill }) => phoneWith(screens[0], 470, 130, 320, 700, r) + phoneWith(screens[1], 830, 200, 320, 700, r) +
    statPill(1170, 260, 320, r, pill) + g(rect(120, 560, 300, 200, 24, C.white) + lines(150, 590, 150, 1, r, { h: 12, opacity: 0.5 }) +
    [0, 1, 2].map(i => rect(150, 630 + i * 38, 240, 14, 7, C.lav2) + rect(150, 630 + i * 38, 240 * r.range(0.4, 0.95), 14, 7, i === 1 ? C.cyan : C.violet)).join(''), 'filter="url(#sh)"'),

  browser: (r, { screen, card }) => ({ booking: bookingSite, cad: cadQuote, permit: formStepper, donations, storefront, stock: stockDashboard })[screen](180, 140, 980, 720, r) +
    ({ stars: () => stars(1130, 700), chart: () => chartCard(1120, 260, 360, 300, r, 'line'), chat: () => chatCard(1130, 230, 350, r, { rows: 3 }), check: () => statPill(1130, 660, 340, r, 'check') })[card](),

  map: r => mapCard(160, 150, 880, 700, r, { pins: 5 }) + chartCard(1090, 180, 380, 300, r, 'bars') + statPill(1100, 560, 360, r, 'clock') + statPill(1100, 690, 360, r, 'check', C.violet),

  vision: r => {
    let s = g(rect(200, 150, 900, 700, 28, '#0A1230', `stroke="${C.violet}" stroke-opacity="0.6" stroke-width="2"`), 'filter="url(#sh)"') + rect(240, 190, 820, 620, 16, '#111C48');
    s += stroke('M240 640H1060', C.white, 3, 'stroke-opacity="0.15"');
    [[330, 520, 0], [540, 520, 0], [750, 520, 1], [940, 520, 0]].forEach(([x, y, bad]) => {
      s += rect(x - 60, y - 50, 120, 120, 26, bad ? C.violet2 : C.lav) + circle(x, y + 10, 24, '#111C48', 'fill-opacity="0.5"') +
        rect(x - 80, y - 70, 160, 160, 12, 'none', `stroke="${bad ? '#F6C453' : C.cyan}" stroke-width="5"`) + rect(x - 80, y - 104, 100, 28, 8, bad ? '#F6C453' : C.cyan);
    });
    s += stroke('M280 230h60M280 230v60M1020 230h-60M1020 230v60', C.white, 4, 'stroke-opacity="0.6"') + circle(1010, 770, 12, '#EF4444');
    return s + chartCard(1150, 220, 330, 300, r, 'donut') + statPill(1150, 600, 330, r, 'check');
  },

  lab: r => {
    let s = g(rect(220, 520, 760, 80, 20, C.lav) + rect(220, 600, 760, 30, 12, C.violet2), 'filter="url(#sh)"');
    for (let i = 0; i < 8; i++) {
      const x = 270 + i * 88, fill = [C.cyan, C.violet, C.violet2, C.cyan][i % 4];
      s += rect(x, 220, 56, 330, 28, C.white, 'fill-opacity="0.9"') + rect(x + 8, 340 + (i % 3) * 30, 40, 200 - (i % 3) * 30, 20, fill) + rect(x - 6, 208, 68, 30, 10, C.navy2);
      for (let k = 0; k < 6; k++) s += rect(x + 10 + k * 6, 260, k % 2 ? 2 : 4, 50, 1, C.ink, 'fill-opacity="0.7"');
    }
    return s + checklistCard(1070, 200, 380, 5, r, { done: 4 }) + statPill(1070, 640, 380, r, 'database');
  },

  reconcile: r => {
    const list = (x, shade) => g(rect(x, 180, 420, 640, 24, C.white) + lines(x + 28, 210, 160, 1, r, { h: 14, opacity: 0.5 }) +
      Array.from({ length: 7 }, (_, i) => rect(x + 20, 260 + i * 78, 380, 62, 12, i % 2 ? C.white : shade) + lines(x + 40, 278 + i * 78, 180, 2, r, { gap: 16, h: 9 }) +
        rect(x + 300, 284 + i * 78, 80, 14, 7, C.ink, 'fill-opacity="0.3"')).join(''), 'filter="url(#sh)"');
    let s = list(240, C.mist) + list(940, C.lav2);
    for (let i = 0; i < 7; i++) {
      const y = 291 + i * 78, miss = i === 4;
      s += stroke(`M660 ${y}C760 ${y} 840 ${y} 940 ${y}`, miss ? '#F6C453' : C.cyan, 4, miss ? 'stroke-dasharray="10 10"' : '') + (miss ? circle(800, y, 14, '#F6C453') : checkBadge(800, y, 16, C.cyan));
    }
    return s;
  },

  farm: r => {
    let s = '';
    for (let i = 0; i < 6; i++) {
      const x = 180 + (i % 3) * 300, y = 170 + Math.floor(i / 3) * 330, f = [0.8, 0.35, 1, 0.6, 0.15, 0.9][i];
      s += g(rect(x, y, 270, 300, 24, C.white) + rect(x + 20, y + 20, 230, 170, 16, C.lav2) + isoCube(x + 135, y + 80, 40, i % 2 ? [C.cyan2, C.cyan, '#0FA5BE'] : [C.white, C.violet2, C.violet]) +
        lines(x + 20, y + 210, 150, 1, r, { h: 11 }) + rect(x + 20, y + 246, 230, 14, 7, C.lav2) + rect(x + 20, y + 246, 230 * f, 14, 7, f === 1 ? C.cyan : C.violet) +
        circle(x + 236, y + 216, 10, f === 1 ? C.cyan : f < 0.2 ? '#F6C453' : C.violet2), 'filter="url(#shS)"');
    }
    return s + chartCard(1130, 190, 340, 290, r, 'line') + statPill(1130, 560, 340, r, 'database');
  },
};

/** Success-story pictures (static/assets/stories/<name>.webp): scene, its options, industry emblem, background theme. */
export const STORY_IMAGES = {
  'channel-synced-operations-hub': ['workflow', { flow: 'operations' }, 'vacation-rentals-hospitality', 'violet'],
  'ai-guest-concierge': ['chat', { tone: 'whatsapp', side: 'stars' }, 'vacation-rentals-hospitality', 'teal'],
  'direct-booking-site': ['browser', { screen: 'booking', card: 'stars' }, 'vacation-rentals-hospitality', 'light'],
  'ai-support-agent': ['chat', { tone: 'brand', side: 'product' }, 'retail-e-commerce', 'violet'],
  'cod-confirmation-flow': ['phones', { screens: ['confirm', 'reasons'], pill: 'check' }, 'retail-e-commerce', 'dark'],
  'digital-intake': ['document', { side: 'idcard' }, 'healthcare-biotech', 'teal'],
  'no-show-reduction': ['chat', { tone: 'whatsapp', side: 'calendar' }, 'healthcare-biotech', 'light'],
  'sample-tracking': ['lab', {}, 'healthcare-biotech', 'dark'],
  'admissions-automation': ['workflow', { flow: 'admissions' }, 'education', 'light'],
  'ai-tutor': ['chat', { tone: 'brand', side: 'course' }, 'education', 'violet'],
  'freight-document-ai': ['document', { side: 'table' }, 'logistics-supply-chain', 'dark'],
  'driver-app': ['phones', { screens: ['route', 'checklist'], pill: 'logistics-supply-chain' }, 'logistics-supply-chain', 'teal'],
  'route-optimisation': ['map', {}, 'logistics-supply-chain', 'violet'],
  'online-permit-service': ['browser', { screen: 'permit', card: 'chat' }, 'community-public-services', 'light'],
  'volunteer-donor-platform': ['browser', { screen: 'donations', card: 'chart' }, 'community-public-services', 'violet'],
  'cad-quoting-portal': ['browser', { screen: 'cad', card: 'check' }, 'manufacturing-3d-printing', 'light'],
  'vision-inspection': ['vision', {}, 'manufacturing-3d-printing', 'dark'],
  'connected-print-farm': ['farm', {}, 'manufacturing-3d-printing', 'teal'],
  'brokerage-lead-response': ['workflow', { flow: 'leads' }, 'construction-real-estate', 'dark'],
  'site-diary-app': ['phones', { screens: ['checklist', 'reasons'], pill: 'calendar' }, 'construction-real-estate', 'light'],
  'lease-abstraction': ['document', { side: 'table' }, 'construction-real-estate', 'violet'],
  'automated-reconciliation': ['reconcile', {}, 'financial-services', 'light'],
  'kyc-onboarding': ['browser', { screen: 'permit', card: 'check' }, 'financial-services', 'teal'],
};

/** Case-study gallery pictures (static/assets/gallery/<name>.webp), same shape without an emblem. */
export const GALLERY_IMAGES = {
  'e-commerce-storefront': ['browser', { screen: 'storefront', card: 'chart' }, null, 'violet'],
  'e-commerce-operations': ['browser', { screen: 'stock', card: 'check' }, null, 'dark'],
  'e-commerce-returns': ['phones', { screens: ['reasons', 'slots'], pill: 'check' }, null, 'light'],
  'fintech-onboarding': ['phones', { screens: ['idCapture', 'liveness'], pill: 'user' }, null, 'dark'],
  'fintech-card-controls': ['phones', { screens: ['cardControls', 'checklist'], pill: 'financial-services' }, null, 'violet'],
  'fintech-spending-insights': ['phones', { screens: ['spending', 'cardControls'], pill: 'financial-services' }, null, 'teal'],
};

/** The emblem sits where the card crops of a wide two-column card (about 2.9 : 1) still show it whole. */
export function sceneSvg(name, [scene, options, icon, theme], w = 1600, h = 1000) {
  const r = rng('story:' + name);
  const bg = background(1600, 1000, theme, r);
  const body = bg.body + SCENES[scene](r, options) + (icon ? emblem(150, 300, 150, icon) : '') +
    sparkles([[1480, 120, 16], [1500, 900, 12, C.lav], [120, 880, 12]]);
  return svg(w, h, body, commonDefs() + bg.defs).replace(`viewBox="0 0 ${w} ${h}"`, 'viewBox="0 0 1600 1000"');
}
