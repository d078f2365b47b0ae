import { useTranslation } from 'react-i18next';

/**
 * The ledger remark of an agent contract payment, as the server writes it (modules/agent/README.md):
 * `<kind> <yyyy-mm-dd>[…<yyyy-mm-dd>]` for a day-based period, `<kind> <yyyy-mm-dd> <hh:mm>–<hh:mm>`
 * for an hourly or real-time slot (site time).
 */
const REMARK =
  /^(dividend|daily_salary|hourly_salary|realtime_salary) (\d{4}-\d{2}-\d{2})(?:…(\d{4}-\d{2}-\d{2}))?(?: (\d{2}:\d{2})–(\d{2}:\d{2}))?$/;

export type ContractRemarkKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';

/** The contract kind and its period in the site's date form (YYYY/MM/DD), or null for another remark. */
export function parseContractRemark(remark: string): { kind: ContractRemarkKind; period: string } | null {
  const match = REMARK.exec(remark);
  if (!match) return null;
  const [, kind, from, to, start, end] = match;
  const day = (date: string) => date.replaceAll('-', '/');
  const period = start ? `${day(from!)} ${start}–${end}` : to ? `${day(from!)} – ${day(to)}` : day(from!);
  return { kind: kind as ContractRemarkKind, period };
}

/** A ledger remark in the reader's language: a contract payment's named for its kind and period. */
export function useRemarkText(): (remark: string) => string {
  const { t } = useTranslation();
  return (remark) => {
    const parsed = parseContractRemark(remark);
    return parsed
      ? t(`mc.pages.transactionHistory.contractRemark.${parsed.kind}`, { period: parsed.period })
      : remark;
  };
}
