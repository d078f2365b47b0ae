import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { FormAlert } from '../../../ui/form/submit-button';
import { Spinner } from '../../../ui/spinner';

/** Money with its sign coloured: the team's result from the members' side (positive: they won). */
export function Signed({ value }: { value: string }) {
  const tone = value.startsWith('-') ? 'is-down' : value === '0.00' ? undefined : 'is-up';
  return <span className={tone}>{formatMoney(value)}</span>;
}

export function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="ac-stat" data-testid={testId}>
      <span className="ac-stat__label">{label}</span>
      <strong className="ac-stat__value">{value}</strong>
    </div>
  );
}

/** Preset ranges as toggle chips. */
export function RangeTabs<R extends string>({
  ranges,
  value,
  onChange,
}: {
  ranges: readonly R[];
  value: R;
  onChange: (range: R) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ac-tabs" role="group">
      {ranges.map((range) => (
        <button
          key={range}
          type="button"
          className="ac-tab"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {t(`ac.ranges.${range as 'today'}`)}
        </button>
      ))}
    </div>
  );
}

/** Loading and failure of a query, the same on every page. */
export function QueryState({ error, pending }: { error: unknown; pending: boolean }) {
  const { t } = useTranslation();
  if (error) return <FormAlert>{errorText(error, t)}</FormAlert>;
  if (pending) return <Spinner label={t('ac.loadingPage')} />;
  return null;
}
