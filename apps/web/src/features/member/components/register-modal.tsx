import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterMode, Whitelabel } from '@swerte/contracts';
import { completeLogin } from '../../../lib/auth/complete-login';
import { errorText } from '../../../lib/auth/error-text';
import { useHumanCheck } from '../../../lib/auth/use-human-check';
import { STORAGE_KEYS, readSession } from '../../../lib/storage';
import { useModalStore } from '../../../stores/modal-store';
import { FormAlert } from '../../../ui/form/submit-button';
import { ModeSwitch } from '../../../ui/form/mode-switch';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { checkAffiliate, registerMember, useRegisterSettings } from '../api/register';
import { RegisterForm } from './register-form';

interface RegisterModalProps {
  whitelabel: Partial<Whitelabel>;
  minimumAge: number;
  askDateOfBirth?: boolean;
  onClose: () => void;
}

type AffiliateState =
  { status: 'checking' } | { status: 'done'; show: boolean; initial: string; agentName?: string };

/** The referral code of /register?referralCode=… (kept for the session by the register page). */
function useReferralCode(): string {
  const [params] = useSearchParams();
  return (params.get('referralCode') ?? readSession(STORAGE_KEYS.referralCode) ?? '').trim().slice(0, 64);
}

/** §4: a code from the URL is checked; on success the field hides, otherwise it shows (prefilled). */
function useAffiliate(referralCode: string): AffiliateState {
  const [state, setState] = useState<AffiliateState>(() =>
    referralCode ? { status: 'checking' } : { status: 'done', show: true, initial: '' },
  );
  useEffect(() => {
    if (!referralCode) return;
    let live = true;
    checkAffiliate(referralCode).then(
      (value) =>
        live && setState({ status: 'done', show: false, initial: referralCode, agentName: value.agentName }),
      () => live && setState({ status: 'done', show: true, initial: referralCode }),
    );
    return () => {
      live = false;
    };
  }, [referralCode]);
  return state;
}

/** registerModal (§2): username and mobile modes, switcher only when both are on. */
export function RegisterModal({ whitelabel, minimumAge, askDateOfBirth, onClose }: RegisterModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openAuth, openNotice } = useModalStore.getState();
  const settings = useRegisterSettings();
  const human = useHumanCheck();
  const usernameOn = whitelabel.USERNAMEREG3 === '1';
  const mobileOn = whitelabel.MOBILENUMREG3 === '1';
  // §4: registerMobile when the mobile flag is on, else register.
  const [mode, setMode] = useState<RegisterMode>(mobileOn ? 'mobile' : 'username');
  const referralCode = useReferralCode();
  const affiliate = useAffiliate(referralCode);

  const warnInvitation = () => openNotice({ kind: 'message', text: t('errors.invitation_code_error') });

  return (
    <Modal open name="registerModal" title={t('auth.register.title')} onClose={onClose} width={480}>
      <div className="auth-stack">
        {usernameOn && mobileOn && (
          <ModeSwitch<RegisterMode>
            label={t('auth.register.modesLabel')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'username', label: t('auth.register.modeUsername'), testId: 'register-mode-username' },
              { value: 'mobile', label: t('auth.register.modeMobile'), testId: 'register-mode-mobile' },
            ]}
          />
        )}
        {affiliate.status === 'done' && affiliate.agentName && (
          <FormAlert tone="info">{t('auth.register.invitedBy', { name: affiliate.agentName })}</FormAlert>
        )}
        {settings.isError && <FormAlert>{errorText(settings.error, t)}</FormAlert>}
        {settings.data && affiliate.status === 'done' ? (
          <RegisterForm
            key={mode}
            mode={mode}
            settings={settings.data}
            whitelabel={whitelabel}
            minimumAge={minimumAge}
            askDateOfBirth={askDateOfBirth ?? false}
            human={human}
            affiliate={affiliate}
            checkAffiliateCode={async (code) => {
              const ok = await checkAffiliate(code).then(
                () => true,
                () => false,
              );
              if (!ok) warnInvitation();
              return ok;
            }}
            onRegister={async (payload) => {
              try {
                const value = await registerMember(mode, {
                  ...payload,
                  referralCode: affiliate.show ? undefined : affiliate.initial || undefined,
                });
                completeLogin(value, queryClient, 'register');
                void navigate('/');
              } catch (error) {
                if (error instanceof Error && 'code' in error && error.code === 'invitation_code_error')
                  warnInvitation();
                throw error;
              }
            }}
          />
        ) : (
          !settings.isError && <Spinner label={t('common.loading')} />
        )}
        <p className="auth-foot">
          {t('auth.register.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => openAuth({ name: 'login' })}>
            {t('auth.register.login')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
