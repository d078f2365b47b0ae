import { useTranslation } from 'react-i18next';
import type { PromoStatus } from '@swerte/contracts';

const TONES: Record<PromoStatus, 'brand' | 'gold' | 'success' | 'muted' | 'danger'> = {
  join: 'brand',
  joined: 'brand',
  claim: 'gold',
  applying: 'gold',
  process: 'gold',
  issued: 'success',
  claimed: 'success',
  rejected: 'danger',
  close: 'muted',
  coming_soon: 'muted',
};

/** The §4 activity status as a small coloured pill. */
export function PromoStatusBadge({ status }: { status: PromoStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-badge promo-badge--${TONES[status]}`} data-status={status}>
      {t(`promo.status.${status}`)}
    </span>
  );
}
