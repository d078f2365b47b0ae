/* global process, Buffer */
// Draws the web app's icons (PWA manifest, iOS home screen) from one SVG with headless Chromium and
// writes them to public/icons; the PNGs are committed. Run again after changing the artwork:
//   node apps/web/scripts/make-icons.mjs      (CHROMIUM_PATH, else /usr/bin/chromium)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The brand mark: a gold coin holding a four-leaf clover (the favicon) on deep purple. */
function icon(coinScale, rounded) {
  const r = 256 * coinScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4c30a8"/><stop offset="0.6" stop-color="#2f1d72"/><stop offset="1" stop-color="#150c33"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55">
      <stop offset="0" stop-color="#ffd572" stop-opacity="0.35"/><stop offset="1" stop-color="#ffd572" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff0b0"/><stop offset="0.5" stop-color="#ffcf4a"/><stop offset="1" stop-color="#d98c0c"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#bg)"/>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#glow)"/>
  <g transform="translate(256 256) scale(${r / 20})">
    <circle r="19.5" fill="#a8660a"/>
    <circle r="18.5" fill="url(#gold)"/>
    <circle r="15.5" fill="none" stroke="#fff3c4" stroke-width="0.8" opacity="0.8"/>
    <g fill="#4c30a8"><circle cx="-4.5" cy="-4.5" r="5"/><circle cx="4.5" cy="-4.5" r="5"/><circle cx="-4.5" cy="4.5" r="5"/><circle cx="4.5" cy="4.5" r="5"/></g>
    <circle r="2.4" fill="#ffe08a"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: icon(0.62, true) },
  { file: 'icon-512.png', size: 512, svg: icon(0.62, true) },
  // Maskable icons are cropped to a circle or squircle by the launcher: full bleed, mark in the safe zone.
  { file: 'icon-maskable-512.png', size: 512, svg: icon(0.5, false) },
  { file: 'apple-touch-icon.png', size: 180, svg: icon(0.62, false) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(out, { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    );
    writeFileSync(join(out, file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
