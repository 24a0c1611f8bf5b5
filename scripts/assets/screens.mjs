// Text-free app screens: browser windows (x, y, w, h) and phone screens drawn inside svg-kit's
// phone frame. Used by the industry heroes and the story and gallery pictures.
import { C, n, rect, circle, stroke, g, lines, windowCard, phone, donut, barChart, avatar, checkBadge } from './svg-kit.mjs';
import { isoCube, bubble } from './illustrations.mjs';
import { idCard } from './widgets.mjs';

// ---------------------------------------------------------------- browser windows
/** Shop home: banner and a row of product tiles. */
export function storefront(x, y, w, h, r) {
  let s = windowCard(x, y, w, h);
  s += rect(x + 20, y + 66, w - 40, 150, 16, 'url(#gVC)') + lines(x + 48, y + 100, w * 0.42, 2, r, { gap: 30, h: 16, color: C.white, opacity: 0.9 }) +
    rect(x + 48, y + 164, 120, 32, 16, C.white) + circle(x + w - 130, y + 140, 54, C.white, 'fill-opacity="0.25"');
  const cw = (w - 40 - 2 * 16) / 3;
  [C.lav2, C.cyan2, C.lav2].forEach((fill, i) => {
    const cx = x + 20 + i * (cw + 16);
    s += rect(cx, y + 236, cw, h - 256, 14, C.mist) + rect(cx + 12, y + 248, cw - 24, (h - 256) * 0.5, 10, fill) +
      isoCube(cx + cw / 2, y + 248 + (h - 256) * 0.18, 26, [C.white, C.violet2, C.violet]) +
      lines(cx + 14, y + 260 + (h - 256) * 0.5, cw - 40, 2, r, { gap: 18, h: 9 }) + rect(cx + 14, y + h - 54, 60, 22, 11, C.violet);
  });
  return s;
}

/** Lesson player with a progress bar. */
export function coursePlayer(x, y, w, h, r) {
  let s = windowCard(x, y, w, h);
  s += rect(x + 20, y + 66, w - 40, h * 0.52, 16, 'url(#gVV)') + circle(x + w / 2, y + 66 + h * 0.26, 46, C.white, 'fill-opacity="0.92"') +
    `<path d="M${n(x + w / 2 - 14)} ${n(y + 66 + h * 0.26 - 24)}L${n(x + w / 2 + 24)} ${n(y + 66 + h * 0.26)}L${n(x + w / 2 - 14)} ${n(y + 66 + h * 0.26 + 24)}Z" fill="${C.violet}"/>`;
  const py = y + 86 + h * 0.52;
  s += rect(x + 20, py, w - 40, 12, 6, C.lav2) + rect(x + 20, py, (w - 40) * 0.62, 12, 6, C.cyan) + lines(x + 20, py + 34, w * 0.6, 3, r, { gap: 26, h: 12 });
  return s;
}

/** Multi-step application form. */
export function formStepper(x, y, w, h, r) {
  let s = windowCard(x, y, w, h);
  const steps = 4;
  for (let i = 0; i < steps; i++) {
    const cx = x + 70 + i * ((w - 140) / (steps - 1));
    if (i) s += rect(cx - (w - 140) / (steps - 1) + 22, y + 98, (w - 140) / (steps - 1) - 44, 6, 3, i < 3 ? C.violet : C.lav2);
    s += circle(cx, y + 101, 20, i < 2 ? 'url(#gVC)' : i === 2 ? C.white : C.lav2, i === 2 ? `stroke="${C.violet}" stroke-width="5"` : '');
  }
  for (let i = 0; i < 3; i++) {
    const fy = y + 150 + i * 78;
    s += lines(x + 40, fy, 140, 1, r, { h: 10, opacity: 0.35 }) + rect(x + 40, fy + 20, w - 80, 40, 12, C.mist, `stroke="${C.lav}" stroke-width="2"`);
  }
  return s + rect(x + w - 220, y + h - 74, 180, 46, 23, 'url(#gVC)');
}


/** Booking site: a villa with its pool, a date picker and a price panel. */
export function bookingSite(x, y, w, h, r) {
  const px0 = x + 20, pw0 = w * 0.56, ground = y + h - 140;
  const hx = px0 + pw0 * 0.22, hw = pw0 * 0.56;
  let s = windowCard(x, y, w, h) + rect(px0, y + 66, pw0, h - 90, 16, 'url(#gVV)') + circle(px0 + pw0 * 0.82, y + 140, 34, '#F6C453', 'fill-opacity="0.9"');
  s += rect(hx, ground - 180, hw, 180, 10, C.white) + `<path d="M${n(hx - 24)} ${n(ground - 176)}L${n(hx + hw / 2)} ${n(ground - 270)}L${n(hx + hw + 24)} ${n(ground - 176)}Z" fill="${C.lav}"/>` +
    [0, 1, 2].map(i => rect(hx + 24 + i * (hw - 48) / 3, ground - 140, (hw - 48) / 3 - 16, 60, 8, C.cyan2)).join('') + rect(hx + hw / 2 - 24, ground - 70, 48, 70, 8, C.violet) +
    rect(px0, ground, pw0, y + h - 24 - ground, 0, C.lav2) + rect(px0 + pw0 * 0.14, ground + 30, pw0 * 0.72, 64, 32, 'url(#gCyan)');
  const px = x + w * 0.56 + 40, pw = w * 0.44 - 60;
  s += lines(px, y + 76, pw * 0.8, 2, r, { gap: 26, h: 14, opacity: 0.5 });
  for (let i = 0; i < 20; i++) {
    const cx = px + (i % 5) * (pw / 5), cy = y + 150 + Math.floor(i / 5) * 44;
    const on = i >= 7 && i <= 10;
    s += rect(cx, cy, pw / 5 - 8, 34, 8, on ? C.violet : C.mist);
  }
  return s + rect(px, y + h - 130, pw, 44, 12, C.lav2) + rect(px, y + h - 74, pw, 48, 24, 'url(#gVC)');
}

/** CAD quote: a part in a 3D viewer beside the price breakdown. */
export function cadQuote(x, y, w, h, r) {
  let s = windowCard(x, y, w, h) + rect(x + 20, y + 66, w * 0.58, h - 90, 16, '#111C48');
  for (let i = 1; i < 8; i++) s += stroke(`M${n(x + 20 + (w * 0.58 * i) / 8)} ${y + 66}V${y + h - 24}`, C.white, 1.5, 'stroke-opacity="0.08"');
  s += g(isoCube(x + 20 + w * 0.29, y + h * 0.38, 90, ['url(#gCyan)', C.violet, '#4B3FD1']), 'filter="url(#sh)"') +
    stroke(`M${n(x + 60)} ${n(y + h - 60)}h120`, C.cyan, 4) + stroke(`M${n(x + 60)} ${n(y + h - 60)}v-80`, C.violet2, 4);
  const px = x + w * 0.58 + 44, pw = w * 0.42 - 68;
  for (let i = 0; i < 4; i++) s += lines(px, y + 84 + i * 52, pw * 0.55, 1, r, { h: 11 }) + rect(px + pw - 70, y + 84 + i * 52, 70, 11, 5, C.ink, 'fill-opacity="0.3"');
  return s + rect(px, y + 310, pw, 2, 1, C.lav2) + rect(px, y + 336, pw * 0.6, 22, 11, C.ink, 'fill-opacity="0.7"') + rect(px, y + h - 74, pw, 48, 24, 'url(#gVC)');
}

/** Donations and volunteers: campaign cards with progress and a row of people. */
export function donations(x, y, w, h, r) {
  let s = windowCard(x, y, w, h);
  const cw = (w - 60) / 2;
  [0, 1].forEach(i => {
    const cx = x + 20 + i * (cw + 20);
    const f = [0.72, 0.45][i];
    s += rect(cx, y + 66, cw, h * 0.5, 16, C.mist) + rect(cx + 14, y + 80, cw - 28, h * 0.22, 12, i ? 'url(#gCyan)' : 'url(#gVV)') +
      lines(cx + 16, y + 100 + h * 0.22, cw - 60, 2, r, { gap: 20, h: 10 }) +
      rect(cx + 16, y + 66 + h * 0.5 - 36, cw - 32, 12, 6, C.lav2) + rect(cx + 16, y + 66 + h * 0.5 - 36, (cw - 32) * f, 12, 6, i ? C.cyan : C.violet);
  });
  for (let i = 0; i < 6; i++) s += avatar(x + 60 + i * 70, y + h - 70, 26, i % 2 ? C.cyan2 : C.lav2, i % 2 ? '#0FA5BE' : C.violet);
  return s + rect(x + w - 200, y + h - 94, 170, 48, 24, 'url(#gVC)');
}

/** Operations dashboard: stock per location as bars and a sync-status list. */
export function stockDashboard(x, y, w, h, r) {
  let s = windowCard(x, y, w, h);
  [C.violet, C.cyan, C.violet2, C.cyan].forEach((c, i) => {
    const cw = (w - 100) / 4, cx = x + 20 + i * (cw + 20);
    s += rect(cx, y + 66, cw, 110, 14, C.mist) + circle(cx + 30, y + 96, 12, c) + lines(cx + 16, y + 124, cw - 40, 2, r, { gap: 20, h: 10 });
  });
  s += rect(x + 20, y + 196, w * 0.6 - 30, h - 220, 14, C.mist) + barChart(x + 44, y + 236, w * 0.6 - 78, h - 290, 8, r, { colors: [C.violet, C.cyan], rising: false });
  const lx = x + w * 0.6 + 10, lw = w * 0.4 - 30;
  for (let i = 0; i < 5; i++) {
    const ly = y + 196 + i * ((h - 220) / 5);
    s += rect(lx, ly, lw, (h - 220) / 5 - 12, 12, C.mist) + lines(lx + 16, ly + 18, lw - 90, 2, r, { gap: 16, h: 8 }) +
      (i === 3 ? circle(lx + lw - 30, ly + 28, 12, '#F6C453') : checkBadge(lx + lw - 30, ly + 28, 13, C.cyan));
  }
  return s;
}

// ---------------------------------------------------------------- phone screens
/** A phone (svg-kit frame) whose screen one of the screen painters below fills. */
export function phoneWith(kind, x, y, w, h, r, extra = {}) {
  return phone(x, y, w, h, extra) + SCREENS[kind](x + 10, y + 40, w - 20, h - 60, r);
}

const SCREENS = {
  route: (x, y, w, h, r) => rect(x, y, w, h * 0.58, 0, '#111C48') +
    stroke(`M${n(x + 30)} ${n(y + h * 0.5)}C${n(x + w * 0.4)} ${n(y + h * 0.4)} ${n(x + w * 0.3)} ${n(y + h * 0.15)} ${n(x + w - 40)} ${n(y + h * 0.1)}`, C.cyan, 6) +
    circle(x + 30, y + h * 0.5, 12, C.violet2) + circle(x + w - 40, y + h * 0.1, 12, C.cyan) +
    lines(x + 24, y + h * 0.64, w - 60, 3, r, { gap: 24, h: 11 }) + rect(x + 20, y + h - 64, w - 40, 46, 23, 'url(#gVC)'),
  checklist: (x, y, w, h, r) => lines(x + 20, y + 10, w * 0.5, 1, r, { h: 14, opacity: 0.5 }) +
    Array.from({ length: 5 }, (_, i) => (i < 3 ? checkBadge(x + 36, y + 70 + i * 64, 15, C.cyan) : circle(x + 36, y + 70 + i * 64, 14, 'none', `stroke="${C.lav}" stroke-width="4"`)) +
      lines(x + 62, y + 60 + i * 64, w - 90, 2, r, { gap: 16, h: 8 })).join('') +
    rect(x + 20, y + h - 120, w - 40, 100, 14, 'url(#gCyan)') + circle(x + w - 60, y + h - 90, 16, C.white, 'fill-opacity="0.8"'),
  reasons: (x, y, w, h, r) => rect(x + 20, y + 10, w - 40, 120, 14, C.lav2) + isoCube(x + w / 2, y + 44, 30, [C.white, C.violet2, C.violet]) +
    Array.from({ length: 4 }, (_, i) => rect(x + 20, y + 150 + i * 58, w - 40, 46, 12, i === 1 ? C.violet : C.mist) +
      lines(x + 36, y + 168 + i * 58, w - 120, 1, r, { h: 10, color: i === 1 ? C.white : C.ink, opacity: i === 1 ? 0.9 : 0.2 })).join('') +
    rect(x + 20, y + h - 64, w - 40, 46, 23, 'url(#gVC)'),
  slots: (x, y, w, h, r) => lines(x + 20, y + 10, w * 0.6, 2, r, { gap: 22, h: 12, opacity: 0.45 }) +
    Array.from({ length: 12 }, (_, i) => rect(x + 20 + (i % 3) * ((w - 40) / 3), y + 80 + Math.floor(i / 3) * 56, (w - 40) / 3 - 10, 44, 10, i === 4 ? C.cyan : C.mist)).join('') +
    rect(x + 20, y + h - 64, w - 40, 46, 23, 'url(#gVC)'),
  idCapture: (x, y, w, h, r) => rect(x, y, w, h * 0.62, 0, '#111C48') + idCard(x + 22, y + 40, w - 44, r) +
    stroke(`M${x + 14} ${y + 70}v-40h40M${x + w - 14} ${y + 70}v-40h-40M${x + 14} ${n(y + h * 0.5)}v40h40M${x + w - 14} ${n(y + h * 0.5)}v40h-40`, C.cyan, 5) +
    lines(x + 24, y + h * 0.68, w - 60, 2, r, { gap: 24, h: 11 }) + rect(x + 20, y + h - 64, w - 40, 46, 23, 'url(#gVC)'),
  liveness: (x, y, w, h, r) => circle(x + w / 2, y + h * 0.3, w * 0.3, C.lav2) + avatar(x + w / 2, y + h * 0.3, w * 0.22, C.lav2, C.violet) +
    circle(x + w / 2, y + h * 0.3, w * 0.34, 'none', `stroke="${C.cyan}" stroke-width="8" stroke-dasharray="${n(w * 1.6)} 400"`) +
    Array.from({ length: 3 }, (_, i) => checkBadge(x + 36, y + h * 0.62 + i * 48, 14, C.cyan) + lines(x + 62, y + h * 0.62 + i * 48 - 8, w - 100, 1, r, { h: 10 })).join(''),
  cardControls: (x, y, w, h, r) => rect(x + 20, y + 10, w - 40, 150, 20, 'url(#gVV)') + rect(x + 40, y + 34, 42, 30, 7, '#F3D36B') +
    lines(x + 40, y + 104, w - 120, 2, r, { gap: 22, h: 10, color: C.white, opacity: 0.85 }) +
    Array.from({ length: 4 }, (_, i) => lines(x + 24, y + 196 + i * 64, w - 130, 2, r, { gap: 16, h: 9 }) +
      rect(x + w - 86, y + 192 + i * 64, 62, 32, 16, i === 1 ? C.lav : C.cyan) + circle(i === 1 ? x + w - 70 : x + w - 40, y + 208 + i * 64, 12, C.white)).join(''),
  spending: (x, y, w, h, r) => lines(x + 20, y + 10, w * 0.5, 1, r, { h: 14, opacity: 0.5 }) + donut(x + w / 2, y + 140, w * 0.26, 0.7, { width: 26, color2: C.cyan }) +
    Array.from({ length: 4 }, (_, i) => circle(x + 36, y + 290 + i * 52, 14, [C.violet, C.cyan, C.violet2, C.lav][i]) + lines(x + 62, y + 282 + i * 52, w - 150, 1, r, { h: 10 }) +
      rect(x + w - 78, y + 282 + i * 52, 54, 12, 6, C.ink, 'fill-opacity="0.25"')).join(''),
  confirm: (x, y, w, h, r) => rect(x, y, w, 60, 0, '#128C7E') + circle(x + 36, y + 30, 16, C.white, 'fill-opacity="0.85"') +
    lines(x + 64, y + 22, w * 0.45, 1, r, { h: 12, color: C.white, opacity: 0.85 }) +
    bubble(x + 20, y + 84, w * 0.72, 110, '#DCF8C6', 'left') + lines(x + 36, y + 104, w * 0.62, 3, r, { gap: 22, h: 9 }) +
    rect(x + 20, y + 224, w * 0.34, 42, 21, '#128C7E') + rect(x + 30 + w * 0.36, y + 224, w * 0.34, 42, 21, 'none', `stroke="#128C7E" stroke-width="3"`) +
    bubble(x + w * 0.4, y + 300, w * 0.5, 60, C.lav2, 'right') + checkBadge(x + w * 0.4 + 30, y + 330, 14, C.cyan) + lines(x + w * 0.4 + 54, y + 322, w * 0.3, 1, r, { h: 9 }),
};
