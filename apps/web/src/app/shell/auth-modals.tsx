import type { Whitelabel } from '@swerte/contracts';
import { ChangePassModal } from '../../features/member/components/change-pass-modal';
import { ForgetPassModal } from '../../features/member/components/forget-pass-modal';
import { RegisterModal } from '../../features/member/components/register-modal';
import { LoginModal } from '../../features/session/components/login-modal';
import { NoticeDialogs } from '../../features/session/components/notice-dialogs';
import { VerifyLoginModal } from '../../features/session/components/verify-login-modal';
import type { AfterLogin, AuthModal, NoticeDialog } from '../../stores/modal-store';
import { AfterLoginFlow } from './after-login-flow';

interface AuthModalsProps {
  auth: AuthModal | null;
  notice: NoticeDialog | null;
  afterLogin: AfterLogin | null;
  /** Opens the deposit page (the first-login action's next step). */
  onDeposit: () => void;
  whitelabel: Partial<Whitelabel>;
  minimumAge: number;
  askDateOfBirth: boolean;
  onClose: () => void;
}

/** The account modals of §2, their small dialogs and the after-login flow: one lazy chunk, loaded when the first one opens. */
export function AuthModals({
  auth,
  notice,
  afterLogin,
  onDeposit,
  whitelabel,
  minimumAge,
  askDateOfBirth,
  onClose,
}: AuthModalsProps) {
  return (
    <>
      {auth?.name === 'login' && (
        <LoginModal whitelabel={whitelabel} agentOnly={auth.agentOnly} onClose={onClose} />
      )}
      {auth?.name === 'verifyLogin' && (
        <VerifyLoginModal verification={auth.verification} agentOnly={auth.agentOnly} onClose={onClose} />
      )}
      {auth?.name === 'register' && (
        <RegisterModal
          whitelabel={whitelabel}
          minimumAge={minimumAge}
          askDateOfBirth={askDateOfBirth}
          onClose={onClose}
        />
      )}
      {auth?.name === 'forget' && (
        <ForgetPassModal whitelabel={whitelabel} resetToken={auth.resetToken} onClose={onClose} />
      )}
      {auth?.name === 'changePass' && <ChangePassModal forced={auth.forced} onClose={onClose} />}
      {afterLogin && !auth && <AfterLoginFlow afterLogin={afterLogin} onDeposit={onDeposit} />}
      {notice && <NoticeDialogs notice={notice} />}
    </>
  );
}
