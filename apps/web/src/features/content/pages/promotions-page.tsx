import { useState } from 'react';
import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PromoCategory, PromotionItem } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePromotions } from '../api/promotions';
import { PromoActionButton } from '../components/promo-action';
import { usePromoPeriod } from '../components/promo-period';
import { PromoStatusBadge } from '../components/promo-status-badge';
import './promotions-pages.css';

function PromoCard({ item, period }: { item: PromotionItem; period: string }) {
  const { t } = useTranslation();
  const href = `/promoDetail?id=${item.id}`;
  return (
    <li className="card promo-card" data-testid="promo-card" data-promo-id={item.id} data-kind={item.kind}>
      <Link to={href} className="promo-card__art" tabIndex={-1} aria-hidden>
        <picture>
          <source media="(max-width: 640px)" srcSet={item.mobileImageUrl} />
          <img src={item.imageUrl} alt="" loading="lazy" width={1200} height={400} />
        </picture>
      </Link>
      <div className="promo-card__body">
        <div className="promo-card__meta">
          <span className="promo-card__category">{t(`promo.categories.${item.category}`)}</span>
          <PromoStatusBadge status={item.status} />
        </div>
        <h2 className="promo-card__title">
          <Link to={href}>{item.title}</Link>
        </h2>
        <p className="promo-card__summary">{item.summary}</p>
        <div className="promo-card__foot">
          <span className="promo-card__period">{period}</span>
          <div className="promo-card__actions">
            <Link to={href} className="btn btn--ghost">
              {t('promo.list.details')}
            </Link>
            <PromoActionButton item={item} />
          </div>
        </div>
      </div>
    </li>
  );
}

/** /promotions: category tabs, then each promotion with its art, §4 status and action. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const periodOf = usePromoPeriod();
  const [category, setCategory] = useState<PromoCategory | null>(null);
  const { data, isPending, isError, refetch } = usePromotions(language);
  const shown = (data?.list ?? []).filter((item) => category === null || item.category === category);
  const tabs: (PromoCategory | null)[] = [null, ...(data?.categories.map((c) => c.category) ?? [])];

  return (
    <Page name="promotions" title={t('pages.promotions')} description={t('promo.list.intro')}>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="promo-tabs" role="tablist" aria-label={t('promo.list.tabsLabel')}>
            {tabs.map((tab) => (
              <button
                key={tab ?? 'all'}
                type="button"
                role="tab"
                aria-selected={tab === category}
                className={`promo-tab${tab === category ? ' is-active' : ''}`}
                onClick={() => setCategory(tab)}
              >
                {tab === null ? t('promo.list.all') : t(`promo.categories.${tab}`)}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon={Gift}
              tone="gold"
              title={t('promo.list.emptyTitle')}
              text={t('promo.list.emptyText')}
            />
          ) : (
            // The tab panel wraps the list: a list keeps its list role, so its cards stay list items.
            <div role="tabpanel">
              <ul className="promo-grid">
                {shown.map((item) => (
                  <PromoCard key={item.id} item={item} period={periodOf(item)} />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
