import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PromotionDetail } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { useCurrencySymbol } from '../../../lib/currency';
import { formatMoneyWithSymbol } from '../../../lib/money';
import { sanitizeHtml } from '../../../lib/sanitize';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/time';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePromotionDetail } from '../api/promotions';
import { PromoActionButton } from '../components/promo-action';
import { PromoApplyForm } from '../components/promo-apply-form';
import { usePromoPeriod } from '../components/promo-period';
import { PromoRuleText } from '../components/promo-rule';
import { PromoStatusBadge } from '../components/promo-status-badge';
import './promotions-pages.css';

function parseId(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
}

function EntryFacts({ detail, money }: { detail: PromotionDetail; money: (value: string) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { entry, rule } = detail;
  const facts: [string, string][] = [];
  if (entry)
    facts.push([
      t('promo.entry.joinedAt'),
      formatDateTime(new Date(entry.joinedAt), DEFAULT_TIME_ZONE, language),
    ]);
  if (detail.validBets !== null) {
    const target =
      rule.kind === 'turnover_reward'
        ? ` · ${t('promo.entry.target', { target: money(rule.minValidBet) })}`
        : '';
    facts.push([t('promo.entry.validBets'), `${money(detail.validBets)}${target}`]);
  }
  if (entry?.tickets !== null && entry?.tickets !== undefined)
    facts.push([t('promo.entry.tickets'), String(entry.tickets)]);
  if (detail.claimable) facts.push([t('promo.entry.claimable'), money(detail.claimable)]);
  if (entry?.amount && detail.status !== 'claim') facts.push([t('promo.entry.amount'), money(entry.amount)]);
  if (entry?.note) facts.push([t('promo.entry.note'), entry.note]);
  if (entry && entry.imageCount > 0) facts.push([t('promo.entry.images'), String(entry.imageCount)]);
  if (entry?.remark) facts.push([t('promo.entry.remark'), entry.remark]);
  if (facts.length === 0) return null;
  return (
    <section className="card promo-entry" aria-labelledby="promo-entry-title" data-testid="promo-entry">
      <h2 id="promo-entry-title" className="promo-side__title">
        {t('promo.entry.title')}
      </h2>
      <dl className="promo-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /promoDetail?id=…: the art, the sanitised content, the rule, the member's progress and the action. */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { data, isPending, isError } = usePromotionDetail(id, language);
  const symbol = useCurrencySymbol();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const openNotice = useModalStore((state) => state.openNotice);
  const [applying, setApplying] = useState(() => window.location.hash === '#apply');
  const periodOf = usePromoPeriod();
  const safe = useMemo(() => sanitizeHtml(data?.content ?? ''), [data?.content]);
  const money = (value: string) => formatMoneyWithSymbol(value, symbol);

  if (id === null || isError || (!isPending && !data)) {
    return (
      <Page name="promoDetail" title={t('pages.promoDetail')}>
        <EmptyState
          icon={Gift}
          title={t('promo.notFoundTitle')}
          text={t('promo.notFoundText')}
          action={
            <Link to="/promotions" className="btn btn--primary">
              {t('promo.actions.back')}
            </Link>
          }
        />
      </Page>
    );
  }
  if (isPending) return <Spinner label={t('common.loading')} />;

  const canApply = data.kind === 'apply' && (data.status === 'join' || data.status === 'rejected');
  return (
    <Page
      name="promoDetail"
      title={data.title}
      eyebrow={t(`promo.categories.${data.category}`)}
      description={data.summary}
    >
      <Link to="/promotions" className="promo-back">
        <ArrowLeft size={16} aria-hidden /> {t('promo.actions.back')}
      </Link>
      <div className="promo-hero">
        <picture>
          <source media="(max-width: 640px)" srcSet={data.mobileImageUrl} />
          <img src={data.imageUrl} alt={data.title} width={1200} height={400} />
        </picture>
      </div>
      <div className="promo-layout">
        <article className="card promo-content">
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: safe }} data-testid="promo-content" />
        </article>
        <aside className="promo-side">
          <section className="card promo-summary">
            <div className="promo-summary__head">
              <PromoStatusBadge status={data.status} />
              <span className="promo-card__period">{periodOf(data)}</span>
            </div>
            <h2 className="promo-side__title">{t('promo.rule.title')}</h2>
            <PromoRuleText rule={data.rule} symbol={symbol} />
            {!loggedIn && <p className="promo-hint">{t('promo.loginHint')}</p>}
            <div className="promo-summary__action">
              <PromoActionButton item={data} large onApply={() => setApplying(true)} />
            </div>
          </section>
          <EntryFacts detail={data} money={money} />
        </aside>
      </div>
      {canApply && applying && loggedIn && (
        <PromoApplyForm
          id={data.id}
          onDone={() => {
            setApplying(false);
            openNotice({ kind: 'message', tone: 'success', text: t('promo.done.apply') });
          }}
        />
      )}
    </Page>
  );
}
