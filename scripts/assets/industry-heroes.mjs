// Hero illustrations of the nine industry pages (1200 x 900, transparent, no text): the industry's
// emblem over the product an industry client runs with us, in the style of the home and about heroes.
import { C, rng, svg, rect, circle, stroke, g, commonDefs, lines, phone, donut, gear } from './svg-kit.mjs';
import { dashed, isoCube, isoSlab, heartPath } from './illustrations.mjs';
import { emblem, chatCard, chartCard, checklistCard, calendarCard, mapCard, statPill, star, sparkles } from './widgets.mjs';
import { storefront, coursePlayer, formStepper } from './screens.mjs';

// One soft glow only: the hero band has its own, and wide alpha gradients cost bytes and band.
const glows = (cx = 600, cy = 470) =>
  circle(cx + 60, cy + 40, 380, 'url(#glowV)', 'opacity="0.7"') +
  `<ellipse cx="${cx}" cy="${cy}" rx="470" ry="200" fill="none" stroke="${C.lav}" stroke-opacity="0.3" stroke-width="3" stroke-dasharray="6 12" transform="rotate(-14 ${cx} ${cy})"/>`;

function vitalsCard(x, y, w, h, r) {
  const base = y + h * 0.62;
  const ecg = `M${x + 30} ${base}H${x + w * 0.3}L${x + w * 0.36} ${base - 70}L${x + w * 0.44} ${base + 60}L${x + w * 0.5} ${base - 30}L${x + w * 0.55} ${base}H${x + w - 30}`;
  return g(rect(x, y, w, h, 24, C.white) + lines(x + 150, y + 38, w * 0.42, 2, r, { gap: 22, h: 11 }) +
    rect(x + w - 90, y + 26, 64, 64, 18, C.lav2) + `<path d="${heartPath(x + w - 58, y + 56, 16)}" fill="${C.violet}"/>` +
    rect(x + 26, base - 90, w - 52, 180, 16, C.mist) + stroke(ecg, C.cyan, 6) +
    [0, 1, 2].map(i => rect(x + 26 + i * ((w - 52) / 3), y + h - 60, (w - 52) / 3 - 14, 30, 15, [C.violet, C.lav, C.cyan][i], 'fill-opacity="0.85"')).join(''), 'filter="url(#sh)"');
}

function financePhone(x, y, w, h, r) {
  let s = phone(x, y, w, h);
  s += rect(x + 30, y + 60, w - 60, 150, 22, 'url(#gVV)') + rect(x + 52, y + 84, 44, 32, 8, '#F3D36B') +
    lines(x + 52, y + 150, w - 140, 2, r, { gap: 24, h: 11, color: C.white, opacity: 0.85 });
  s += donut(x + w / 2, y + 330, 74, 0.64, { width: 24, color2: C.cyan });
  [0, 1, 2].forEach(i => { s += circle(x + 52, y + 460 + i * 54, 16, [C.violet, C.cyan, C.violet2][i]) + lines(x + 80, y + 452 + i * 54, w - 180, 1, r, { h: 10 }) + rect(x + w - 88, y + 452 + i * 54, 50, 12, 6, C.ink, 'fill-opacity="0.25"'); });
  return s;
}

function printerScene(r) {
  let s = g(isoSlab(470, 620, 640, 340, 40, [C.lav2, C.lav, C.violet2]), 'filter="url(#sh)"');
  s += g(isoCube(470, 480, 96, ['url(#gCyan)', C.violet, '#4B3FD1']), 'filter="url(#sh)"');
  s += rect(176, 170, 20, 440, 10, C.lav) + rect(744, 170, 20, 440, 10, C.lav) + stroke('M186 184H754', C.lav, 16) +
    rect(420, 158, 100, 56, 14, 'url(#gVV)') + stroke('M470 214V330', C.lav, 10) + `<path d="M440 330H500L482 370H458Z" fill="${C.violet}"/>` + circle(470, 388, 8, C.cyan);
  return s + g(gear(250, 740, 62, C.cyan, 'none', 9), 'filter="url(#shS)"') + g(gear(340, 790, 40, C.violet2, 'none', 8), 'filter="url(#shS)"');
}

function towerScene(r) {
  let s = '';
  [[300, 700, 4], [520, 660, 7], [730, 730, 3]].forEach(([cx, base, floors], t) => {
    for (let f = 0; f < floors; f++) {
      s += g(isoSlab(cx, base - f * 58, 200, 110, 48, f === floors - 1 ? ['url(#gCyan)', '#0FA5BE', '#0B8AA0'] : [C.white, C.lav, C.violet2]), f === 0 ? 'filter="url(#sh)"' : '');
      if (f < floors - 1) s += [0, 1, 2].map(k => rect(cx - 86 + k * 26, base - f * 58 + 14 + k * 7, 14, 18, 3, t === 1 ? C.cyan : C.violet, 'fill-opacity="0.7"')).join('');
    }
  });
  s += stroke('M130 760V200M90 200H360M130 230L190 200', C.lav, 14) + stroke('M320 200V330', C.lav, 4) + rect(294, 330, 52, 40, 8, 'url(#gVC)');
  return s;
}

const SCENES = {
  'vacation-rentals-hospitality': r => calendarCard(110, 300, 660, 420, r) + chatCard(740, 130, 360, r, { tone: 'whatsapp' }) +
    g(rect(720, 650, 360, 96, 24, C.white) + [0, 1, 2, 3, 4].map(i => star(780 + i * 58, 698, 22)).join(''), 'filter="url(#shS)"'),
  'retail-e-commerce': r => storefront(110, 230, 660, 520, r) + chartCard(760, 130, 340, 260, r, 'line') + statPill(760, 640, 330, r, 'database'),
  'healthcare-biotech': r => vitalsCard(110, 280, 640, 420, r) + chatCard(740, 120, 360, r, { rows: 3 }) + statPill(760, 650, 320, r, 'calendar'),
  education: r => coursePlayer(110, 240, 660, 500, r) + checklistCard(760, 150, 340, 4, r, { done: 3 }) + statPill(770, 640, 320, r, 'user'),
  'logistics-supply-chain': r => mapCard(110, 250, 660, 470, r) + chartCard(750, 130, 350, 280, r, 'bars') + statPill(760, 640, 330, r, 'clock'),
  'community-public-services': r => formStepper(110, 250, 660, 480, r) + chatCard(750, 130, 350, r, { rows: 3 }) + statPill(760, 650, 330, r, 'check'),
  'manufacturing-3d-printing': r => printerScene(r) + chartCard(800, 150, 320, 260, r, 'donut') + statPill(800, 640, 320, r, 'check'),
  'construction-real-estate': r => towerScene(r) + checklistCard(790, 130, 330, 4, r, { done: 2 }) + statPill(820, 690, 320, r, 'calendar'),
  'financial-services': r => financePhone(200, 150, 330, 660, r) + chartCard(600, 170, 450, 280, r, 'line', { color: C.cyan }) + statPill(620, 560, 360, r, 'check'),
};

/** Where each scene leaves room for the emblem (over a corner of its main card). */
const EMBLEM_AT = {
  'manufacturing-3d-printing': [700, 560], 'construction-real-estate': [790, 140], 'financial-services': [560, 700],
};

export function industryHeroSvg(slug, w = 1200, h = 900) {
  const r = rng('industry-hero:' + slug);
  const [ex, ey] = EMBLEM_AT[slug] ?? [150, 250];
  const body = glows() + dashed('M120 840Q600 700 1100 860', C.cyan, 0.4, 3) + SCENES[slug](r) + emblem(ex, ey, 150, slug) +
    sparkles([[1110, 520, 18], [80, 150, 14, C.violet2], [640, 90, 12], [1150, 80, 10, C.lav]]);
  return svg(w, h, body, commonDefs()).replace(`viewBox="0 0 ${w} ${h}"`, 'viewBox="0 0 1200 900"');
}
