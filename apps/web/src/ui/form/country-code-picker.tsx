import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import './form.css';

export interface PickerCountry {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** §2/§9: the list closes 200 ms after the field loses focus (so a click on an option still lands). */
export const PICKER_CLOSE_DELAY_MS = 200;

const LIST_MAX_HEIGHT = 260;
const LIST_MIN_HEIGHT = 140;
const EDGE_GAP = 8;

/** The box the list must fit in: the nearest ancestor that clips (a modal body), else the viewport. */
function clippingBox(element: HTMLElement): { top: number; bottom: number } {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'hidden') {
      const rect = node.getBoundingClientRect();
      return { top: Math.max(rect.top, 0), bottom: Math.min(rect.bottom, window.innerHeight) };
    }
  }
  return { top: 0, bottom: window.innerHeight };
}

export interface ListPlacement {
  up: boolean;
  maxHeight: number;
}

/**
 * Opens the list where it fits: below the field unless the clipping box (a modal body on a small
 * phone) leaves too little room there and more above; its height is capped by the room it gets.
 */
export function placeList(field: { top: number; bottom: number }, box: { top: number; bottom: number }) {
  const below = box.bottom - field.bottom - EDGE_GAP;
  const above = field.top - box.top - EDGE_GAP;
  const up = below < LIST_MIN_HEIGHT && above > below;
  const room = up ? above : below;
  return { up, maxHeight: Math.max(Math.min(LIST_MAX_HEIGHT, room), LIST_MIN_HEIGHT) };
}

interface CountryCodePickerProps {
  countries: PickerCountry[];
  filter: (countries: PickerCountry[], search: string) => PickerCountry[];
  value: string;
  onChange: (countryCode: string) => void;
  label: string;
  searchPlaceholder: string;
  emptyText: string;
}

/** The country-code picker: opens on focus, searchable by name or code, the Philippines first. */
export function CountryCodePicker({
  countries,
  filter,
  value,
  onChange,
  label,
  searchPlaceholder,
  emptyText,
}: CountryCodePickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const [placement, setPlacement] = useState<ListPlacement>({ up: false, maxHeight: LIST_MAX_HEIGHT });
  const selected = countries.find((country) => country.countryCode === value);
  const shown = useMemo(() => filter(countries, search), [countries, filter, search]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (country: PickerCountry | undefined) => {
    if (!country) return;
    onChange(country.countryCode);
    setOpen(false);
    setSearch('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
    }
  };

  return (
    <div className="country-picker">
      <span className="country-picker__flag" aria-hidden>
        {selected?.countryCode}
      </span>
      <input
        className="input country-picker__input"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        name="countryDialingCode"
        data-testid="country-code"
        value={open ? search : selected ? `+${selected.countryDialingCode}` : ''}
        placeholder={open ? searchPlaceholder : undefined}
        onFocus={(event) => {
          clearTimeout(closeTimer.current);
          setPlacement(
            placeList(event.currentTarget.getBoundingClientRect(), clippingBox(event.currentTarget)),
          );
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            setSearch('');
          }, PICKER_CLOSE_DELAY_MS);
        }}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ChevronDown size={14} className="country-picker__chevron" aria-hidden />
      {open && (
        <ul
          className={`country-picker__list${placement.up ? ' country-picker__list--up' : ''}`}
          style={{ maxHeight: placement.maxHeight }}
          id={listId}
          role="listbox"
          ref={listRef}
          aria-label={label}
        >
          {shown.length === 0 && <li className="country-picker__empty">{emptyText}</li>}
          {shown.map((country, index) => (
            <li
              key={country.countryCode}
              role="option"
              data-index={index}
              aria-selected={country.countryCode === value}
              className={index === active ? 'country-picker__option is-active' : 'country-picker__option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
            >
              <span className="country-picker__iso" aria-hidden>
                {country.countryCode}
              </span>
              <span className="country-picker__name">{country.name}</span>
              <span className="country-picker__code">+{country.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
