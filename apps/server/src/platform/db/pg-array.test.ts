import { describe, expect, it } from 'vitest';
import { pgArray } from './pg-array.js';

describe('pgArray', () => {
  it('quotes text, escapes quotes and backslashes, and writes numbers, booleans and NULL bare', () => {
    expect(pgArray(['a', 'b,c', 'x"y', 'back\\slash', '{}', 'NULL'])).toBe(
      '{"a","b,c","x\\"y","back\\\\slash","{}","NULL"}',
    );
    expect(pgArray([1, 2n, -90071992547409930n, true, null])).toBe('{1,2,-90071992547409930,true,NULL}');
    expect(pgArray([])).toBe('{}');
  });
});
