import { CircleCheck, Trophy, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';
import './first-login-dialog.css';

interface FirstLoginDialogProps {
  account: string;
  siteName: string;
  /** A free-play account: play money, no deposit; offer a real account instead. */
  isTrial: boolean;
  /** Opens the deposit page (member centre) for a real account, registration for a trial one. */
  onPrimary: () => void;
  onClose: () => void;
}

const STEPS: { icon: LucideIcon; key: 'stepAccount' | 'stepDeposit' | 'stepPlay'; done?: boolean }[] = [
  { icon: CircleCheck, key: 'stepAccount', done: true },
  { icon: Wallet, key: 'stepDeposit' },
  { icon: Trophy, key: 'stepPlay' },
];

/**
 * §4 first-login action: a member's very first session opens a welcome that shows where they are in
 * the three steps of the home page and offers the next one (a first deposit), plus how to secure the
 * account. It closes into the after-login notices.
 */
export function FirstLoginDialog({ account, siteName, isTrial, onPrimary, onClose }: FirstLoginDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      name="firstLoginModal"
      width={480}
      title={t('auth.welcome.title', { site: siteName })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose} data-testid="welcome-later">
            {t('auth.welcome.later')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-testid="welcome-primary"
            onClick={() => {
              onClose();
              onPrimary();
            }}
          >
            {isTrial ? t('auth.in_increase_submit') : t('auth.welcome.depositNow')}
          </button>
        </>
      }
    >
      <p className="first-login__greeting">{t('auth.welcome.greeting', { account })}</p>
      {isTrial ? (
        <p className="first-login__text">{t('auth.welcome.trialText')}</p>
      ) : (
        <>
          <ol className="first-login__steps">
            {STEPS.map(({ icon: Icon, key, done }) => (
              <li key={key} className={`first-login__step${done ? ' is-done' : ''}`}>
                <Icon size={20} aria-hidden />
                <span>{t(`auth.welcome.${key}`)}</span>
              </li>
            ))}
          </ol>
          <p className="first-login__text">{t('auth.welcome.secureTip')}</p>
        </>
      )}
    </Modal>
  );
}
