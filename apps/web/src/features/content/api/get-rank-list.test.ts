import { describe, expect, it } from 'vitest';
import { RANK_LIST_MAX, RANK_PERIODS, gamesEndpoints } from '@swerte/contracts';
import { WINNER_BOARD_COUNT, WINNER_PERIODS, rankListEndpoint } from './get-rank-list';

describe('winner board call', () => {
  it('keeps the contract’s method, path, periods and count limit', () => {
    const contract = gamesEndpoints.rankList;
    expect({ method: rankListEndpoint.method, path: rankListEndpoint.path }).toEqual({
      method: contract.method,
      path: contract.path,
    });
    expect(WINNER_PERIODS).toEqual(RANK_PERIODS);
    expect(WINNER_BOARD_COUNT).toBeLessThanOrEqual(RANK_LIST_MAX);
  });
});
