import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_VENDORS } from '@swerte/contracts';
import type { LotteryItem } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { requireGate } from '../../../lib/gate';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Spinner } from '../../../ui/spinner';
import {
  lotteryMenuOptions,
  openedNumeroOptions,
  prizeModeOptions,
  recentLotteryOptions,
} from '../api/lottery-queries';
import { LotteryCard } from '../components/lottery-card';
import { MenuTags } from '../components/menu-tags';
import type { TagOption } from '../components/menu-tags';
import { useNow } from '../components/lock-countdown';
import { useLotteryFavourites } from '../hooks/use-lottery-favourites';
import { FAVOURITES_TAG, WEEKDAYS, filterLotteries } from '../lib/list-filters';
import { lotteryGamePath } from '../lib/launch';

const RECENT_TAG = 'RECENT';

/**
 * A lottery list (§2): menu tags with arrows above 7, a weekday filter (Sunday 1 … Saturday 7), a
 * search, favourites (LOTTFAV) and the member's recent games; each card counts down to its lock and
 * the list polls per §4. `vnOnly`: /vnlottery lists the Vietnamese menus.
 */
export function LotteryListView({ vnOnly = false }: { vnOnly?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const mode = useQuery(prizeModeOptions(language));
  const prizeMode = mode.data ?? (mode.isError ? 'LOTT' : undefined);
  const menus = useQuery(lotteryMenuOptions(language, prizeMode));
  const recent = useQuery(recentLotteryOptions(language, prizeMode, token));
  const opened = useQuery(openedNumeroOptions(language, prizeMode));
  const favourites = useLotteryFavourites();
  const [tag, setTag] = useState<string | null>(null);
  const [weekday, setWeekday] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const now = useNow();

  const shownMenus = useMemo(
    () => (menus.data?.menus ?? []).filter((menu) => !vnOnly || menu.accountTypeName === LOTTERY_VENDORS.vn),
    [menus.data, vnOnly],
  );
  const allItems = useMemo(() => shownMenus.flatMap((menu) => menu.gameMenus), [shownMenus]);
  const lastByGame = useMemo(
    () => new Map((opened.data ?? []).map((numero) => [numero.gameCode, numero])),
    [opened.data],
  );
  const tags: TagOption[] = [
    { tag: null, label: t('lottery.list.all') },
    ...shownMenus.map((menu) => ({ tag: menu.tag, label: menu.name })),
    ...(favourites.isLoggedIn ? [{ tag: FAVOURITES_TAG, label: t('lottery.list.favourites') }] : []),
    ...((recent.data?.length ?? 0) > 0 ? [{ tag: RECENT_TAG, label: t('lottery.list.recent') }] : []),
  ];
  const source = tag === RECENT_TAG ? (recent.data ?? []) : allItems;
  const items = filterLotteries(source, {
    tag: tag === RECENT_TAG ? null : tag,
    weekday,
    search,
    favourites: favourites.ids,
  });
  const elapsed = now - menus.dataUpdatedAt;
  const play = (item: LotteryItem) => {
    // §4: launching a game needs a login; lottery games open /lottery.
    if (requireGate('login')) void navigate(lotteryGamePath(item));
  };

  if (menus.error) return <LoadFailed text={t('lottery.loadFailed')} onRetry={() => void menus.refetch()} />;
  if (!menus.data) return <Spinner label={t('lottery.loading')} />;
  return (
    <div className="lott-list" data-testid="lottery-list">
      <MenuTags tags={tags} active={tag} onSelect={setTag} />
      <div className="lott-list__filters">
        <label className="lott-list__weekday">
          <span>{t('lottery.list.weekday')}</span>
          <select
            value={weekday ?? ''}
            data-testid="weekday-filter"
            onChange={(event) => setWeekday(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('lottery.list.anyDay')}</option>
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {t(`lottery.list.weekdays.d${day}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="lott-list__search">
          <Search size={16} aria-hidden />
          <span className="visually-hidden">{t('lottery.list.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('lottery.list.search')}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={40}
          />
        </label>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Ticket} tone="gold" title={t('lottery.list.empty')} />
      ) : (
        <ul className="lott-cards">
          {items.map((item) => (
            <LotteryCard
              key={item.gameCode}
              item={item}
              elapsedMs={tag === RECENT_TAG ? now - recent.dataUpdatedAt : elapsed}
              last={lastByGame.get(item.gameCode)}
              isFavourite={favourites.isFavourite(item.gameId)}
              onFavourite={() => favourites.toggle(item.gameId)}
              onPlay={() => play(item)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
