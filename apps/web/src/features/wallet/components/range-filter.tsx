import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { DATE_RANGES } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import type { RangeFilter } from '../api/records';
import { siteDate } from '../lib/site-date';
import '../../../ui/chip.css';

interface RangeFilterBarProps {
  value: RangeFilter;
  onChange: (value: RangeFilter) => void;
  timeZone: string;
  /** Further filters (type, wallet, status) shown in the same bar. */
  children?: ReactNode;
}

/** The records pages' period: a preset chip, or two dates in the site's calendar. */
export function RangeFilterBar({ value, onChange, timeZone, children }: RangeFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const today = siteDate(new Date(), timeZone);
  const [custom, setCustom] = useState(value.range === 'custom');
  const [start, setStart] = useState(value.startDate ?? today);
  const [end, setEnd] = useState(value.endDate ?? today);

  return (
    <div className="range-filter">
      <div className="chip-row" role="group" aria-label={t('mc.records.range')}>
        {DATE_RANGES.map((range) => {
          const pressed = range === 'custom' ? custom : !custom && value.range === range;
          return (
            <button
              key={range}
              type="button"
              className="chip"
              aria-pressed={pressed}
              data-range={range}
              onClick={() => {
                setCustom(range === 'custom');
                if (range !== 'custom') onChange({ range });
              }}
            >
              {t(`mc.records.ranges.${range}`)}
            </button>
          );
        })}
      </div>
      {custom && (
        <form
          className="range-filter__dates"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ range: 'custom', startDate: start, endDate: end });
          }}
        >
          <label htmlFor={`${id}-from`}>{t('mc.records.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={start}
            max={end}
            required
            onChange={(event) => setStart(event.target.value)}
          />
          <label htmlFor={`${id}-to`}>{t('mc.records.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={end}
            min={start}
            max={today}
            required
            onChange={(event) => setEnd(event.target.value)}
          />
          <button type="submit" className="btn btn--primary btn--small">
            {t('mc.records.apply')}
          </button>
        </form>
      )}
      {children && <div className="range-filter__more">{children}</div>}
    </div>
  );
}

interface SelectFilterProps<V extends string> {
  label: string;
  value: V | undefined;
  options: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V | undefined) => void;
}

/** One labelled filter select with an "all" choice. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: SelectFilterProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="select-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as V))}
      >
        <option value="">{t('mc.records.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sums over the whole filtered list, one figure each. */
export function StatStrip({
  items,
}: {
  items: { label: string; value: ReactNode; tone?: 'plus' | 'minus' }[];
}) {
  return (
    <dl className="stat-strip">
      {items.map((item) => (
        <div key={item.label} className="stat-strip__item">
          <dt>{item.label}</dt>
          <dd className={item.tone ? `is-${item.tone}` : undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
