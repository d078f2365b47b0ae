import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/time';

/** "Until 2030/05/10 23:59", "Starts …" for one not started yet, or "Ongoing". */
export function usePromoPeriod() {
  const { t } = useTranslation();
  const language = useLanguage();
  const at = (iso: string) => formatDateTime(new Date(iso), DEFAULT_TIME_ZONE, language);
  return (item: Pick<PromotionItem, 'status' | 'startAt' | 'endAt'>) => {
    if (item.status === 'coming_soon' && item.startAt)
      return t('promo.list.startsAt', { start: at(item.startAt) });
    return item.endAt ? t('promo.list.period', { end: at(item.endAt) }) : t('promo.list.always');
  };
}
