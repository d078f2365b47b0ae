import { Clock, Flame, LayoutGrid, Star } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIST_TYPES } from '../lib/game-list-filters';
import type { ListType } from '../lib/game-list-filters';
import './list-type-tabs.css';

const TABS: Record<ListType, { icon: LucideIcon; label: 'hallAll' | 'hallHot' | 'hallFav' | 'hallRecent' }> =
  {
    '': { icon: LayoutGrid, label: 'hallAll' },
    hot: { icon: Flame, label: 'hallHot' },
    fav: { icon: Star, label: 'hallFav' },
    recent: { icon: Clock, label: 'hallRecent' },
  };

interface ListTypeTabsProps {
  value: ListType;
  onChange: (listType: ListType) => void;
  /** /rng's hall (large tabs under the title) or the filter bar of the other list pages. */
  variant: 'hall' | 'bar';
  /** The lists offered; every list type unless a page offers fewer (/hot has no "all"). */
  types?: readonly ListType[];
}

/** §2 filter bar: all, hot, favourites, recent (the last two ask for a login first). */
export function ListTypeTabs({ value, onChange, variant, types = LIST_TYPES }: ListTypeTabsProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`list-type-tabs list-type-tabs--${variant}`}
      role="tablist"
      aria-label={t(variant === 'hall' ? 'games.hallLabel' : 'games.listTypeLabel')}
    >
      {types.map((listType) => {
        const { icon: Icon, label } = TABS[listType];
        return (
          <button
            key={listType || 'all'}
            type="button"
            role="tab"
            aria-selected={value === listType}
            className="list-type-tab"
            data-list-type={listType || 'all'}
            onClick={() => onChange(listType)}
          >
            <Icon size={16} aria-hidden />
            {t(`games.${label}`)}
          </button>
        );
      })}
    </div>
  );
}
