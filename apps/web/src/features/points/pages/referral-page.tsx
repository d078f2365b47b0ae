import { useState } from 'react';
import { Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { LoadFailed } from '../../../ui/load-failed';
import { Panel } from '../../../ui/panel';
import { QrCode } from '../../../ui/qr-code';
import { Spinner } from '../../../ui/spinner';
import { useReferralInfo } from '../api/missions';
import { rewardText } from '../components/reward-amount';
import '../components/points-note.css';
import './missions.css';

/** Share targets that take a link in their address (opened in a new tab, nothing loaded before a click). */
const SHARE_TARGETS = [
  {
    name: 'Facebook',
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  {
    name: 'Telegram',
    url: (link: string, text: string) =>
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: 'WhatsApp',
    url: (link: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
] as const;

/**
 * Member centre referral (§2 invite friends): the member's invite code and link on the one registration
 * path (/register?referralCode=…), its QR code, share buttons, the operator's rule and the invitees.
 */
export function ReferralPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const info = useReferralInfo();
  const [copied, setCopied] = useState(false);
  if (info.isError) return <LoadFailed onRetry={() => void info.refetch()} />;
  if (!info.data) return <Spinner label={t('common.loading')} />;
  const { code, path, rule, invitees } = info.data;
  const link = `${window.location.origin}${path}`;
  const text = t('points.referral.shareText');
  const canShare = typeof navigator.share === 'function';

  return (
    <div className="referral">
      <p className="points-note">{t('points.referral.intro')}</p>
      <Panel className="referral__invite">
        <QrCode text={link} label={t('points.referral.qr')} className="referral__qr" testId="referral-qr" />
        <div className="referral__texts">
          <span className="points-note">{t('points.referral.code')}</span>
          <strong className="referral__code" data-testid="referral-code">
            {code}
          </strong>
          <span className="points-note">{t('points.referral.link')}</span>
          <a className="referral__link" href={path} data-testid="referral-link">
            {link}
          </a>
          <div className="referral__actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              <Copy size={16} aria-hidden />
              {copied ? t('points.referral.copied') : t('points.referral.copy')}
            </button>
            {canShare && (
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => void navigator.share({ url: link, text }).catch(() => undefined)}
              >
                <Share2 size={16} aria-hidden />
                {t('points.referral.share')}
              </button>
            )}
            {SHARE_TARGETS.map((target) => (
              <a
                key={target.name}
                className="btn btn--ghost"
                href={target.url(link, text)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {target.name}
              </a>
            ))}
          </div>
        </div>
      </Panel>
      <Panel title={t('points.referral.ruleTitle')}>
        <p data-testid="referral-rule">
          {rule
            ? t(
                rule.trigger === 'first_deposit'
                  ? 'points.referral.ruleFirstDeposit'
                  : 'points.referral.ruleValidBet',
                {
                  threshold: formatMoney(rule.threshold),
                  reward: rewardText(t, rule.rewardKind, rule.rewardAmount),
                },
              )
            : t('points.referral.ruleOff')}
        </p>
        <p className="points-note">{t('points.referral.once')}</p>
      </Panel>
      <Panel title={t('points.referral.invitees')}>
        {invitees.length === 0 ? (
          <p className="points-note">{t('points.referral.none')}</p>
        ) : (
          <div className="referral__table-wrap">
            <table className="referral__table" data-testid="invitee-table">
              <thead>
                <tr>
                  <th scope="col">{t('points.referral.name')}</th>
                  <th scope="col">{t('points.referral.registered')}</th>
                  <th scope="col">{t('points.referral.firstDeposit')}</th>
                  <th scope="col">{t('points.referral.validBet')}</th>
                  <th scope="col">{t('points.referral.reward')}</th>
                </tr>
              </thead>
              <tbody>
                {invitees.map((row) => (
                  <tr key={`${row.name}-${row.registeredAt}`}>
                    <td>{row.name}</td>
                    <td>{formatDateTime(new Date(row.registeredAt), timeZone, language)}</td>
                    <td>{row.firstDeposit ? t('points.referral.yes') : t('points.referral.no')}</td>
                    <td className="num">{formatMoney(row.validBet)}</td>
                    <td>
                      {row.rewarded
                        ? t('points.referral.rewarded')
                        : row.counts
                          ? t('points.referral.waiting')
                          : t('points.referral.notCounted')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </div>
  );
}
