import { randomInt } from 'node:crypto';
import { Raster } from '../../platform/png.js';

/** 5×7 digit glyphs, one row string per line ('#' = ink). */
const GLYPHS: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

const WIDTH = 150;
const HEIGHT = 50;
type Rgb = [number, number, number];
const randomColour = (low: number, high: number): Rgb => [
  randomInt(low, high),
  randomInt(low, high),
  randomInt(low, high),
];

/**
 * Draws the digits large, each with its own colour, offset and slant, over noise dots and lines:
 * easy for a person, tedious for a naive OCR script.
 */
export function drawCaptcha(text: string): Buffer {
  const image = new Raster(WIDTH, HEIGHT, [244, 242, 250]);
  for (let i = 0; i < 260; i++) image.set(randomInt(WIDTH), randomInt(HEIGHT), randomColour(120, 220));
  const scale = 5;
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? [];
    const colour = randomColour(20, 110);
    const left = 12 + index * 34 + randomInt(-2, 3);
    const top = 5 + randomInt(-3, 4);
    const slant = (randomInt(-15, 16) / 100) * scale;
    glyph.forEach((row, y) =>
      [...row].forEach((cell, x) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const py = top + y * scale + dy;
            image.set(left + x * scale + dx + (py - HEIGHT / 2) * (slant / scale), py, colour);
          }
      }),
    );
  });
  for (let line = 0; line < 3; line++) {
    const colour = randomColour(60, 180);
    const [y0, y1] = [randomInt(HEIGHT), randomInt(HEIGHT)];
    for (let x = 0; x < WIDTH; x++) image.set(x, y0 + ((y1 - y0) * x) / WIDTH, colour);
  }
  return image.toPng();
}
