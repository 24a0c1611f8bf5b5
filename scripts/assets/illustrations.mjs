// Raster illustrations (as SVG strings): service banners, project images, hero images,
// hero background, share (OG) images and the default portfolio image.
import {
  C, FONT, n, rng, esc, svg, rect, circle, path, stroke, g, commonDefs, background, lines, windowCard, card,
  barChart, lineChart, donut, avatar, sparkle, checkBadge, gear, cloudShape, phone, iconTile, placeIcon, wrap,
} from './svg-kit.mjs';
import { ICONS, iconMarkupMono, brandMarkInline, brandMarkDefs } from './icons.mjs';

export const ic = (key, x, y, size) => placeIcon(ICONS[key], x, y, size);
export const icW = (key, x, y, size, color = C.white) => placeIcon(iconMarkupMono(key, color), x, y, size);

/** Colored rounded square with a white icon. */
export function badgeIcon(key, x, y, s, fill = 'url(#gVC)') {
  return rect(x, y, s, s, s * 0.28, fill) + icW(key, x + s * 0.18, y + s * 0.18, s * 0.64);
}

export function dashed(d, color = C.white, opacity = 0.35, width = 3) {
  return stroke(d, color, width, `stroke-dasharray="2 12" stroke-opacity="${opacity}"`);
}

export function isoCube(x, y, s, [top, left, right]) {
  const k = s * 0.866;
  return path(`M${n(x)} ${n(y - s / 2)}L${n(x + k)} ${n(y)}L${n(x)} ${n(y + s / 2)}L${n(x - k)} ${n(y)}Z`, top) +
    path(`M${n(x - k)} ${n(y)}L${n(x)} ${n(y + s / 2)}L${n(x)} ${n(y + s * 1.5)}L${n(x - k)} ${n(y + s)}Z`, left) +
    path(`M${n(x)} ${n(y + s / 2)}L${n(x + k)} ${n(y)}L${n(x + k)} ${n(y + s)}L${n(x)} ${n(y + s * 1.5)}Z`, right);
}

export function isoSlab(cx, cy, w, h, t, [top, left, right], extra = '') {
  return g(
    path(`M${n(cx - w / 2)} ${n(cy)}L${n(cx)} ${n(cy + h / 2)}L${n(cx)} ${n(cy + h / 2 + t)}L${n(cx - w / 2)} ${n(cy + t)}Z`, left) +
      path(`M${n(cx)} ${n(cy + h / 2)}L${n(cx + w / 2)} ${n(cy)}L${n(cx + w / 2)} ${n(cy + t)}L${n(cx)} ${n(cy + h / 2 + t)}Z`, right) +
      path(`M${n(cx)} ${n(cy - h / 2)}L${n(cx + w / 2)} ${n(cy)}L${n(cx)} ${n(cy + h / 2)}L${n(cx - w / 2)} ${n(cy)}Z`, top),
    extra,
  );
}

export function bubble(x, y, w, h, fill, tail = 'left') {
  const r = 18;
  const t = tail === 'left'
    ? `M${n(x + 4)} ${n(y + h - 6)}L${n(x - 10)} ${n(y + h + 8)}L${n(x + 26)} ${n(y + h)}Z`
    : `M${n(x + w - 4)} ${n(y + h - 6)}L${n(x + w + 10)} ${n(y + h + 8)}L${n(x + w - 26)} ${n(y + h)}Z`;
  return path(t, fill) + rect(x, y, w, h, r, fill);
}

export function flowNode(x, y, key, r, { fill = 'url(#gVC)', w = 200, h = 96 } = {}) {
  return g(rect(x, y, w, h, 20, C.white) + badgeIcon(key, x + 18, y + 18, 60, fill) +
    lines(x + 96, y + 30, w - 120, 2, r, { gap: 22, h: 10 }), 'filter="url(#shS)"');
}

export function connector(x0, y0, x1, y1, color = C.violet, width = 4) {
  const mx = (x0 + x1) / 2;
  return stroke(`M${n(x0)} ${n(y0)}C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`, color, width) +
    circle(x0, y0, 7, C.white, `stroke="${color}" stroke-width="3"`) + circle(x1, y1, 7, C.white, `stroke="${color}" stroke-width="3"`);
}

function imagePlaceholder(x, y, w, h, r = 14, fill = 'url(#gVC)') {
  return rect(x, y, w, h, r, fill) +
    circle(x + w * 0.72, y + h * 0.32, Math.min(w, h) * 0.11, C.white, 'fill-opacity="0.85"') +
    path(`M${n(x + w * 0.08)} ${n(y + h * 0.88)}L${n(x + w * 0.36)} ${n(y + h * 0.45)}L${n(x + w * 0.56)} ${n(y + h * 0.74)}L${n(x + w * 0.68)} ${n(y + h * 0.6)}L${n(x + w * 0.92)} ${n(y + h * 0.88)}Z`, C.white, 'fill-opacity="0.55"');
}

export function heartPath(cx, cy, s) {
  return `M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 1.1)} ${n(cy - s * 1.1)} ${n(cx)} ${n(cy - s * 0.35)}C${n(cx + s * 1.1)} ${n(cy - s * 1.1)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)}Z`;
}

// =====================================================================================
// Service banners (1600 x 900)
// =====================================================================================
const BANNERS = {
  'product-development': (r) => {
    let s = dashed('M1150 860Q1350 640 1262 330', C.cyan, 0.6, 4);
    s += windowCard(360, 190, 780, 510);
    s += rect(384, 258, 150, 420, 14, C.lav2) + lines(404, 286, 110, 7, r, { gap: 34, h: 10 });
    s += rect(556, 258, 560, 150, 18, 'url(#gVC)') + lines(590, 292, 260, 2, r, { gap: 26, h: 14, color: C.white, opacity: 0.9 }) +
      rect(590, 352, 130, 32, 16, C.white) + circle(1010, 333, 48, C.white, 'fill-opacity="0.25"') + circle(1040, 300, 22, C.white, 'fill-opacity="0.35"');
    [C.violet, C.cyan, C.violet2].forEach((c, i) => {
      const x = 556 + i * 192;
      s += rect(x, 428, 176, 120, 16, C.mist) + circle(x + 34, 462, 18, c) + lines(x + 20, 498, 130, 2, r, { gap: 20, h: 9 });
    });
    s += rect(556, 566, 560, 112, 16, C.mist) + lineChart(580, 584, 512, 74, 8, r, { width: 4 });
    // rocket
    s += g(
      path('M-34 26L-66 66L-60 96L-30 72Z', C.violet) + path('M34 26L66 66L60 96L30 72Z', C.violet) +
        path('M-22 70Q0 150 22 70Z', 'url(#gCyan)') +
        path('M0 -100C44 -66 52 0 34 72H-34C-52 0 -44 -66 0 -100Z', C.white) +
        path('M0 -100C24 -82 36 -56 40 -30H-40C-36 -56 -24 -82 0 -100Z', C.lav) +
        circle(0, -6, 20, C.violet, `stroke="${C.lav2}" stroke-width="7"`),
      'transform="translate(1262 292) rotate(32)" filter="url(#sh)"');
    s += iconTile(236, 520, 132, donut(302, 586, 38, 0.68, { width: 14, color: C.violet, color2: C.cyan }));
    s += iconTile(236, 300, 104, ic('code', 256, 320, 64));
    s += sparkle(1390, 180, 20) + sparkle(310, 240, 12, C.lav) + sparkle(1190, 760, 14, C.lav);
    return s;
  },

  'ai-apps-integrations': (r) => {
    const cx = 800, cy = 450;
    const sats = [[370, 250, 'automated-social-media'], [370, 650, 'mail'], [800, 130, 'calendar'], [800, 770, 'database'], [1230, 250, 'retail-e-commerce'], [1230, 650, 'financial-services']];
    let s = circle(cx, cy, 300, 'url(#glowV)');
    s += circle(cx, cy, 250, 'none', `stroke="${C.white}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="4 10"`);
    sats.forEach(([x, y], i) => {
      s += stroke(`M${cx} ${cy}L${x} ${y}`, C.lav, 3, 'stroke-opacity="0.45" stroke-dasharray="10 10"');
      const t = 0.52 + (i % 2) * 0.1;
      s += circle(cx + (x - cx) * t, cy + (y - cy) * t, 8, i % 2 ? C.cyan : C.violet2);
    });
    s += g(rect(cx - 110, cy - 110, 220, 220, 56, 'url(#gVC)') + sparkle(cx - 6, cy + 6, 60, C.white) + sparkle(cx + 52, cy - 50, 20, C.white, 'fill-opacity="0.8"'), 'filter="url(#sh)"');
    sats.forEach(([x, y, key]) => { s += iconTile(x - 66, y - 66, 132, ic(key, x - 40, y - 40, 80), { r: 34 }); });
    s += sparkle(560, 430, 12, C.cyan) + sparkle(1050, 450, 16, C.lav) + sparkle(1000, 160, 10, C.cyan);
    return s;
  },

  automation: (r) => {
    let s = windowCard(250, 160, 1100, 580);
    s += rect(252, 210, 1096, 528, 20, 'url(#dotsInk)');
    s += connector(500, 450, 560, 450);
    s += connector(760, 450, 830, 330, C.violet) + connector(760, 450, 830, 570, C.cyan);
    s += connector(1030, 330, 1100, 450, C.violet) + connector(1030, 570, 1100, 450, C.cyan);
    s += flowNode(300, 402, 'webhook', r);
    s += flowNode(560, 402, 'ai-development', r);
    s += flowNode(830, 282, 'mail', r, { fill: C.violet });
    s += flowNode(830, 522, 'database', r, { fill: C.cyan });
    s += flowNode(1100, 402, 'check', r, { w: 200 });
    s += g(rect(1140, 100, 270, 92, 22, C.white) + checkBadge(1188, 146, 24) + lines(1226, 128, 150, 2, r, { gap: 22, h: 10 }), 'filter="url(#sh)"');
    s += iconTile(170, 600, 120, ic('clock', 194, 624, 72));
    s += circle(1200, 660, 26, 'none', `stroke="${C.violet}" stroke-width="3" stroke-dasharray="6 6"`) + stroke('M1200 648V672M1188 660H1212', C.violet, 3);
    s += sparkle(1450, 330, 16) + sparkle(190, 260, 12, C.lav);
    return s;
  },

  'business-automation': (r) => {
    let s = windowCard(620, 170, 760, 560);
    [['business-automation', 'url(#gVC)'], ['clock', C.violet], ['check', C.cyan]].forEach(([key, fill], i) => {
      const x = 648 + i * 240;
      s += rect(x, 242, 220, 116, 16, C.mist) + badgeIcon(key, x + 18, 260, 52, fill) +
        rect(x + 84, 268, 100, 16, 8, C.ink, 'fill-opacity="0.75"') + rect(x + 84, 296, 70, 10, 5, C.ink, 'fill-opacity="0.2"') +
        rect(x + 18, 328, 184, 10, 5, C.lav2) + rect(x + 18, 328, 184 * r.range(0.5, 0.9), 10, 5, i === 2 ? C.cyan : C.violet);
    });
    s += rect(648, 378, 460, 324, 16, C.mist) + lines(672, 400, 180, 1, r, { h: 12, opacity: 0.5 }) + lineChart(672, 450, 412, 220, 9, r, { width: 5 });
    s += rect(1128, 378, 224, 324, 16, C.mist) + donut(1240, 520, 66, 0.74, { width: 22, color2: C.cyan }) + lines(1160, 620, 160, 2, r, { gap: 22, h: 10 });
    // gears
    s += g(gear(400, 340, 118, 'url(#gVC)', C.navy, 10), 'filter="url(#sh)"');
    s += g(gear(526, 520, 78, C.cyan, C.navy, 8), 'filter="url(#sh)"');
    s += g(gear(340, 560, 48, C.violet2, C.navy, 7), 'filter="url(#shS)"');
    // documents
    for (let i = 0; i < 3; i++) {
      const x = 150 + i * 18, y = 640 - i * 18;
      s += g(rect(x, y, 130, 160, 14, i === 2 ? C.white : C.lav2) + (i === 2 ? lines(x + 20, y + 28, 90, 5, r, { gap: 22, h: 9 }) : ''), 'filter="url(#shS)"');
    }
    s += dashed('M340 720C460 760 540 720 600 680', C.cyan, 0.8, 4) + path('M596 668L618 672L604 690Z', C.cyan);
    s += checkBadge(1372, 176, 36);
    s += sparkle(1460, 380, 14, C.lav) + sparkle(560, 180, 16);
    return s;
  },

  'ai-development': (r) => {
    const layers = [3, 5, 5, 3];
    const xs = [230, 400, 570, 740];
    const pts = layers.map((cnt, li) => Array.from({ length: cnt }, (_, i) => [xs[li], 450 + (i - (cnt - 1) / 2) * 118]));
    let s = circle(480, 450, 360, 'url(#glowV)');
    for (let li = 0; li < pts.length - 1; li++) {
      for (const a of pts[li]) for (const b of pts[li + 1]) {
        const hot = r() < 0.22;
        s += stroke(`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`, hot ? C.cyan : C.lav, hot ? 4 : 2.5, `stroke-opacity="${hot ? 0.9 : 0.3}"`);
      }
    }
    pts.forEach((layer, li) => layer.forEach(([x, y]) => {
      s += circle(x, y, 30, C.white, 'filter="url(#shS)"') + circle(x, y, 13, li === 3 ? C.cyan : li === 0 ? C.violet2 : C.violet);
    }));
    s += windowCard(880, 190, 490, 520);
    s += bubble(1100, 266, 240, 64, C.violet, 'right') + lines(1124, 286, 190, 2, r, { gap: 20, h: 9, color: C.white, opacity: 0.85 });
    s += circle(930, 394, 26, 'url(#gVC)') + sparkle(930, 394, 13, C.white);
    s += bubble(972, 360, 290, 110, C.mist, 'left') + lines(996, 384, 240, 3, r, { gap: 24, h: 10 });
    s += bubble(1130, 500, 210, 56, C.violet, 'right') + lines(1152, 520, 160, 1, r, { h: 10, color: C.white, opacity: 0.85 });
    s += circle(930, 612, 26, 'url(#gVC)') + sparkle(930, 612, 13, C.white);
    s += bubble(972, 588, 130, 52, C.mist, 'left') + [0, 1, 2].map((i) => circle(1004 + i * 30, 614, 8, C.violet, `fill-opacity="${0.9 - i * 0.25}"`)).join('');
    s += sparkle(1420, 160, 22) + sparkle(820, 200, 14, C.lav) + sparkle(800, 760, 18);
    return s;
  },

  'cloud-services': (r) => {
    let s = circle(800, 330, 300, 'url(#glowW)', 'opacity="0.25"');
    [[520, 600], [710, 620], [900, 600]].forEach(([x, y], i) => {
      s += dashed(`M${x + 90} ${y}L${x + 90} 470`, C.cyan, 0.8, 4);
      s += g(rect(x, y, 180, 200, 20, C.navy2, `stroke="${C.violet}" stroke-opacity="0.5" stroke-width="2"`) +
        [0, 1, 2].map((k) => rect(x + 16, y + 18 + k * 60, 148, 46, 10, '#22306A') + circle(x + 38, y + 41 + k * 60, 7, k === i ? C.cyan : C.violet2) +
          rect(x + 58, y + 36 + k * 60, 90, 9, 4.5, C.white, 'fill-opacity="0.25"')).join(''), 'filter="url(#sh)"');
    });
    s += g(cloudShape(800, 400, 340, 'url(#gLav)'), 'filter="url(#sh)"');
    s += circle(800, 350, 74, 'url(#gVC)') + stroke('M800 388V318M772 344L800 316L828 344', C.white, 12);
    s += lines(640, 470, 320, 1, r, { h: 12, opacity: 0.12 });
    // shield
    s += g(path('M1270 220L1360 254V330C1360 392 1320 432 1270 452C1220 432 1180 392 1180 330V254Z', C.white) +
      path('M1270 246L1338 272V330C1338 378 1308 410 1270 426C1232 410 1202 378 1202 330V272Z', 'url(#gVC)') +
      rect(1244, 320, 52, 44, 10, C.white) + stroke('M1254 320V306A16 16 0 0 1 1286 306V320', C.white, 8), 'filter="url(#sh)"');
    // globe
    s += g(circle(300, 300, 96, C.navy2, `stroke="${C.cyan}" stroke-width="5"`) +
      `<ellipse cx="300" cy="300" rx="44" ry="96" fill="none" stroke="${C.cyan}" stroke-width="4" stroke-opacity="0.8"/>` +
      stroke('M204 300H396M218 250H382M218 350H382', C.cyan, 4, 'stroke-opacity="0.8"'), 'filter="url(#sh)"');
    s += dashed('M396 330Q460 380 500 600', C.lav, 0.5, 4) + dashed('M1180 340Q1120 420 1090 600', C.lav, 0.5, 4);
    s += sparkle(1440, 620, 16) + sparkle(240, 620, 14, C.lav) + sparkle(1120, 120, 12);
    return s;
  },

  'devops-services': (r) => {
    const loop = 'M800 410C720 250 470 250 470 410C470 570 720 570 800 410C880 250 1130 250 1130 410C1130 570 880 570 800 410Z';
    let s = circle(800, 410, 380, 'url(#glowV)');
    s += stroke(loop, '#1E2A66', 66) + stroke(loop, 'url(#gVC)', 40) + stroke(loop, C.white, 3, 'stroke-opacity="0.5" stroke-dasharray="3 14"');
    [[470, 410, 'code'], [640, 300, 'business-automation'], [640, 520, 'check'], [960, 300, 'cloud-services'], [960, 520, 'financial-services'], [1130, 410, 'devops-services']]
      .forEach(([x, y, key]) => { s += iconTile(x - 50, y - 50, 100, ic(key, x - 32, y - 32, 64), { r: 28 }); });
    // terminal
    s += g(rect(560, 640, 480, 190, 20, '#0A1230', `stroke="${C.violet}" stroke-opacity="0.6" stroke-width="2"`) +
      [C.violet, C.lav, C.cyan].map((c, i) => circle(590 + i * 20, 668, 6, c)).join('') +
      [0, 1, 2, 3].map((i) => stroke(`M592 ${708 + i * 28}L602 ${714 + i * 28}L592 ${720 + i * 28}`, C.cyan, 3) +
        rect(616, 708 + i * 28, r.range(140, 340), 11, 5.5, i === 3 ? C.cyan : C.white, `fill-opacity="${i === 3 ? 0.9 : 0.28}"`)).join(''), 'filter="url(#sh)"');
    // containers
    s += g(isoCube(1300, 650, 60, [C.lav, C.violet, '#4B3FD1']) + isoCube(1404, 650, 60, [C.cyan2, C.cyan, '#0FA5BE']) +
      isoCube(1352, 560, 60, [C.white, C.violet2, C.violet]), 'filter="url(#shS)"');
    s += g(isoCube(250, 660, 46, [C.cyan2, C.cyan, '#0FA5BE']) + isoCube(330, 700, 46, [C.lav, C.violet, '#4B3FD1']), 'filter="url(#shS)"');
    s += sparkle(1400, 200, 18) + sparkle(220, 230, 14, C.lav);
    return s;
  },

  'web-mobile-dev': (r) => {
    let s = '';
    s += g(rect(300, 170, 820, 510, 26, C.navy, `stroke="#2A3672" stroke-width="3"`) + rect(322, 192, 776, 466, 12, C.white) +
      path('M240 690H1180L1150 730H270Z', C.lav) + rect(240, 680, 940, 16, 8, C.lav2) + rect(650, 680, 120, 8, 4, C.lav), 'filter="url(#sh)"');
    s += rect(322, 192, 776, 54, 12, C.lav2) + circle(356, 219, 13, 'url(#gVC)') + lines(386, 214, 90, 1, r, { h: 10 }) +
      [0, 1, 2].map((i) => rect(760 + i * 80, 214, 60, 10, 5, C.ink, 'fill-opacity="0.18"')).join('') + rect(1000, 206, 80, 26, 13, C.violet);
    s += lines(360, 290, 320, 3, r, { gap: 34, h: 18, opacity: 0.75 }) + lines(360, 400, 290, 2, r, { gap: 22, h: 10 }) +
      rect(360, 460, 150, 44, 22, C.violet) + rect(526, 460, 130, 44, 22, 'none', `stroke="${C.violet}" stroke-width="3"`);
    s += imagePlaceholder(720, 276, 350, 240, 18);
    [0, 1, 2, 3].map((i) => { s += rect(360 + i * 180, 540, 160, 96, 14, C.mist) + circle(386 + i * 180, 566, 12, i % 2 ? C.cyan : C.violet) + lines(376 + i * 180, 592, 120, 2, r, { gap: 18, h: 8 }); });
    // phone
    s += phone(1080, 300, 250, 500);
    s += imagePlaceholder(1102, 360, 206, 130, 14, 'url(#gVV)');
    [0, 1, 2, 3].forEach((i) => { s += avatar(1128, 528 + i * 56, 20, C.lav2) + lines(1160, 518 + i * 56, 130, 2, r, { gap: 16, h: 8 }); });
    s += rect(1102, 752, 206, 24, 12, C.lav2) + [0, 1, 2, 3].map((i) => circle(1130 + i * 50, 764, 6, i === 0 ? C.violet : C.slate)).join('');
    // code tile
    s += g(rect(170, 330, 170, 150, 24, C.navy2, `stroke="${C.violet}" stroke-opacity="0.6" stroke-width="2"`) + ic('code', 215, 365, 80), 'filter="url(#sh)"');
    s += sparkle(1400, 220, 18) + sparkle(230, 640, 14, C.lav) + sparkle(1450, 760, 12);
    return s;
  },

  'ui-ux-design': (r) => {
    let s = '';
    // layers panel
    s += g(rect(200, 250, 220, 300, 20, C.white) + [0, 1, 2, 3, 4, 5].map((i) =>
      (i === 2 ? rect(212, 282 + i * 42, 196, 34, 10, C.lav2) : '') + rect(228, 293 + i * 42, 14, 14, 3, i === 2 ? C.violet : C.slate) +
      rect(254, 295 + i * 42, r.range(70, 130), 10, 5, C.ink, 'fill-opacity="0.2"')).join(''), 'filter="url(#sh)"');
    s += windowCard(460, 160, 700, 580);
    s += rect(490, 230, 640, 36, 10, C.mist) + rect(510, 242, 80, 12, 6, C.violet) + lines(900, 243, 200, 1, r, { h: 10 });
    s += rect(490, 290, 400, 220, 16, 'none', `stroke="${C.violet}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="10 8"`) +
      lines(520, 320, 300, 3, r, { gap: 34, h: 18, opacity: 0.55 }) + rect(520, 440, 140, 40, 20, 'url(#gVC)');
    s += rect(910, 290, 220, 220, 16, 'url(#gVV)') + circle(1020, 400, 58, C.white, 'fill-opacity="0.35"') + circle(1020, 400, 28, C.white, 'fill-opacity="0.6"');
    // selection around the image block
    s += rect(904, 284, 232, 232, 4, 'none', `stroke="${C.cyan}" stroke-width="3"`) +
      [[904, 284], [1136, 284], [904, 516], [1136, 516]].map(([x, y]) => rect(x - 8, y - 8, 16, 16, 3, C.white, `stroke="${C.cyan}" stroke-width="3"`)).join('');
    [0, 1, 2].forEach((i) => { s += rect(490 + i * 220, 540, 200, 170, 16, C.mist) + rect(506 + i * 220, 556, 168, 80, 10, i === 1 ? C.cyan2 : C.lav2) + lines(506 + i * 220, 652, 150, 2, r, { gap: 20, h: 9 }); });
    // pen curve
    s += stroke('M300 700C480 520 700 860 900 700C1020 600 1150 640 1280 560', C.cyan, 6) +
      stroke('M820 760L980 640', C.white, 2.5, 'stroke-opacity="0.8"') + circle(820, 760, 9, C.white) + circle(980, 640, 9, C.white);
    [[300, 700], [900, 700], [1280, 560]].forEach(([x, y]) => { s += rect(x - 12, y - 12, 24, 24, 4, C.white, `stroke="${C.violet}" stroke-width="4"`); });
    // palette card
    s += g(rect(1200, 190, 220, 280, 22, C.white) + [C.violet, C.cyan, C.navy, C.lav].map((c, i) =>
      circle(1250 + (i % 2) * 100, 250 + Math.floor(i / 2) * 100, 34, c)).join('') + lines(1226, 410, 160, 2, r, { gap: 20, h: 9 }), 'filter="url(#sh)"');
    // cursor
    s += path('M1140 520L1200 575L1170 578L1186 612L1170 619L1155 585L1134 604Z', C.navy, `stroke="${C.white}" stroke-width="4" stroke-linejoin="round"`);
    s += sparkle(1440, 600, 16) + sparkle(260, 180, 14);
    return s;
  },

  'automated-social-media': (r) => {
    let s = '';
    // calendar card
    s += g(rect(210, 230, 330, 300, 24, C.white) + rect(210, 230, 330, 60, 24, 'url(#gVC)') + rect(210, 270, 330, 20, 0, 'url(#gVC)') +
      lines(236, 252, 120, 1, r, { h: 12, color: C.white, opacity: 0.9 }) +
      Array.from({ length: 28 }, (_, i) => {
        const x = 232 + (i % 7) * 42, y = 308 + Math.floor(i / 7) * 52;
        const mark = [3, 8, 12, 17, 22, 25].includes(i);
        return rect(x, y, 32, 40, 8, mark ? (i % 2 ? C.cyan : C.violet) : C.mist);
      }).join(''), 'filter="url(#sh)"');
    s += iconTile(300, 600, 120, ic('clock', 324, 624, 72));
    // phone with feed
    s += phone(650, 120, 300, 660);
    s += avatar(700, 200, 24, C.lav2) + lines(736, 188, 140, 2, r, { gap: 18, h: 9 });
    s += imagePlaceholder(672, 240, 256, 230, 16);
    s += path(heartPath(700, 500, 16), C.cyan) + stroke('M742 488H770A6 6 0 0 1 776 494V506A6 6 0 0 1 770 512H752L744 518V512H742A6 6 0 0 1 736 506V494A6 6 0 0 1 742 488Z', C.violet, 3.5) +
      stroke('M806 506L830 490L854 506', C.violet, 3.5);
    s += lines(676, 540, 230, 2, r, { gap: 20, h: 9 });
    s += avatar(700, 620, 24, C.lav2) + lines(736, 608, 140, 2, r, { gap: 18, h: 9 }) + imagePlaceholder(672, 660, 256, 90, 16, 'url(#gVV)');
    // reactions
    s += g(circle(1060, 220, 50, C.violet) + path(heartPath(1060, 220, 22), C.white), 'filter="url(#sh)"');
    s += g(circle(1160, 330, 38, C.cyan) + stroke('M1146 330L1156 340L1176 320', C.navy, 6), 'filter="url(#sh)"');
    s += g(bubble(1000, 300, 110, 70, C.white, 'left') + [0, 1, 2].map((i) => circle(1030 + i * 25, 335, 7, C.violet)).join(''), 'filter="url(#shS)"');
    s += g(rect(1030, 460, 340, 250, 24, C.white) + lines(1058, 488, 150, 1, r, { h: 12, opacity: 0.5 }) +
      barChart(1058, 530, 284, 150, 7, r, { colors: [C.violet, C.cyan] }), 'filter="url(#sh)"');
    s += sparkle(1400, 200, 18) + sparkle(580, 140, 14, C.lav) + sparkle(1320, 790, 14);
    return s;
  },
};

export function serviceBannerSvg(slug, w = 1600, h = 900) {
  const r = rng('banner:' + slug);
  const bg = background(1600, 900, 'dark', r);
  return svg(w, h, bg.body + BANNERS[slug](r), commonDefs() + bg.defs, ` preserveAspectRatio="xMidYMid slice"`).replace(
    `viewBox="0 0 ${w} ${h}"`, 'viewBox="0 0 1600 900"');
}

// =====================================================================================
// Project images (1600 x 1000)
// =====================================================================================
const PROJECTS = {
  storefront: (r) => {
    let s = windowCard(180, 150, 1000, 700);
    s += rect(200, 218, 960, 46, 12, C.mist) + circle(232, 241, 14, 'url(#gVC)') + lines(258, 236, 90, 1, r, { h: 10 }) +
      [0, 1, 2, 3].map((i) => rect(640 + i * 90, 236, 64, 10, 5, C.ink, 'fill-opacity="0.2"')).join('') + circle(1124, 241, 14, C.violet);
    s += rect(200, 284, 960, 230, 18, 'url(#gVC)') + lines(240, 330, 330, 2, r, { gap: 34, h: 20, color: C.white, opacity: 0.92 }) +
      lines(240, 410, 280, 2, r, { gap: 20, h: 10, color: C.white, opacity: 0.6 }) + rect(240, 452, 150, 40, 20, C.white);
    s += circle(930, 400, 96, C.white, 'fill-opacity="0.22"') + rect(870, 330, 120, 150, 26, C.white, 'fill-opacity="0.9"') + stroke('M900 338V322A30 30 0 0 1 960 322V338', C.white, 8);
    [0, 1, 2, 3].forEach((i) => {
      const x = 200 + i * 245;
      s += rect(x, 534, 225, 292, 18, C.mist) + rect(x + 14, 548, 197, 160, 12, [C.lav2, C.cyan2, C.lav, C.lav2][i]) +
        isoCube(x + 112, 600, 40, [[C.white, C.cyan2, C.white, C.lav2][i], C.violet2, C.violet]) +
        lines(x + 16, 724, 150, 2, r, { gap: 22, h: 10 }) + rect(x + 16, 776, 80, 30, 15, C.violet) + circle(x + 190, 791, 15, C.cyan);
    });
    s += phone(1170, 260, 260, 540);
    s += lines(1200, 320, 120, 1, r, { h: 14, opacity: 0.6 });
    [0, 1, 2].forEach((i) => { s += rect(1192, 356 + i * 96, 56, 76, 12, i === 1 ? C.cyan2 : C.lav2) + lines(1262, 366 + i * 96, 130, 2, r, { gap: 22, h: 10 }) + rect(1262, 410 + i * 96, 60, 14, 7, C.violet); });
    s += rect(1192, 660, 216, 2, 1, C.lav2) + lines(1192, 680, 200, 1, r, { h: 12, opacity: 0.4 }) + rect(1192, 712, 216, 50, 25, 'url(#gVC)');
    s += g(rect(1250, 130, 260, 90, 22, C.white) + checkBadge(1298, 175, 24) + lines(1336, 158, 150, 2, r, { gap: 22, h: 10 }), 'filter="url(#sh)"');
    return s;
  },

  banking: (r) => {
    let s = phone(470, 130, 320, 700);
    s += rect(500, 200, 260, 150, 22, 'url(#gVC)') + rect(524, 226, 44, 32, 8, C.white, 'fill-opacity="0.7"') +
      lines(524, 280, 150, 1, r, { h: 22, color: C.white, opacity: 0.95 }) + lines(524, 316, 100, 1, r, { h: 10, color: C.white, opacity: 0.6 });
    s += [['database', C.violet], ['financial-services', C.cyan], ['mail', C.violet2]].map(([k, c], i) => badgeIcon(k, 510 + i * 86, 372, 64, c)).join('');
    [0, 1, 2, 3, 4].forEach((i) => { s += avatar(528, 486 + i * 64, 22, C.lav2) + lines(562, 474 + i * 64, 110, 2, r, { gap: 18, h: 9 }) + rect(690, 478 + i * 64, 50, 12, 6, i % 2 ? C.cyan : C.violet); });
    s += phone(830, 210, 320, 700);
    s += lines(862, 280, 140, 1, r, { h: 14, opacity: 0.6 }) + donut(990, 420, 92, 0.62, { width: 28, color2: C.cyan });
    s += rect(860, 560, 260, 160, 18, C.mist) + barChart(884, 584, 212, 116, 7, r, { rising: false });
    s += rect(860, 740, 260, 60, 30, 'url(#gVC)') + lines(900, 764, 120, 1, r, { h: 12, color: C.white, opacity: 0.9 });
    // floating card
    s += g(`<g transform="rotate(-10 1330 320)">` + rect(1180, 220, 320, 196, 26, 'url(#gVV)') + rect(1210, 260, 52, 38, 8, '#F3D36B') +
      lines(1210, 330, 200, 1, r, { h: 14, color: C.white, opacity: 0.85 }) + lines(1210, 366, 120, 1, r, { h: 10, color: C.white, opacity: 0.6 }) +
      circle(1440, 376, 20, C.cyan, 'fill-opacity="0.9"') + circle(1466, 376, 20, C.white, 'fill-opacity="0.6"') + '</g>', 'filter="url(#sh)"');
    s += g(path('M1300 560L1390 594V670C1390 732 1350 772 1300 792C1250 772 1210 732 1210 670V594Z', 'url(#gVC)') + stroke('M1268 672L1292 696L1336 648', C.white, 12), 'filter="url(#sh)"');
    s += iconTile(180, 520, 150, ic('check', 213, 553, 84)) + iconTile(230, 250, 120, ic('financial-services', 254, 274, 72));
    return s;
  },

  triage: (r) => {
    let s = windowCard(170, 150, 820, 700);
    s += rect(190, 218, 780, 70, 14, C.mist) + avatar(230, 253, 24, C.lav2) + lines(268, 240, 180, 2, r, { gap: 18, h: 9 }) + circle(940, 253, 10, '#22C55E');
    s += bubble(560, 320, 380, 80, C.violet, 'right') + lines(588, 342, 320, 2, r, { gap: 22, h: 10, color: C.white, opacity: 0.85 });
    s += circle(230, 460, 26, 'url(#gVC)') + sparkle(230, 460, 13, C.white) + bubble(272, 420, 420, 120, C.mist, 'left') + lines(298, 446, 360, 3, r, { gap: 24, h: 10 });
    s += [0, 1, 2].map((i) => rect(272 + i * 160, 566, 146, 44, 22, 'none', `stroke="${C.violet}" stroke-width="3"`) + rect(296 + i * 160, 584, 98, 9, 4.5, C.violet, 'fill-opacity="0.6"')).join('');
    s += bubble(640, 640, 300, 64, C.violet, 'right') + lines(664, 662, 240, 1, r, { h: 10, color: C.white, opacity: 0.85 });
    s += rect(190, 770, 780, 56, 28, C.mist) + lines(220, 792, 400, 1, r, { h: 10 }) + circle(934, 798, 20, 'url(#gVC)');
    s += g(rect(1040, 170, 400, 310, 24, C.white) + path(heartPath(1090, 220, 18), C.cyan) + lines(1124, 210, 160, 1, r, { h: 12, opacity: 0.5 }) +
      stroke('M1070 380H1140L1165 320L1200 430L1232 350L1252 380H1410', C.violet, 6) + rect(1070, 440, 100, 14, 7, C.cyan) + rect(1186, 440, 70, 14, 7, C.lav), 'filter="url(#sh)"');
    s += g(rect(1040, 520, 400, 300, 24, C.white) + lines(1070, 552, 180, 1, r, { h: 12, opacity: 0.5 }) +
      [[C.cyan, 0.85], [C.violet, 0.55], [C.violet2, 0.3]].map(([c, f], i) => rect(1070, 600 + i * 66, 340, 36, 18, C.lav2) + rect(1070, 600 + i * 66, 340 * f, 36, 18, c)).join(''), 'filter="url(#sh)"');
    s += g(rect(1380, 100, 120, 120, 30, C.white) + path('M1428 124H1452V148H1476V172H1452V196H1428V172H1404V148H1428Z', C.violet), 'filter="url(#sh)"');
    return s;
  },

  leadRouting: (r) => {
    let s = windowCard(140, 140, 1000, 720);
    s += rect(142, 190, 996, 668, 20, 'url(#dotsInk)');
    s += connector(380, 500, 430, 500) + connector(630, 500, 700, 330) + connector(630, 500, 700, 500, C.cyan) + connector(630, 500, 700, 670);
    s += flowNode(180, 452, 'webhook', r) + flowNode(430, 452, 'ai-development', r);
    [330, 500, 670].forEach((y, i) => {
      s += g(rect(700, y - 48, 400, 96, 20, C.white) + avatar(752, y, 30, [C.lav2, C.cyan2, C.lav2][i], [C.violet, '#0FA5BE', C.violet2][i]) +
        lines(800, y - 22, 170, 2, r, { gap: 22, h: 10 }) + rect(1000, y - 14, 76, 28, 14, i === 1 ? C.cyan : C.lav2), 'filter="url(#shS)"');
    });
    s += phone(1180, 220, 280, 580, { frame: C.navy });
    s += rect(1200, 240, 240, 70, 10, '#128C7E') + circle(1236, 275, 18, C.white, 'fill-opacity="0.85"') + lines(1266, 266, 110, 1, r, { h: 12, color: C.white, opacity: 0.85 });
    s += bubble(1216, 340, 190, 86, '#DCF8C6', 'left') + lines(1234, 358, 150, 3, r, { gap: 20, h: 9 });
    s += bubble(1250, 456, 170, 60, C.lav2, 'right') + lines(1268, 474, 120, 1, r, { h: 9 });
    s += bubble(1216, 546, 200, 110, '#DCF8C6', 'left') + lines(1234, 566, 160, 3, r, { gap: 22, h: 9 }) + rect(1234, 630, 90, 12, 6, '#128C7E');
    s += g(rect(1300, 110, 200, 80, 22, C.white) + checkBadge(1340, 150, 22) + lines(1372, 134, 100, 2, r, { gap: 20, h: 9 }), 'filter="url(#sh)"');
    return s;
  },

  fleet: (r) => {
    let s = windowCard(140, 120, 1320, 780, { dark: true });
    s += rect(164, 190, 820, 684, 18, '#0F1A44');
    // map roads
    for (let i = 0; i < 9; i++) s += stroke(`M164 ${240 + i * 78}L984 ${210 + i * 78 + r.range(-20, 20)}`, C.white, 2, 'stroke-opacity="0.07"');
    for (let i = 0; i < 11; i++) s += stroke(`M${200 + i * 76} 190L${180 + i * 76 + r.range(-30, 30)} 874`, C.white, 2, 'stroke-opacity="0.07"');
    s += path('M164 600Q300 520 420 640T700 700T984 560V874H164Z', C.cyan, 'fill-opacity="0.06"');
    s += stroke('M240 780C320 620 420 640 500 520S700 360 880 300', C.violet, 7) + stroke('M260 360C380 420 480 380 560 470S760 700 920 720', C.cyan, 7) +
      stroke('M220 560C340 560 420 600 520 600S720 520 900 520', C.violet2, 5, 'stroke-dasharray="14 12"');
    [[500, 520, C.violet], [880, 300, C.violet], [560, 470, C.cyan], [920, 720, C.cyan], [240, 780, C.violet2], [700, 566, C.violet2]].forEach(([x, y, c]) => {
      s += circle(x, y, 28, c, 'fill-opacity="0.2"') + `<g transform="translate(${x} ${y})"><path d="M0 0C-3 -7 -13 -13 -13 -24A13 13 0 0 1 13 -24C13 -13 3 -7 0 0Z" fill="${c}" stroke="#FFFFFF" stroke-width="3"/><circle cx="0" cy="-24" r="5" fill="#FFFFFF"/></g>`;
    });
    [0, 1, 2].forEach((i) => {
      const y = 190 + i * 124;
      s += rect(1008, y, 428, 108, 16, '#1D2960') + badgeIcon(['logistics-supply-chain', 'clock', 'check'][i], 1028, y + 24, 60, [C.violet, C.cyan, C.violet2][i]) +
        rect(1108, y + 32, 110, 18, 9, C.white, 'fill-opacity="0.85"') + rect(1108, y + 62, 180, 10, 5, C.white, 'fill-opacity="0.3"');
    });
    s += rect(1008, 562, 428, 312, 16, '#1D2960') + barChart(1036, 612, 372, 230, 8, r, { colors: [C.violet, C.cyan] });
    s += g(rect(60, 700, 260, 150, 24, C.white) + ic('logistics-supply-chain', 88, 730, 88) + lines(196, 748, 96, 3, r, { gap: 22, h: 10 }), 'filter="url(#sh)"');
    return s;
  },

  channelManager: (r) => {
    let s = windowCard(150, 150, 1010, 700);
    s += rect(170, 218, 970, 50, 12, C.mist);
    for (let d = 0; d < 10; d++) s += rect(360 + d * 78, 234, 40, 16, 8, C.ink, 'fill-opacity="0.16"');
    for (let row = 0; row < 8; row++) {
      const y = 290 + row * 68;
      s += rect(170, y, 970, 56, 10, row % 2 ? C.white : C.mist) + circle(196, y + 28, 12, [C.violet, C.cyan, C.violet2][row % 3]) + rect(220, y + 22, 110, 12, 6, C.ink, 'fill-opacity="0.2"');
      let x = 350 + Math.floor(r() * 3) * 78;
      while (x < 1060) {
        const len = (1 + Math.floor(r() * 3)) * 78 - 10;
        const w = Math.min(len, 1130 - x);
        s += rect(x, y + 9, w, 38, 12, r.pick(['url(#gVC)', C.violet, C.cyan, C.lav]));
        x += len + 10 + Math.floor(r() * 2) * 78;
      }
    }
    // channel hub
    s += g(rect(1200, 190, 280, 620, 28, C.white), 'filter="url(#sh)"');
    s += circle(1340, 500, 58, 'url(#gVC)') + ic('vacation-rentals-hospitality', 1310, 470, 60).replaceAll(C.violet, C.white).replaceAll(C.cyan, C.white);
    [[1260, 290, '#FF5A5F'], [1420, 290, '#003580'], [1260, 710, '#00A699'], [1420, 710, C.violet]].forEach(([x, y, c]) => {
      s += stroke(`M${x} ${y}L1340 500`, C.lav, 4, 'stroke-dasharray="8 8"') + circle(x, y, 40, c) + circle(x, y, 16, C.white, 'fill-opacity="0.85"');
    });
    return s;
  },

  lms: (r) => {
    let s = windowCard(150, 140, 1000, 720);
    s += rect(170, 208, 640, 380, 20, 'url(#gVV)') + circle(490, 398, 64, C.white, 'fill-opacity="0.92"') + path('M470 364L522 398L470 432Z', C.violet);
    s += rect(170, 610, 640, 14, 7, C.lav2) + rect(170, 610, 400, 14, 7, C.cyan);
    s += lines(170, 650, 520, 2, r, { gap: 30, h: 16, opacity: 0.6 }) + lines(170, 720, 560, 3, r, { gap: 24, h: 10 });
    s += rect(830, 208, 300, 632, 20, C.mist);
    [0, 1, 2, 3, 4, 5].forEach((i) => {
      const y = 232 + i * 98;
      s += rect(850, y, 260, 82, 14, C.white) + (i < 3 ? checkBadge(884, y + 41, 18, C.cyan) : circle(884, y + 41, 18, 'none', `stroke="${C.lav}" stroke-width="4"`)) +
        lines(916, y + 24, 170, 2, r, { gap: 20, h: 9 });
    });
    s += phone(1190, 300, 250, 520);
    s += lines(1218, 368, 150, 2, r, { gap: 24, h: 12, opacity: 0.6 });
    [0, 1, 2, 3].forEach((i) => { s += rect(1212, 440 + i * 76, 206, 60, 14, i === 1 ? C.violet : C.lav2) + circle(1240, 470 + i * 76, 11, i === 1 ? C.white : C.violet, i === 1 ? '' : 'fill-opacity="0.3"') + rect(1262, 464 + i * 76, 120, 12, 6, i === 1 ? C.white : C.ink, `fill-opacity="${i === 1 ? 0.9 : 0.2}"`); });
    s += g(rect(1230, 130, 170, 140, 28, C.white) + ic('education', 1269, 154, 92), 'filter="url(#sh)"');
    return s;
  },

  inventorySync: (r) => {
    let s = circle(800, 330, 150, 'none', `stroke="${C.white}" stroke-opacity="0.15" stroke-width="3" stroke-dasharray="6 10"`);
    s += g(rect(300, 190, 280, 280, 48, C.white) + placeIcon(ICONS['retail-e-commerce'], 355, 245, 170), 'filter="url(#sh)"');
    s += g(rect(1020, 190, 280, 280, 48, C.white) + placeIcon(ICONS.database, 1075, 245, 170), 'filter="url(#sh)"');
    s += stroke('M610 290C700 220 900 220 990 290', C.cyan, 10) + path('M996 262L1010 306L966 300Z', C.cyan);
    s += stroke('M990 380C900 450 700 450 610 380', C.violet2, 10) + path('M604 408L590 364L634 370Z', C.violet2);
    s += g(circle(800, 335, 58, 'url(#gVC)') + stroke('M778 318A26 26 0 0 1 824 326M822 352A26 26 0 0 1 776 344', C.white, 8) +
      path('M830 308L830 332L808 326Z', C.white) + path('M770 362L770 338L792 344Z', C.white), 'filter="url(#sh)"');
    s += g(rect(260, 560, 1080, 340, 26, C.white), 'filter="url(#sh)"');
    s += rect(260, 560, 1080, 64, 26, C.lav2) + rect(260, 600, 1080, 24, 0, C.lav2) + lines(300, 586, 900, 1, r, { h: 12, opacity: 0.25 });
    [0, 1, 2, 3].forEach((i) => {
      const y = 646 + i * 62;
      const f = r.range(0.15, 0.95);
      s += rect(296, y, 44, 44, 10, [C.lav2, C.cyan2, C.lav, C.lav2][i]) + lines(360, y + 8, 260, 2, r, { gap: 18, h: 9 }) +
        rect(700, y + 14, 360, 16, 8, C.mist) + rect(700, y + 14, 360 * f, 16, 8, f < 0.3 ? C.violet2 : f < 0.6 ? C.violet : C.cyan) +
        checkBadge(1270, y + 22, 18, i === 2 ? C.lav : C.cyan);
    });
    return s;
  },

  kubernetes: (r) => {
    const hex = (cx, cy, R, fill, extra = '') => path(Array.from({ length: 6 }, (_, i) => {
      const a = Math.PI / 6 + (i * Math.PI) / 3;
      return `${i ? 'L' : 'M'}${n(cx + R * Math.cos(a))} ${n(cy + R * Math.sin(a))}`;
    }).join('') + 'Z', fill, extra);
    let s = '';
    const R = 92;
    const cells = [[0, 0], [1, 0], [2, 0], [-0.5, 1], [0.5, 1], [1.5, 1], [2.5, 1], [0, 2], [1, 2], [2, 2]];
    cells.forEach(([q, row], i) => {
      const cx = 330 + q * R * 1.78, cy = 260 + row * R * 1.55;
      const active = r() > 0.3;
      s += g(hex(cx, cy, R, active ? C.white : '#1D2960', active ? '' : `stroke="${C.violet}" stroke-opacity="0.6" stroke-width="3"`), active ? 'filter="url(#shS)"' : '');
      for (let k = 0; k < 4; k++) {
        const px = cx - 30 + (k % 2) * 36, py = cy - 30 + Math.floor(k / 2) * 36;
        s += rect(px, py, 26, 26, 7, k === 3 && !active ? 'none' : [C.violet, C.cyan, C.violet2, C.lav][(i + k) % 4], k === 3 && !active ? `stroke="${C.lav}" stroke-width="2" stroke-dasharray="4 4"` : '');
      }
    });
    s += g(rect(1020, 150, 460, 300, 24, '#0A1230', `stroke="${C.violet}" stroke-opacity="0.6" stroke-width="2"`) +
      [C.violet, C.lav, C.cyan].map((c, i) => circle(1052 + i * 20, 180, 6, c)).join('') +
      [0, 1, 2, 3, 4, 5].map((i) => stroke(`M1052 ${222 + i * 36}L1062 ${228 + i * 36}L1052 ${234 + i * 36}`, C.cyan, 3) +
        rect(1076, 222 + i * 36, r.range(160, 360), 11, 5.5, i === 5 ? C.cyan : C.white, `fill-opacity="${i === 5 ? 0.9 : 0.28}"`)).join(''), 'filter="url(#sh)"');
    s += g(rect(1020, 490, 460, 330, 24, C.white) + lines(1050, 522, 160, 1, r, { h: 12, opacity: 0.5 }) + rect(1380, 514, 70, 28, 14, C.cyan) +
      lineChart(1050, 570, 400, 220, 10, r, { color: C.cyan, area: 'url(#gAreaC)', rising: false }), 'filter="url(#sh)"');
    s += g(isoCube(260, 760, 56, [C.lav, C.violet, '#4B3FD1']) + isoCube(357, 760, 56, [C.cyan2, C.cyan, '#0FA5BE']) + isoCube(308, 676, 56, [C.white, C.violet2, C.violet]), 'filter="url(#shS)"');
    s += iconTile(560, 740, 130, ic('devops-services', 589, 769, 72)) + iconTile(740, 760, 110, ic('cloud-services', 763, 783, 64));
    return s;
  },

  socialPublisher: (r) => {
    let s = '';
    s += g(rect(160, 200, 430, 560, 28, C.white) + lines(196, 240, 160, 1, r, { h: 14, opacity: 0.5 }) +
      Array.from({ length: 35 }, (_, i) => {
        const x = 194 + (i % 7) * 54, y = 290 + Math.floor(i / 7) * 88;
        const mark = [2, 4, 9, 11, 15, 18, 23, 26, 30, 32].includes(i);
        return rect(x, y, 44, 74, 10, mark ? [C.violet, C.cyan, C.violet2][i % 3] : C.mist);
      }).join(''), 'filter="url(#sh)"');
    [-8, 0, 8].forEach((rot, i) => {
      const x = 700 + i * 150, y = 190 + (i === 1 ? -20 : 20);
      s += g(`<g transform="rotate(${rot} ${x + 150} ${y + 280})">` + rect(x, y, 300, 560, 28, C.white) + avatar(x + 40, y + 44, 22, C.lav2) +
        lines(x + 74, y + 32, 150, 2, r, { gap: 18, h: 9 }) + imagePlaceholder(x + 20, y + 88, 260, 260, 18, ['url(#gVC)', 'url(#gVV)', 'url(#gCyan)'][i]) +
        path(heartPath(x + 40, y + 380, 14), C.cyan) + lines(x + 20, y + 420, 240, 3, r, { gap: 22, h: 10 }) + '</g>', 'filter="url(#sh)"');
    });
    ['#1877F2', '#E6336B', '#0A66C2', '#111111', '#FF0000'].forEach((c, i) => {
      s += g(rect(1390 + (i % 2) * 80, 230 + i * 110, 76, 76, 20, c) + circle(1428 + (i % 2) * 80, 268 + i * 110, 14, C.white, 'fill-opacity="0.9"'), 'filter="url(#shS)"');
    });
    return s;
  },

  printQuote: (r) => {
    let s = '';
    s += g(isoSlab(560, 640, 760, 420, 40, [C.lav2, C.lav, C.violet2]), 'filter="url(#sh)"');
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      s += stroke(`M${n(180 + 380 * t)} ${n(640 - 210 * t)}L${n(560 + 380 * t)} ${n(850 - 210 * t)}`, C.violet, 2, 'stroke-opacity="0.2"');
      s += stroke(`M${n(180 + 380 * t)} ${n(640 + 210 * t)}L${n(560 + 380 * t)} ${n(430 + 210 * t)}`, C.violet, 2, 'stroke-opacity="0.2"');
    }
    s += g(isoCube(560, 500, 120, ['url(#gCyan)', C.violet, '#4B3FD1']), 'filter="url(#sh)"');
    s += rect(206, 150, 22, 500, 11, C.navy, 'fill-opacity="0.85"') + rect(892, 150, 22, 500, 11, C.navy, 'fill-opacity="0.85"');
    s += stroke('M560 120V300', C.navy, 10) + path('M520 300H600L578 350H542Z', C.navy) + circle(560, 372, 8, C.cyan);
    s += stroke('M220 160H900', C.navy, 14) + rect(500, 130, 120, 60, 14, C.navy);
    s += g(rect(1040, 200, 400, 560, 28, C.white) + lines(1076, 240, 200, 1, r, { h: 14, opacity: 0.5 }) +
      [0, 1, 2, 3].map((i) => lines(1076, 300 + i * 60, 160, 1, r, { h: 10 }) + rect(1330, 298 + i * 60, 74, 14, 7, C.ink, 'fill-opacity="0.25"')).join('') +
      rect(1076, 560, 328, 2, 1, C.lav2) + rect(1076, 590, 160, 22, 11, C.ink, 'fill-opacity="0.7"') + rect(1076, 660, 328, 64, 32, 'url(#gVC)'), 'filter="url(#sh)"');
    return s;
  },
};

export const PROJECT_THEMES = {
  storefront: 'violet', banking: 'dark', triage: 'teal', leadRouting: 'light', fleet: 'dark', channelManager: 'violet',
  lms: 'light', inventorySync: 'teal', kubernetes: 'dark', socialPublisher: 'violet', printQuote: 'light',
};

export function projectImageSvg(kind, w = 1600, h = 1000) {
  const r = rng('project:' + kind);
  const bg = background(1600, 1000, PROJECT_THEMES[kind], r);
  return svg(w, h, bg.body + PROJECTS[kind](r), commonDefs() + bg.defs).replace(`viewBox="0 0 ${w} ${h}"`, 'viewBox="0 0 1600 1000"');
}

export function defaultPortfolioSvg(w = 800, h = 500) {
  const r = rng('portfolio-default');
  const bg = background(1600, 1000, 'light', r);
  let s = windowCard(300, 180, 1000, 640);
  s += imagePlaceholder(340, 260, 560, 380, 22);
  s += lines(940, 270, 320, 3, r, { gap: 40, h: 20, opacity: 0.5 }) + lines(940, 420, 300, 4, r, { gap: 26, h: 11 }) + rect(940, 580, 170, 50, 25, C.violet);
  s += [0, 1, 2].map((i) => rect(340 + i * 320, 680, 300, 100, 16, C.mist) + circle(380 + i * 320, 730, 20, i % 2 ? C.cyan : C.violet) + lines(416 + i * 320, 712, 200, 2, r, { gap: 22, h: 10 })).join('');
  return svg(w, h, bg.body + s, commonDefs() + bg.defs).replace(`viewBox="0 0 ${w} ${h}"`, 'viewBox="0 0 1600 1000"');
}

// =====================================================================================
// Hero images (1200 x 900, transparent)
// =====================================================================================
const HEROES = {
  home: (r) => {
    const cx = 600, cy = 450;
    let s = circle(cx, cy, 420, 'url(#glowV)') + circle(cx + 80, cy + 120, 300, 'url(#glowC)');
    s += `<ellipse cx="${cx}" cy="${cy}" rx="400" ry="150" fill="none" stroke="${C.lav}" stroke-opacity="0.5" stroke-width="3" transform="rotate(-18 ${cx} ${cy})"/>`;
    s += `<ellipse cx="${cx}" cy="${cy}" rx="300" ry="300" fill="none" stroke="${C.lav}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="6 12"/>`;
    s += `<ellipse cx="${cx}" cy="${cy}" rx="400" ry="150" fill="none" stroke="${C.cyan}" stroke-opacity="0.45" stroke-width="3" transform="rotate(24 ${cx} ${cy})"/>`;
    s += `<radialGradient id="core" cx="0.4" cy="0.35"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.35" stop-color="${C.cyan2}"/><stop offset="1" stop-color="${C.violet}"/></radialGradient>`;
    s += circle(cx, cy, 150, 'url(#glowW)', 'opacity="0.6"') + g(circle(cx, cy, 112, 'url(#core)'), 'filter="url(#sh)"') + sparkle(cx, cy, 44, C.white);
    [[232, 330, 'business-automation'], [960, 300, 'ai-development'], [330, 700, 'automation'], [900, 640, 'cloud-services'], [600, 150, 'automated-social-media'], [690, 780, 'web-mobile-dev']].forEach(([x, y, key]) => {
      s += iconTile(x - 56, y - 56, 112, ic(key, x - 36, y - 36, 72), { r: 30 });
    });
    s += g(rect(820, 80, 300, 150, 24, C.white) + lines(850, 108, 120, 1, r, { h: 12, opacity: 0.5 }) + lineChart(850, 140, 240, 64, 7, r, { width: 4 }), 'filter="url(#sh)"');
    s += g(rect(60, 470, 250, 96, 24, C.white) + checkBadge(108, 518, 24) + lines(146, 500, 130, 2, r, { gap: 22, h: 10 }), 'filter="url(#sh)"');
    s += sparkle(1080, 480, 18) + sparkle(140, 180, 14, C.violet2) + sparkle(1040, 800, 12);
    return s;
  },

  services: (r) => {
    let s = circle(600, 470, 420, 'url(#glowV)') + circle(620, 560, 300, 'url(#glowC)');
    s += g(isoSlab(600, 640, 700, 380, 36, ['url(#gLav)', C.lav, C.violet2]), 'filter="url(#sh)"');
    s += g(isoSlab(600, 480, 560, 300, 32, ['url(#gCyan)', '#0FA5BE', '#0B8AA0']), 'filter="url(#sh)"');
    s += g(isoSlab(600, 330, 420, 230, 30, ['url(#gVV)', C.violet, '#4B3FD1']), 'filter="url(#sh)"');
    s += isoCube(600, 250, 54, [C.white, C.lav, C.violet2]);
    s += isoCube(470, 640, 40, [C.white, C.violet2, C.violet]) + isoCube(730, 640, 40, [C.cyan2, C.cyan, '#0FA5BE']) + isoCube(600, 705, 40, [C.white, C.lav, C.violet2]);
    s += isoCube(520, 470, 34, [C.white, C.lav, C.violet2]) + isoCube(680, 470, 34, [C.white, C.lav, C.violet2]);
    [[170, 300, 'code'], [1030, 290, 'ai-apps-integrations'], [140, 640, 'ui-ux-design'], [1060, 640, 'devops-services']].forEach(([x, y, key]) => {
      s += dashed(`M${x} ${y}Q${(x + 600) / 2} ${y - 40} 600 ${y < 500 ? 330 : 640}`, C.violet, 0.5, 3);
      s += iconTile(x - 58, y - 58, 116, ic(key, x - 37, y - 37, 74), { r: 30 });
    });
    s += sparkle(600, 120, 26, C.cyan) + sparkle(960, 130, 14, C.violet2) + sparkle(240, 820, 14);
    return s;
  },

  about: (r) => {
    const cx = 600, cy = 460, R = 250;
    let s = circle(cx, cy, 420, 'url(#glowV)');
    s += g(circle(cx, cy, R, 'url(#gVV)'), 'filter="url(#sh)"');
    s += circle(cx, cy, R, 'url(#dots)');
    [0.35, 0.7].forEach((k) => { s += `<ellipse cx="${cx}" cy="${cy}" rx="${R * k}" ry="${R}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3"/>`; });
    [-0.5, 0, 0.5].forEach((k) => { const y = cy + k * R; const half = Math.sqrt(R * R - (k * R) ** 2); s += stroke(`M${n(cx - half)} ${n(y)}H${n(cx + half)}`, '#FFFFFF', 3, 'stroke-opacity="0.35"'); });
    s += `<ellipse cx="${cx}" cy="${cy}" rx="${R + 90}" ry="90" fill="none" stroke="${C.cyan}" stroke-opacity="0.6" stroke-width="3" transform="rotate(-20 ${cx} ${cy})"/>`;
    // office pins (Lahore, Dubai, Riyadh) roughly placed on the globe face
    [[690, 380, 1.2], [610, 420, 1], [560, 440, 1]].forEach(([x, y, k]) => {
      s += circle(x, y, 26 * k, C.white, 'fill-opacity="0.18"') + `<g transform="translate(${x} ${y}) scale(${k * 1.6})"><path d="M0 0C-3 -7 -11 -12 -11 -21A11 11 0 0 1 11 -21C11 -12 3 -7 0 0Z" fill="${C.cyan}" stroke="#FFFFFF" stroke-width="2"/><circle cx="0" cy="-21" r="4.2" fill="#FFFFFF"/></g>`;
    });
    s += stroke('M690 380Q650 340 610 420', C.white, 3, 'stroke-dasharray="4 6"') + stroke('M610 420Q580 400 560 440', C.white, 3, 'stroke-dasharray="4 6"');
    [[180, 250, C.lav2, C.violet], [1020, 230, C.cyan2, '#0FA5BE'], [140, 620, C.cyan2, '#0FA5BE'], [1060, 640, C.lav2, C.violet], [600, 110, C.lav2, C.violet2], [420, 800, C.lav2, C.violet], [800, 800, C.cyan2, '#0FA5BE']].forEach(([x, y, bgc, fg], i) => {
      s += dashed(`M${x} ${y}L${cx} ${cy}`, C.violet, 0.35, 3);
      s += g(circle(x, y, 58, C.white) + avatar(x, y, 46, bgc, fg), 'filter="url(#sh)"');
      if (i < 2) s += checkBadge(x + 42, y - 42, 16);
    });
    s += sparkle(1100, 440, 16) + sparkle(100, 420, 14, C.violet2);
    return s;
  },
};

export function heroImageSvg(key, w = 1200, h = 900) {
  const r = rng('hero:' + key);
  return svg(w, h, HEROES[key](r), commonDefs()).replace(`viewBox="0 0 ${w} ${h}"`, 'viewBox="0 0 1200 900"');
}

export function heroBackgroundSvg(w = 1920, h = 1080) {
  const r = rng('hero-background');
  const bg = background(w, h, 'dark', r);
  const grid = `<pattern id="gl" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="#FFFFFF" stroke-opacity="0.05" stroke-width="1.5"/></pattern>`;
  let s = bg.body + rect(0, 0, w, h, 0, 'url(#gl)');
  s += circle(w * 0.82, h * 0.2, 180, 'none', `stroke="${C.cyan}" stroke-opacity="0.12" stroke-width="2"`);
  s += stroke(`M0 ${h * 0.78}C${w * 0.3} ${h * 0.6} ${w * 0.55} ${h * 0.95} ${w} ${h * 0.7}`, C.violet, 3, 'stroke-opacity="0.25"');
  s += stroke(`M0 ${h * 0.86}C${w * 0.35} ${h * 0.7} ${w * 0.6} ${h} ${w} ${h * 0.8}`, C.cyan, 2, 'stroke-opacity="0.18"');
  return svg(w, h, s, commonDefs() + bg.defs + grid);
}

// =====================================================================================
// Share images (1200 x 630)
// =====================================================================================
export function ogSvg({ kicker, title, iconKey, seed }) {
  const W = 1200, H = 630;
  const r = rng('og:' + seed);
  const bg = background(W, H, 'dark', r);
  const titleLines = wrap(title, title.length > 24 ? 17 : 20).slice(0, 3);
  const fs = titleLines.length > 2 ? 54 : 62;
  let s = bg.body;
  s += brandMarkInline(72, 64, 56) + `<text x="144" y="103" font-family="${FONT}" font-size="34" font-weight="700" fill="#FFFFFF" letter-spacing="0.5">Lumenaut</text>`;
  if (kicker) s += rect(72, 186, 36 + kicker.length * 16.2, 38, 19, C.violet, 'fill-opacity="0.25"') +
    `<text x="90" y="212" font-family="${FONT}" font-size="19" font-weight="700" fill="${C.cyan}" letter-spacing="2.5">${esc(kicker.toUpperCase())}</text>`;
  const y0 = kicker ? 300 : 260;
  titleLines.forEach((line, i) => {
    s += `<text x="72" y="${y0 + i * (fs + 12)}" font-family="${FONT}" font-size="${fs}" font-weight="700" fill="#FFFFFF">${esc(line)}</text>`;
  });
  s += rect(72, 540, 64, 6, 3, C.cyan) + `<text x="152" y="550" font-family="${FONT}" font-size="22" fill="#FFFFFF" fill-opacity="0.75">lumenaut.dev</text>`;
  // right-hand emblem
  const ex = 930, ey = 330;
  s += circle(ex, ey, 230, 'url(#glowV)') + circle(ex, ey, 170, 'none', `stroke="#FFFFFF" stroke-opacity="0.1" stroke-width="2" stroke-dasharray="4 10"`);
  s += g(rect(ex - 120, ey - 120, 240, 240, 64, 'url(#gVC)'), 'filter="url(#sh)"') + placeIcon(iconMarkupMono(iconKey, '#FFFFFF'), ex - 80, ey - 80, 160);
  s += sparkle(ex + 150, ey - 150, 18) + sparkle(ex - 170, ey + 150, 12, C.lav);
  return svg(W, H, s, commonDefs() + bg.defs + brandMarkDefs);
}
