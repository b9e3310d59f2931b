/**
 * Draws the page builder's seeded images (issue 20) into src/server/db/seed/assets/pages/: the
 * wheel's category icons (svg, plain and hover), the hero's graph images (svg) and, rasterised by
 * Chromium from SVG, the JPEGs the schema asks for (hero image, team portraits, video thumbnail,
 * press images). Run once when a drawing changes: `npx tsx scripts/page-assets.ts`; the output is
 * committed, the seeder only reads it. Every SVG is a plain drawing (no links, no script), so it
 * passes the upload checks of services/page-images.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const out = path.resolve('src/server/db/seed/assets/pages');
fs.mkdirSync(out, { recursive: true });

const TEAL = '#0b7f6f';
const TEAL_LIGHT = '#e3f4f0';
const INK = '#1f2a37';

// ── Wheel icons: one line drawing per category, on a pale disc (plain) or a teal disc (hover) ──
const GLYPHS: Record<string, string> = {
  heart: '<path d="M20 29s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 28 18c0 6-8 11-8 11z"/>',
  metabolism: '<path d="M20 10c4 5 7 9 7 13a7 7 0 0 1-14 0c0-4 3-8 7-13z"/><path d="M17 24h6"/>',
  inflammation:
    '<path d="M20 30c-5 0-8-3-8-7 0-5 5-6 5-11 3 2 4 5 4 7 1-1 2-3 2-4 3 2 5 5 5 8 0 4-3 7-8 7z"/>',
  liver: '<path d="M11 17c0-3 3-5 7-5h9c2 0 3 2 2 4-2 5-7 10-12 12-3 1-6-1-6-4z"/><path d="M22 13v7"/>',
  kidney:
    '<path d="M15 11c-4 0-6 4-6 9s2 9 6 9c3 0 4-2 4-4s-2-3-2-5 2-3 2-5-1-4-4-4z"/><path d="M25 11c4 0 6 4 6 9s-2 9-6 9c-3 0-4-2-4-4s2-3 2-5-2-3-2-5 1-4 4-4z"/>',
  blood: '<path d="M20 9c5 6 8 10 8 14a8 8 0 0 1-16 0c0-4 3-8 8-14z"/><path d="M16 24a4 4 0 0 0 4 4"/>',
  iron: '<rect x="12" y="12" width="16" height="16" rx="3"/><path d="M17 25v-10h6M17 20h5"/>',
  vitamins:
    '<rect x="10" y="16" width="20" height="9" rx="4.5" transform="rotate(-35 20 20.5)"/><path d="M17 15l6 9"/>',
  hormones:
    '<circle cx="14" cy="14" r="3"/><circle cx="27" cy="17" r="3"/><circle cx="18" cy="27" r="3"/><path d="M16.5 15l7.6 1.6M15 17l2.3 7.2M20.5 25.4l4.8-6"/>',
  thyroid:
    '<path d="M20 15c-2-3-8-4-9 1-1 4 1 10 5 11 2 0 3-2 4-4 1 2 2 4 4 4 4-1 6-7 5-11-1-5-7-4-9-1z"/><path d="M20 12v6"/>',
};

const icon = (glyph: string, hover: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">` +
  `<circle cx="20" cy="20" r="19" fill="${hover ? TEAL : TEAL_LIGHT}"/>` +
  `<g fill="none" stroke="${hover ? '#ffffff' : TEAL}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>\n`;

for (const [name, glyph] of Object.entries(GLYPHS)) {
  fs.writeFileSync(path.join(out, `wheel-${name}.svg`), icon(glyph, false));
  fs.writeFileSync(path.join(out, `wheel-${name}-hover.svg`), icon(glyph, true));
}

// ── The hero's three graph images (3:2) ──────────────────────────────────────────────────────
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160">` +
  `<rect width="240" height="160" rx="12" fill="#ffffff"/>${body}</svg>\n`;
const label = (x: number, y: number, text: string, size = 13, weight = 600, fill = INK) =>
  `<text x="${x}" y="${y}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${text}</text>`;

fs.writeFileSync(
  path.join(out, 'graph-innerage.svg'),
  frame(
    label(16, 26, 'InnerAge') +
      label(16, 44, 'down 5.9 years in 12 months', 11, 400, '#5b6675') +
      '<path d="M16 136H224" stroke="#d5d9e0"/>' +
      `<path d="M20 70 L70 82 L120 98 L170 112 L220 124" fill="none" stroke="${TEAL}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="220" cy="124" r="6" fill="${TEAL}"/><circle cx="20" cy="70" r="5" fill="#9aa4b2"/>`,
  ),
);
fs.writeFileSync(
  path.join(out, 'graph-biomarkers.svg'),
  frame(
    label(16, 26, 'Biomarkers in range') +
      '<rect x="16" y="48" width="208" height="12" rx="6" fill="#eef0f3"/>' +
      `<rect x="16" y="48" width="172" height="12" rx="6" fill="${TEAL}"/>` +
      '<rect x="16" y="76" width="208" height="12" rx="6" fill="#eef0f3"/>' +
      '<rect x="16" y="76" width="140" height="12" rx="6" fill="#3fb8a4"/>' +
      '<rect x="16" y="104" width="208" height="12" rx="6" fill="#eef0f3"/>' +
      '<rect x="16" y="104" width="96" height="12" rx="6" fill="#e2a33b"/>' +
      label(16, 144, 'Optimal · Normal · Watch', 11, 400, '#5b6675'),
  ),
);
fs.writeFileSync(
  path.join(out, 'graph-range.svg'),
  frame(
    label(16, 26, 'ApoB against its optimal zone') +
      '<rect x="16" y="70" width="208" height="16" rx="8" fill="#f4d7d2"/>' +
      '<rect x="16" y="70" width="150" height="16" rx="8" fill="#f7e6bf"/>' +
      '<rect x="16" y="70" width="96" height="16" rx="8" fill="#bfe6dd"/>' +
      `<path d="M131 58v40" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
      label(112, 120, '99 mg/dl', 13, 700) +
      label(16, 144, 'Optimal below 90 mg/dl', 11, 400, '#5b6675'),
  ),
);

// ── JPEGs, drawn as SVG and rasterised by Chromium ──────────────────────────────────────────
const heroSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 720" width="960" height="720">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9f2ec"/><stop offset="1" stop-color="#f6efe4"/></linearGradient>
  <linearGradient id="tube" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0584a"/><stop offset="1" stop-color="#a92e24"/></linearGradient>
</defs>
<rect width="960" height="720" fill="url(#bg)"/>
<circle cx="800" cy="120" r="180" fill="#bfe6dd" opacity="0.6"/>
<circle cx="120" cy="640" r="220" fill="#f1dcc0" opacity="0.55"/>
<g transform="translate(170 150)">
  <rect width="420" height="430" rx="28" fill="#ffffff"/>
  <text x="36" y="66" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="${INK}">Your results</text>
  <text x="36" y="100" font-family="system-ui, sans-serif" font-size="18" fill="#5b6675">14 biomarkers · 10 categories</text>
  ${[0, 1, 2, 3]
    .map((i) => {
      const y = 150 + i * 64;
      const w = [300, 250, 330, 200][i]!;
      const color = ['#0b7f6f', '#3fb8a4', '#0b7f6f', '#e2a33b'][i]!;
      return `<rect x="36" y="${y}" width="348" height="18" rx="9" fill="#eef0f3"/><rect x="36" y="${y}" width="${w}" height="18" rx="9" fill="${color}"/><circle cx="${36 + w}" cy="${y + 9}" r="13" fill="#ffffff" stroke="${color}" stroke-width="5"/>`;
    })
    .join('')}
</g>
<g transform="translate(640 210) rotate(12)">
  <rect x="0" y="0" width="90" height="40" rx="10" fill="${TEAL}"/>
  <rect x="8" y="34" width="74" height="300" rx="37" fill="#ffffff" stroke="#c5ccd6" stroke-width="5"/>
  <path d="M11 170 H79 V297 a34 34 0 0 1 -68 0 Z" fill="url(#tube)"/>
  <rect x="26" y="90" width="38" height="10" rx="5" fill="#d5d9e0"/>
</g>
<g transform="translate(560 520)">
  <rect width="260" height="120" rx="22" fill="${INK}"/>
  <text x="28" y="48" font-family="system-ui, sans-serif" font-size="20" fill="#c5ccd6">InnerAge</text>
  <text x="28" y="96" font-family="system-ui, sans-serif" font-size="44" font-weight="800" fill="#ffffff">32.4</text>
  <path d="M170 88 L196 62 L222 76" fill="none" stroke="#3fb8a4" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
</g>
</svg>`;

const PORTRAITS: [string, string, string][] = [
  ['team-maya', 'MO', '#0b7f6f'],
  ['team-daniel', 'DR', '#2f5d8a'],
  ['team-priya', 'PS', '#8a4f2f'],
  ['team-tom', 'TB', '#5b4a8a'],
  ['team-lena', 'LK', '#2f7a4a'],
  ['team-marcus', 'MW', '#8a2f52'],
];
const portraitSvg = (initials: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.55"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="200" cy="160" r="74" fill="#ffffff" opacity="0.9"/>
<path d="M70 400c10-90 70-140 130-140s120 50 130 140z" fill="#ffffff" opacity="0.9"/>
<text x="200" y="182" text-anchor="middle" font-family="system-ui, sans-serif" font-size="62" font-weight="800" fill="${color}">${initials}</text>
</svg>`;

const wideSvg = (title: string, accent: string, w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.45}" fill="#ffffff" opacity="0.08"/>
<path d="M0 ${h * 0.78} C ${w * 0.25} ${h * 0.62}, ${w * 0.5} ${h * 0.9}, ${w} ${h * 0.66} V ${h} H 0 Z" fill="#ffffff" opacity="0.1"/>
<text x="${w * 0.07}" y="${h * 0.24}" font-family="system-ui, sans-serif" font-size="${h * 0.1}" font-weight="800" fill="#ffffff">${title}</text>
</svg>`;

const JPEGS: [string, string, number, number][] = [
  ['hero', heroSvg, 960, 720],
  ...PORTRAITS.map(([name, initials, color]): [string, string, number, number] => [
    name,
    portraitSvg(initials, color),
    400,
    400,
  ]),
  ['video-innerage', wideSvg('How InnerAge is calculated', TEAL, 1280, 720), 1280, 720],
  ['video-tour', wideSvg('A tour of your results', '#2f5d8a', 1280, 720), 1280, 720],
  ['press-launch', wideSvg('InnerAge 3', TEAL, 640, 360), 640, 360],
  ['press-study', wideSvg('Biomarker study', '#8a4f2f', 640, 360), 640, 360],
  ['press-teams', wideSvg('Healthspan for teams', '#2f5d8a', 640, 360), 640, 360],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const [name, svg, width, height] of JPEGS) {
    await page.setViewportSize({ width, height });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({ path: path.join(out, `${name}.jpg`), type: 'jpeg', quality: 72 });
  }
} finally {
  await browser.close();
}
for (const f of fs.readdirSync(out).sort())
  console.log(`${f.padEnd(32)} ${(fs.statSync(path.join(out, f)).size / 1024).toFixed(1)} kB`);
