import { describe, expect, it } from 'vitest';
import { placeList } from './country-code-picker';

describe('placeList', () => {
  it('opens below with the full height when there is room', () => {
    expect(placeList({ top: 100, bottom: 144 }, { top: 0, bottom: 800 })).toEqual({
      up: false,
      maxHeight: 260,
    });
  });

  it('opens upward near the bottom of a modal body on a small phone', () => {
    expect(placeList({ top: 500, bottom: 544 }, { top: 120, bottom: 600 })).toEqual({
      up: true,
      maxHeight: 260,
    });
  });

  it('caps the height by the room it gets', () => {
    expect(placeList({ top: 300, bottom: 344 }, { top: 100, bottom: 520 })).toEqual({
      up: false,
      maxHeight: 168,
    });
  });

  it('never shrinks below a usable height', () => {
    expect(placeList({ top: 150, bottom: 194 }, { top: 100, bottom: 260 }).maxHeight).toBe(140);
  });
});
