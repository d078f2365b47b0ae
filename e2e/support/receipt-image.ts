import { Raster } from '../../apps/server/src/platform/png.js';

type Rgb = [number, number, number];

function fill(raster: Raster, x: number, y: number, width: number, height: number, rgb: Rgb): void {
  for (let dy = 0; dy < height; dy++) for (let dx = 0; dx < width; dx++) raster.set(x + dx, y + dy, rgb);
}

/**
 * A phone-photo-like bank receipt as PNG bytes, drawn here so the journey uploads a real image: paper on
 * a grey table, a bank-coloured header, text lines, the amount in bold and a paid stamp. `tint` varies
 * the header so two receipts tell apart in a screenshot.
 */
export function receiptPng(tint: Rgb = [0, 87, 184]): Buffer {
  const raster = new Raster(240, 320, [214, 211, 222]);
  fill(raster, 24, 16, 192, 288, [255, 255, 255]);
  fill(raster, 24, 16, 192, 44, tint);
  fill(raster, 40, 32, 90, 12, [255, 255, 255]);
  for (const [y, width] of [
    [80, 150],
    [98, 120],
    [116, 140],
    [134, 96],
  ] as const) {
    fill(raster, 40, y, width, 7, [160, 156, 176]);
  }
  fill(raster, 40, 164, 160, 26, [255, 243, 214]);
  fill(raster, 48, 171, 110, 12, [30, 24, 48]);
  for (const [y, width] of [
    [210, 130],
    [228, 100],
  ] as const) {
    fill(raster, 40, y, width, 7, [190, 186, 204]);
  }
  // The paid stamp: a green ring.
  for (let angle = 0; angle < Math.PI * 2; angle += 0.01) {
    for (let r = 22; r < 27; r++)
      raster.set(168 + r * Math.cos(angle), 262 + r * Math.sin(angle), [22, 138, 92]);
  }
  return raster.toPng();
}
