import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCentrePage } from '../../stores/member-centre-store';
import type { MemberCentreEntry } from './pages';
import type { MenuCounts } from './use-menu-counts';

interface MemberCentreMenuProps {
  entries: readonly MemberCentreEntry[];
  active: MemberCentrePage;
  counts: MenuCounts;
  onSelect: (page: MemberCentrePage) => void;
}

/** The member centre's menu: a column on wide screens, a scrolling strip on phones. */
export function MemberCentreMenu({ entries, active, counts, onSelect }: MemberCentreMenuProps) {
  const { t } = useTranslation();
  const activeRef = useRef<HTMLButtonElement>(null);

  // On the phone strip the active entry may sit off screen (a deep link, a page opened from the header).
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <nav className="mc-menu" aria-label={t('mc.menuLabel')}>
      <ul className="mc-menu__list">
        {entries.map(({ key, icon: Icon, badged }) => {
          const count = badged ? counts[key as keyof MenuCounts] : 0;
          const isActive = key === active;
          return (
            <li key={key}>
              <button
                type="button"
                ref={isActive ? activeRef : undefined}
                className="mc-menu__item"
                aria-current={isActive ? 'page' : undefined}
                data-mc-page={key}
                onClick={() => onSelect(key)}
              >
                <Icon size={18} aria-hidden className="mc-menu__icon" />
                <span className="mc-menu__label">{t(`mc.menu.${key}`)}</span>
                {count > 0 && (
                  <span className="mc-menu__badge" data-testid={`mc-badge-${key}`}>
                    <span aria-hidden>{count > 99 ? '99+' : count}</span>
                    <span className="visually-hidden">{t('mc.badge', { count })}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
