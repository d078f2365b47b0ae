import { useState } from 'react';
import { Gamepad2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Whitelabel } from '@swerte/contracts';
import { completeLogin } from '../../../lib/auth/complete-login';
import { errorText } from '../../../lib/auth/error-text';
import { useHumanCheck } from '../../../lib/auth/use-human-check';
import { useModalStore } from '../../../stores/modal-store';
import { FormAlert } from '../../../ui/form/submit-button';
import { ModeSwitch } from '../../../ui/form/mode-switch';
import { Modal } from '../../../ui/modal';
import { freePlayLogin } from '../api/login';
import { readRememberCookies } from '../lib/remember-me';
import { SmsLoginForm } from './sms-login-form';
import { SocialButtons } from './social-buttons';
import { UsernameLoginForm } from './username-login-form';
import './login-modal.css';

interface LoginModalProps {
  whitelabel: Partial<Whitelabel>;
  /** The agent page's variant (§2): agents only, no social login, then /agentHome. */
  agentOnly?: boolean;
  onClose: () => void;
}

type Tab = 'username' | 'sms';

/** loginPopupModal (§2): username tab, mobile tab when MOBILEVERCODELOGIN3, social, free play. */
export function LoginModal({ whitelabel, agentOnly = false, onClose }: LoginModalProps) {
  const { t } = useTranslation();
  const smsEnabled = whitelabel.MOBILEVERCODELOGIN3 === '1';
  const [tab, setTab] = useState<Tab>(() => (smsEnabled && readRememberCookies().sms ? 'sms' : 'username'));
  const human = useHumanCheck();
  const openAuth = useModalStore((state) => state.openAuth);
  const canRegister = whitelabel.USERNAMEREG3 === '1' || whitelabel.MOBILENUMREG3 === '1';

  return (
    <Modal
      open
      name="loginPopupModal"
      title={t(agentOnly ? 'auth.login.agentTitle' : 'auth.login.title')}
      onClose={onClose}
      width={440}
    >
      <div className="auth-stack">
        {agentOnly && <p className="auth-intro">{t('auth.login.agentIntro')}</p>}
        {smsEnabled && (
          <ModeSwitch<Tab>
            label={t('auth.login.tabsLabel')}
            value={tab}
            onChange={setTab}
            options={[
              { value: 'username', label: t('auth.login.tabUsername'), testId: 'login-tab-username' },
              { value: 'sms', label: t('auth.login.tabSms'), testId: 'login-tab-sms' },
            ]}
          />
        )}
        {tab === 'sms' && smsEnabled ? (
          <SmsLoginForm human={human} agentOnly={agentOnly} />
        ) : (
          <UsernameLoginForm human={human} agentOnly={agentOnly} />
        )}
        {!agentOnly && <SocialButtons />}
        {!agentOnly && whitelabel.FREEPLAY3 === '1' && <FreePlayButton take={human.take} />}
        {!agentOnly && canRegister && (
          <p className="auth-foot">
            {t('auth.login.noAccount')}{' '}
            <button type="button" className="link-button" onClick={() => openAuth({ name: 'register' })}>
              {t('auth.login.register')}
            </button>
          </p>
        )}
      </div>
    </Modal>
  );
}

/** FREEPLAY3: a trial account with play money (isAgent 4). */
function FreePlayButton({ take }: { take: () => Promise<string> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      completeLogin(await freePlayLogin(await take()), queryClient, 'freePlay');
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--gold btn--block free-play"
        data-testid="free-play"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void start()}
      >
        <Gamepad2 size={18} aria-hidden />
        <span>{t('auth.login.freePlay')}</span>
        <small>{t('auth.login.freePlayHint')}</small>
      </button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </>
  );
}
