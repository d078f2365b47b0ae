import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoneyCompact } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { FormAlert } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { QrCode } from '../../../ui/qr-code';
import { useClaim } from '../api/missions';
import { useNewZaloCode, useZaloReward } from '../api/zalo';
import { rewardText } from './reward-amount';
import './zalo-card.css';

/**
 * "Zalo reward — up to 131K" (§9): follow the site's Zalo Official Account (its link and QR code) and
 * send it the member's one-time code; once the OA's webhook binds the Zalo account, the prize drawn
 * waits here (and in the reward center's list) to be claimed. Not shown while the operator has it off.
 */
export function ZaloCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reward = useZaloReward();
  const newCode = useNewZaloCode();
  const claim = useClaim();
  const [copied, setCopied] = useState(false);
  const card = reward.data;
  const client = useQueryClient();
  const waited = useRef(false);
  const status = card?.status;
  // Bound while the card waited for the code: the reward center's list and badges have a new item.
  useEffect(() => {
    if (status === 'link' || status === 'expired') waited.current = true;
    else if (status === 'claim' && waited.current) {
      waited.current = false;
      void client.invalidateQueries({ queryKey: ['missions', 'rewards'] });
      void client.invalidateQueries({ queryKey: ['missions', 'count'] });
    }
  }, [status, client]);
  if (!card || !card.upTo || (!card.enabled && card.claimId === null)) return null;
  const upTo = formatMoneyCompact(card.upTo);
  const amount = card.amount === null ? '' : rewardText(t, card.rewardKind, card.amount);
  const failure = newCode.error ?? claim.error;

  return (
    <Panel className="zalo-card" title={t('points.zalo.title', { amount: upTo })}>
      <div className="zalo-card__body" data-testid="zalo-card" data-status={card.status}>
        {card.status === 'link' || card.status === 'expired' ? (
          <>
            <p className="points-note">{t('points.zalo.intro', { amount: upTo })}</p>
            <ol className="zalo-card__steps">
              <li className="zalo-card__follow">
                <span>{t('points.zalo.stepFollow')}</span>
                {card.oaLink && (
                  <div className="zalo-card__oa">
                    <QrCode
                      text={card.oaLink}
                      label={t('points.zalo.qr')}
                      size={120}
                      className="zalo-card__qr"
                      testId="zalo-qr"
                    />
                    <a
                      className="btn btn--ghost"
                      href={card.oaLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="zalo-oa-link"
                    >
                      <ExternalLink size={16} aria-hidden />
                      {t('points.zalo.openZalo')}
                    </a>
                  </div>
                )}
              </li>
              <li>
                <span>{t('points.zalo.stepSend')}</span>
                <div className="zalo-card__code-row">
                  <strong
                    className={card.status === 'expired' ? 'zalo-card__code is-expired' : 'zalo-card__code'}
                    data-testid="zalo-code"
                  >
                    {card.code}
                  </strong>
                  {card.status === 'link' ? (
                    <button
                      type="button"
                      className="btn btn--ghost"
                      onClick={() =>
                        void navigator.clipboard?.writeText(card.code ?? '').then(
                          () => setCopied(true),
                          () => setCopied(false),
                        )
                      }
                    >
                      <Copy size={16} aria-hidden />
                      {copied ? t('points.zalo.copied') : t('points.zalo.copy')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--gold"
                      disabled={newCode.isPending}
                      onClick={() => newCode.mutate()}
                      data-testid="zalo-new-code"
                    >
                      <RefreshCw size={16} aria-hidden />
                      {t('points.zalo.newCode')}
                    </button>
                  )}
                </div>
                <span className="points-note">
                  {card.status === 'expired'
                    ? t('points.zalo.expired')
                    : card.codeExpiresAt &&
                      t('points.zalo.validUntil', {
                        time: formatDateTime(new Date(card.codeExpiresAt), timeZone, language),
                      })}
                </span>
              </li>
            </ol>
            {card.refused && isErrorCode(card.refused) && (
              <FormAlert>{t(`errors.${card.refused}`)}</FormAlert>
            )}
            <p className="points-note">
              {t('points.zalo.waiting')} {t('points.zalo.once')}
            </p>
          </>
        ) : card.status === 'claim' ? (
          <div className="zalo-card__won">
            <strong data-testid="zalo-amount">{t('points.zalo.linked', { amount })}</strong>
            <button
              type="button"
              className="btn btn--gold"
              disabled={claim.isPending || card.claimId === null}
              onClick={() => card.claimId !== null && claim.mutate({ ids: [card.claimId] })}
              data-testid="zalo-claim"
            >
              {t('points.rewards.claim')}
            </button>
          </div>
        ) : (
          <p className="zalo-card__won" data-testid="zalo-amount">
            {t(card.status === 'claimed' ? 'points.zalo.claimed' : 'points.zalo.closed', { amount })}
          </p>
        )}
        {failure && <FormAlert>{errorText(failure, t)}</FormAlert>}
      </div>
    </Panel>
  );
}
