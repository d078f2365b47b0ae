import { describe, expect, it } from 'vitest';
import { createTransferIds } from './transfer-ids';

describe('createTransferIds', () => {
  it('keeps the id of an amount sent again and gives another amount a new one', () => {
    let next = 0;
    const ids = createTransferIds(() => `id-${++next}`);
    expect(ids.idFor('100.00')).toBe('id-1');
    expect(ids.idFor('100.00')).toBe('id-1');
    expect(ids.idFor('250')).toBe('id-2');
  });
});
