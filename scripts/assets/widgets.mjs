// Text-free UI widgets (white cards with bars for text) that the industry heroes and the story and
// gallery pictures compose. Pure: the same arguments and seed give the same SVG.
import { C, n, rect, circle, path, stroke, g, lines, lineChart, barChart, donut, avatar, checkBadge, sparkle } from './svg-kit.mjs';
import { icW, bubble, badgeIcon } from './illustrations.mjs';

const card = (x, y, w, h, body, { fill = C.white, radius = 24, shadow = 'sh' } = {}) =>
  g(rect(x, y, w, h, radius, fill) + body, `filter="url(#${shadow})"`);

/** The industry's mark: a gradient tile with its white icon. */
export function emblem(cx, cy, s, key, fill = 'url(#gVC)') {
  return g(rect(cx - s / 2, cy - s / 2, s, s, s * 0.27, fill), 'filter="url(#sh)"') + icW(key, cx - s * 0.32, cy - s * 0.32, s * 0.64);
}

/** Five-pointed star. */
export function star(cx, cy, s, fill = '#F6C453') {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? s * 0.45 : s;
    return `${i ? 'L' : 'M'}${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`;
  });
  return path(pts.join('') + 'Z', fill);
}

/** A conversation: header with avatar, then bubbles alternating sides. WhatsApp tone uses its greens. */
export function chatCard(x, y, w, r, { rows = 3, tone = 'brand', h = 110 + rows * 92 } = {}) {
  const head = tone === 'whatsapp' ? '#128C7E' : 'url(#gVC)';
  const mine = tone === 'whatsapp' ? '#DCF8C6' : C.lav2;
  let s = rect(x, y, w, 76, 24, head) + rect(x, y + 52, w, 24, 0, head) + avatar(x + 44, y + 38, 22, C.white, tone === 'whatsapp' ? '#128C7E' : C.violet) +
    lines(x + 80, y + 26, w * 0.4, 2, r, { gap: 18, h: 9, color: C.white, opacity: 0.85 });
  for (let i = 0; i < rows; i++) {
    const left = i % 2 === 0;
    const bw = w * r.range(0.5, 0.66);
    const bx = left ? x + 24 : x + w - 24 - bw;
    const by = y + 100 + i * 92;
    s += bubble(bx, by, bw, 64, left ? C.mist : mine, left ? 'left' : 'right') + lines(bx + 18, by + 18, bw - 36, 2, r, { gap: 18, h: 9 });
  }
  return card(x, y, w, h, s);
}

/** A metric card: title bars and a line chart, bar chart or donut. */
export function chartCard(x, y, w, h, r, kind = 'line', { color = C.violet } = {}) {
  let s = lines(x + 26, y + 26, w * 0.4, 1, r, { h: 12, opacity: 0.5 }) + rect(x + w - 96, y + 22, 70, 22, 11, C.cyan, 'fill-opacity="0.9"');
  if (kind === 'line') s += lineChart(x + 26, y + 64, w - 52, h - 90, 8, r, { width: 5, color });
  if (kind === 'bars') s += barChart(x + 26, y + 64, w - 52, h - 90, 7, r, { colors: [color, C.cyan] });
  if (kind === 'donut') {
    const d = Math.min(w * 0.4, h - 90);
    s += donut(x + 26 + d / 2 + 8, y + 64 + d / 2, d / 2 - 8, r.range(0.55, 0.8), { width: 18, color, color2: C.cyan }) +
      lines(x + d + 60, y + 76, w - d - 90, 3, r, { gap: 28, h: 10 });
  }
  return card(x, y, w, h, s);
}

/** A checklist: done rows ticked, the rest open. */
export function checklistCard(x, y, w, rows, r, { done = 2 } = {}) {
  let s = lines(x + 26, y + 26, w * 0.45, 1, r, { h: 12, opacity: 0.5 });
  for (let i = 0; i < rows; i++) {
    const ry = y + 68 + i * 58;
    s += (i < done ? checkBadge(x + 44, ry + 18, 16, C.cyan) : circle(x + 44, ry + 18, 15, 'none', `stroke="${C.lav}" stroke-width="4"`)) +
      lines(x + 74, ry + 8, w - 110, 2, r, { gap: 16, h: 9 });
  }
  return card(x, y, w, 84 + rows * 58, s);
}

/** A booking calendar: rows of units with coloured stays. */
export function calendarCard(x, y, w, h, r, { rows = 5 } = {}) {
  let s = rect(x, y, w, 58, 24, C.lav2) + rect(x, y + 34, w, 24, 0, C.lav2) + lines(x + 26, y + 24, 120, 1, r, { h: 11, opacity: 0.4 });
  const rowH = (h - 84) / rows;
  for (let i = 0; i < rows; i++) {
    const ry = y + 72 + i * rowH;
    s += circle(x + 34, ry + rowH / 2 - 4, 10, [C.violet, C.cyan, C.violet2][i % 3]) + rect(x + 54, ry + rowH / 2 - 9, 60, 10, 5, C.ink, 'fill-opacity="0.18"');
    let cx = x + 130 + Math.floor(r() * 2) * 40;
    while (cx < x + w - 60) {
      const len = Math.min(r.range(70, 170), x + w - 24 - cx);
      s += rect(cx, ry + 4, len, rowH - 16, 10, r.pick(['url(#gVC)', C.violet, C.cyan, C.lav]));
      cx += len + r.range(24, 90);
    }
  }
  return card(x, y, w, h, s);
}

/** A dark map with roads, a route and pins. */
export function mapCard(x, y, w, h, r, { pins = 4 } = {}) {
  let s = '';
  for (let i = 1; i < 6; i++) s += stroke(`M${x} ${n(y + (h * i) / 6 + r.range(-12, 12))}L${x + w} ${n(y + (h * i) / 6 + r.range(-12, 12))}`, C.white, 2, 'stroke-opacity="0.08"');
  for (let i = 1; i < 7; i++) s += stroke(`M${n(x + (w * i) / 7 + r.range(-14, 14))} ${y}L${n(x + (w * i) / 7 + r.range(-14, 14))} ${y + h}`, C.white, 2, 'stroke-opacity="0.08"');
  const pts = Array.from({ length: pins }, (_, i) => [x + w * (0.15 + (0.7 * i) / Math.max(1, pins - 1)), y + h * r.range(0.25, 0.8)]);
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1], [x1, y1] = pts[i];
    d += `C${n((x0 + x1) / 2)} ${n(y0)} ${n((x0 + x1) / 2)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  s += stroke(d, C.cyan, 7) + stroke(d, C.white, 2, 'stroke-opacity="0.6" stroke-dasharray="2 12"');
  pts.forEach(([px, py], i) => {
    const c = i === pts.length - 1 ? C.violet2 : C.cyan;
    s += circle(px, py, 26, c, 'fill-opacity="0.18"') +
      `<g transform="translate(${n(px)} ${n(py)})"><path d="M0 0C-3 -7 -13 -13 -13 -24A13 13 0 0 1 13 -24C13 -13 3 -7 0 0Z" fill="${c}" stroke="#FFFFFF" stroke-width="3"/><circle cx="0" cy="-24" r="5" fill="#FFFFFF"/></g>`;
  });
  return card(x, y, w, h, s, { fill: '#111C48' });
}

/** A small white pill: an icon badge and two text bars. */
export function statPill(x, y, w, r, key, fill = 'url(#gVC)') {
  return card(x, y, w, 96, badgeIcon(key, x + 20, y + 18, 60, fill) + lines(x + 96, y + 28, w - 124, 2, r, { gap: 22, h: 10 }), { radius: 22, shadow: 'shS' });
}

/** A page of text with highlighted fields (the parts an extraction picks out). */
export function documentCard(x, y, w, h, r, { marks = 3, rotate = 0 } = {}) {
  let s = lines(x + 34, y + 40, w * 0.5, 1, r, { h: 16, opacity: 0.55 });
  const rowsY = Array.from({ length: Math.floor((h - 110) / 34) }, (_, i) => y + 90 + i * 34);
  const marked = new Set(Array.from({ length: marks }, (_, i) => Math.floor((i + 0.5) * (rowsY.length / marks))));
  rowsY.forEach((ry, i) => {
    const lw = (w - 68) * r.range(0.55, 1);
    s += marked.has(i) ? rect(x + 28, ry - 6, lw + 12, 24, 8, C.cyan, 'fill-opacity="0.28"') + rect(x + 34, ry, lw, 10, 5, C.ink, 'fill-opacity="0.35"')
      : rect(x + 34, ry, lw, 10, 5, C.ink, 'fill-opacity="0.13"');
  });
  const body = card(x, y, w, h, s);
  return rotate ? `<g transform="rotate(${rotate} ${n(x + w / 2)} ${n(y + h / 2)})">${body}</g>` : body;
}

/** An identity card with a photo and fields. */
export function idCard(x, y, w, r) {
  const h = w * 0.63;
  const s = rect(x, y, w, h * 0.26, 22, 'url(#gVV)') + rect(x, y + h * 0.16, w, h * 0.1, 0, 'url(#gVV)') +
    rect(x + 24, y + h * 0.34, w * 0.28, h * 0.54, 12, C.lav2) + avatar(x + 24 + w * 0.14, y + h * 0.6, w * 0.1, C.lav2, C.violet) +
    lines(x + w * 0.36, y + h * 0.38, w * 0.54, 4, r, { gap: h * 0.13, h: 10 });
  return card(x, y, w, h, s, { radius: 22 });
}

/** Sparkles in a loose constellation around a scene. */
export function sparkles(points) {
  return points.map(([x, y, s, c]) => sparkle(x, y, s, c ?? C.cyan)).join('');
}
