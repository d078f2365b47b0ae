import { useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TAG_ARROWS_ABOVE } from '../lib/list-filters';
import '../../../ui/chip.css';

export interface TagOption {
  tag: string | null;
  label: string;
}

/** The lottery menu tags (§2): scroll arrows above 7 tags (§9). */
export function MenuTags({
  tags,
  active,
  onSelect,
}: {
  tags: TagOption[];
  active: string | null;
  onSelect: (tag: string | null) => void;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const withArrows = tags.length > TAG_ARROWS_ABOVE;
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div
      className={withArrows ? 'lott-menu-tags lott-menu-tags--arrows' : 'lott-menu-tags'}
      data-testid="menu-tags"
    >
      {withArrows && (
        <button
          type="button"
          className="lott-menu-tags__arrow"
          onClick={() => scroll(-1)}
          aria-label={t('lottery.list.scrollPrev')}
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
      )}
      <div
        ref={track}
        className="lott-tabs lott-menu-tags__track"
        role="tablist"
        aria-label={t('lottery.list.tags')}
      >
        {tags.map((option) => (
          <button
            key={option.tag ?? 'all'}
            type="button"
            role="tab"
            aria-selected={option.tag === active}
            className="chip lott-tab"
            data-tag={option.tag ?? 'all'}
            onClick={() => onSelect(option.tag)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {withArrows && (
        <button
          type="button"
          className="lott-menu-tags__arrow"
          onClick={() => scroll(1)}
          aria-label={t('lottery.list.scrollNext')}
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      )}
    </div>
  );
}
