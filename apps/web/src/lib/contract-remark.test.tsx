import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n, loadLazyTranslation } from '../i18n';
import { parseContractRemark, useRemarkText } from './contract-remark';

beforeAll(async () => {
  await initI18n();
  await loadLazyTranslation('TY');
  await loadLazyTranslation('EN');
});

describe('contract payment remarks', () => {
  it('reads the day, the day range and the slot forms the settlement writes', () => {
    expect(parseContractRemark('daily_salary 2026-11-26')).toEqual({
      kind: 'daily_salary',
      period: '2026/11/26',
    });
    expect(parseContractRemark('dividend 2026-11-16…2026-11-30')).toEqual({
      kind: 'dividend',
      period: '2026/11/16 – 2026/11/30',
    });
    expect(parseContractRemark('realtime_salary 2026-11-26 23:55–00:00')).toEqual({
      kind: 'realtime_salary',
      period: '2026/11/26 23:55–00:00',
    });
    expect(parseContractRemark('for you')).toBeNull();
    expect(parseContractRemark('daily_salary tomorrow')).toBeNull();
  });

  it('shows them in the reader’s language, and any other remark as written', async () => {
    const { result } = renderHook(() => useRemarkText());
    await i18next.changeLanguage('EN');
    expect(result.current('daily_salary 2026-11-26')).toBe('Daily salary for 2026/11/26');
    expect(result.current('hourly_salary 2026-11-26 10:00–11:00')).toBe(
      'Hourly salary, 2026/11/26 10:00–11:00',
    );
    expect(result.current('for you')).toBe('for you');
    await i18next.changeLanguage('TY');
    expect(result.current('daily_salary 2026-11-26')).toBe('Arawang sahod para sa 2026/11/26');
    expect(result.current('dividend 2026-11-16…2026-11-30')).toBe(
      'Dibidendo para sa 2026/11/16 – 2026/11/30',
    );
  });
});
