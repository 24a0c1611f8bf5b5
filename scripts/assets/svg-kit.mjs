// Shared palette, deterministic helpers and small SVG building blocks used by generate.mjs.
// Everything here is pure: the same input always yields the same SVG string.

export const C = {
  navy: '#0B1533',
  navy2: '#141E4A',
  indigo: '#221B63',
  violet: '#6D5EF5',
  violet2: '#8E83F8',
  lav: '#C8C2FD',
  lav2: '#ECEBFF',
  cyan: '#22D3EE',
  cyan2: '#A5F0FA',
  white: '#FFFFFF',
  ink: '#0B1533',
  mist: '#F5F6FD',
  slate: '#9AA3BF',
};

export const FONT = "DejaVu Sans, Arial, sans-serif";

/** Round to one decimal so the SVG text stays short and stable. */
export const n = (v) => Math.round(v * 10) / 10;

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function svg(w, h, body, defs = '', extra = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${extra}>` +
    (defs ? `<defs>${defs}</defs>` : '') + body + '</svg>';
}

export const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const stroke = (d, color, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;
export const g = (body, attrs = '') => `<g${attrs ? ' ' + attrs : ''}>${body}</g>`;

/** Common gradients/filters for illustrations (ids are prefixed to avoid clashes). */
export function commonDefs() {
  return [
    `<linearGradient id="gVC" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.cyan}"/></linearGradient>`,
    `<linearGradient id="gVV" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.violet2}"/><stop offset="1" stop-color="${C.violet}"/></linearGradient>`,
    `<linearGradient id="gCyan" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.cyan2}"/><stop offset="1" stop-color="${C.cyan}"/></linearGradient>`,
    `<linearGradient id="gLav" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${C.lav2}"/></linearGradient>`,
    `<linearGradient id="gArea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="gAreaC" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.cyan}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.cyan}" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="glowV"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.65"/><stop offset="0.45" stop-color="${C.violet}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glowC"><stop offset="0" stop-color="${C.cyan}" stop-opacity="0.45"/><stop offset="0.5" stop-color="${C.cyan}" stop-opacity="0.14"/><stop offset="1" stop-color="${C.cyan}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glowW"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.5"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`,
    `<filter id="sh" x="-30%" y="-30%" width="160%" height="170%"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dy="14" result="b"/><feFlood flood-color="#050A1F" flood-opacity="0.38"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<filter id="shS" x="-30%" y="-30%" width="160%" height="170%"><feGaussianBlur in="SourceAlpha" stdDeviation="8"/><feOffset dy="6" result="b"/><feFlood flood-color="#050A1F" flood-opacity="0.28"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<pattern id="dots" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="#FFFFFF" fill-opacity="0.13"/></pattern>`,
    `<pattern id="dotsInk" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="${C.violet}" fill-opacity="0.18"/></pattern>`,
  ].join('');
}

/** Background themes. */
export function background(w, h, theme, r) {
  const out = [];
  const gx = r.range(0.62, 0.85), gy = r.range(0.12, 0.35);
  if (theme === 'dark') {
    out.push(`<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="0.6" stop-color="${C.navy2}"/><stop offset="1" stop-color="${C.indigo}"/></linearGradient>`);
  } else if (theme === 'violet') {
    out.push(`<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.indigo}"/><stop offset="0.55" stop-color="#4A3FC8"/><stop offset="1" stop-color="${C.violet}"/></linearGradient>`);
  } else if (theme === 'teal') {
    out.push(`<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="0.6" stop-color="#0E2A52"/><stop offset="1" stop-color="#0F4C6B"/></linearGradient>`);
  } else {
    out.push(`<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F7F7FF"/><stop offset="0.6" stop-color="${C.lav2}"/><stop offset="1" stop-color="#DDF7FC"/></linearGradient>`);
  }
  const light = theme === 'light';
  const body = [
    rect(0, 0, w, h, 0, 'url(#bg)'),
    circle(w * gx, h * gy, h * 0.85, 'url(#glowV)', light ? 'opacity="0.55"' : ''),
    circle(w * r.range(0.05, 0.25), h * r.range(0.75, 1), h * 0.7, 'url(#glowC)', light ? 'opacity="0.7"' : ''),
    rect(0, 0, w, h, 0, light ? 'url(#dotsInk)' : 'url(#dots)'),
    circle(w * gx, h * gy, h * 0.42, 'none', `stroke="${light ? C.violet : '#FFFFFF'}" stroke-opacity="${light ? 0.12 : 0.06}" stroke-width="2"`),
    circle(w * gx, h * gy, h * 0.62, 'none', `stroke="${light ? C.violet : '#FFFFFF'}" stroke-opacity="${light ? 0.08 : 0.045}" stroke-width="2"`),
  ].join('');
  return { defs: out.join(''), body };
}

// ---------- UI primitives ----------

/** Rows of rounded "text" bars. */
export function lines(x, y, w, count, r, { gap = 18, h = 8, color = C.ink, opacity = 0.14, min = 0.45 } = {}) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const lw = i === 0 ? w * r.range(0.7, 1) : w * r.range(min, 1);
    s += rect(x, y + i * gap, lw, h, h / 2, color, `fill-opacity="${opacity}"`);
  }
  return s;
}

/** White app window with a header strip. Content area starts at y + 48. */
export function windowCard(x, y, w, h, { fill = C.white, header = C.lav2, filter = 'sh', radius = 22, dark = false } = {}) {
  const dots = [C.violet, C.lav, C.cyan].map((c, i) => circle(x + 26 + i * 20, y + 24, 6, c)).join('');
  return g(
    rect(x, y, w, h, radius, dark ? C.navy2 : fill) +
      path(`M${x} ${y + 48}V${y + radius}a${radius} ${radius} 0 0 1 ${radius} -${radius}H${x + w - radius}a${radius} ${radius} 0 0 1 ${radius} ${radius}V${y + 48}Z`, dark ? '#1D2960' : header) +
      dots +
      rect(x + w - 180, y + 17, 140, 14, 7, dark ? '#FFFFFF' : C.ink, `fill-opacity="${dark ? 0.12 : 0.08}"`),
    filter ? `filter="url(#${filter})"` : '',
  );
}

export function card(x, y, w, h, { fill = C.white, r = 18, filter = 'shS', extra = '' } = {}) {
  return rect(x, y, w, h, r, fill, (filter ? `filter="url(#${filter})"` : '') + (extra ? ' ' + extra : ''));
}

export function barChart(x, y, w, h, count, r, { colors = [C.violet, C.cyan], radius = 6, gapRatio = 0.45, rising = true } = {}) {
  const bw = w / (count + (count - 1) * gapRatio);
  let s = '';
  for (let i = 0; i < count; i++) {
    const base = rising ? 0.35 + (0.6 * i) / Math.max(1, count - 1) : r.range(0.35, 0.95);
    const bh = h * Math.min(1, base * r.range(0.8, 1.1));
    s += rect(x + i * bw * (1 + gapRatio), y + h - bh, bw, bh, Math.min(radius, bw / 2), colors[i % colors.length]);
  }
  return s;
}

export function lineChart(x, y, w, h, count, r, { color = C.violet, area = 'url(#gArea)', width = 5, rising = true } = {}) {
  const pts = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const v = rising ? 0.2 + 0.65 * t + r.range(-0.12, 0.12) : r.range(0.2, 0.85);
    pts.push([x + t * w, y + h - Math.max(0.05, Math.min(0.95, v)) * h]);
  }
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1], [x1, y1] = pts[i];
    const mx = (x0 + x1) / 2;
    d += `C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  const last = pts[pts.length - 1];
  return path(`${d}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, area) + stroke(d, color, width) +
    circle(last[0], last[1], width * 1.8, C.white, `stroke="${color}" stroke-width="${width * 0.8}"`);
}

export function donut(cx, cy, r, frac, { color = C.violet, track = C.lav2, width = 18, color2 } = {}) {
  const a = frac * Math.PI * 2 - Math.PI / 2;
  const large = frac > 0.5 ? 1 : 0;
  const ex = cx + r * Math.cos(a), ey = cy + r * Math.sin(a);
  let s = circle(cx, cy, r, 'none', `stroke="${track}" stroke-width="${width}"`);
  s += stroke(`M${n(cx)} ${n(cy - r)}A${r} ${r} 0 ${large} 1 ${n(ex)} ${n(ey)}`, color, width);
  if (color2) {
    const a2 = a + 0.18 * Math.PI * 2;
    s += stroke(`M${n(ex + 0)} ${n(ey)}A${r} ${r} 0 0 1 ${n(cx + r * Math.cos(a2))} ${n(cy + r * Math.sin(a2))}`, color2, width, 'stroke-linecap="butt"');
  }
  return s;
}

export function avatar(cx, cy, r, bg = C.lav, fg = C.violet) {
  return circle(cx, cy, r, bg) + circle(cx, cy - r * 0.18, r * 0.32, fg) +
    path(`M${n(cx - r * 0.56)} ${n(cy + r * 0.58)}a${n(r * 0.56)} ${n(r * 0.5)} 0 0 1 ${n(r * 1.12)} 0Z`, fg);
}

export function sparkle(cx, cy, s, fill = C.cyan, extra = '') {
  const k = s * 0.22;
  return path(`M${n(cx)} ${n(cy - s)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + s)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + s)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - s)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - s)}Z`, fill, extra);
}

export function checkBadge(cx, cy, r, fill = C.cyan, fg = C.navy) {
  return circle(cx, cy, r, fill) + stroke(`M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}L${n(cx - r * 0.1)} ${n(cy + r * 0.34)}L${n(cx + r * 0.45)} ${n(cy - r * 0.3)}`, fg, r * 0.22);
}

export function gearPath(cx, cy, ro, ri, teeth) {
  const pts = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const list = [
      [ri, a - step * 0.5], [ri, a - step * 0.28], [ro, a - step * 0.18], [ro, a + step * 0.18], [ri, a + step * 0.28],
    ];
    for (const [rr, aa] of list) pts.push([cx + rr * Math.cos(aa), cy + rr * Math.sin(aa)]);
  }
  return 'M' + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + 'Z';
}

export function gear(cx, cy, ro, fill, hole = C.navy, teeth = 10) {
  return path(gearPath(cx, cy, ro, ro * 0.8, teeth), fill) + circle(cx, cy, ro * 0.34, hole);
}

export function cloudShape(cx, cy, s, fill, extra = '') {
  // A flat cloud made of one path: a level base line and four bumps.
  const a = (r, dx, dy) => `a${n(s * r)} ${n(s * r)} 0 0 1 ${n(s * dx)} ${n(s * dy)}`;
  const d = `M${n(cx - s)} ${n(cy + s * 0.3)}` + a(0.34, 0.28, -0.55) + a(0.5, 0.92, -0.2) + a(0.42, 0.6, 0.4) + a(0.3, 0.2, 0.35) + 'Z';
  return path(d, fill, extra);
}

export function phone(x, y, w, h, { frame = C.navy, screen = C.white, filter = 'sh' } = {}) {
  return g(rect(x, y, w, h, w * 0.16, frame) + rect(x + 10, y + 10, w - 20, h - 20, w * 0.12, screen) +
    rect(x + w / 2 - w * 0.14, y + 18, w * 0.28, 8, 4, frame), filter ? `filter="url(#${filter})"` : '');
}

export function iconTile(x, y, s, inner, { fill = C.white, filter = 'shS', r } = {}) {
  return g(rect(x, y, s, s, r ?? s * 0.26, fill) + inner, filter ? `filter="url(#${filter})"` : '');
}

/** Place a 64x64 stroke icon (inner markup) at x,y with a given size. */
export function placeIcon(markup, x, y, size) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / 64 * 1000) / 1000})">${markup}</g>`;
}

/** Word-wrap for SVG text using an average glyph width estimate. */
export function wrap(text, maxChars) {
  const words = text.split(/\s+/);
  const out = [];
  let cur = '';
  for (const w of words) {
    if (!cur) cur = w;
    else if ((cur + ' ' + w).length <= maxChars) cur += ' ' + w;
    else { out.push(cur); cur = w; }
  }
  if (cur) out.push(cur);
  return out;
}
