import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readSession, writeSession } from '../../../lib/storage';
import './referral-notice.css';

/** Bounds what a link can plant in storage. */
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * /register reads an optional referralCode (§2). It is kept for the session so the
 * registration form can send it, and the visitor sees that it was recognised.
 */
export function ReferralNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromUrl = params.get('referralCode')?.trim() ?? '';
  const code = REFERRAL_CODE.test(fromUrl) ? fromUrl : readSession(STORAGE_KEYS.referralCode);

  useEffect(() => {
    if (REFERRAL_CODE.test(fromUrl)) writeSession(STORAGE_KEYS.referralCode, fromUrl);
  }, [fromUrl]);

  if (!code) return null;
  return (
    <aside className="referral-notice" role="status">
      <span className="referral-notice__icon" aria-hidden>
        <Gift size={20} />
      </span>
      <div>
        <p className="referral-notice__title">{t('register.referralTitle')}</p>
        <p>{t('register.referralText', { code })}</p>
      </div>
    </aside>
  );
}
