import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../stores/modal-store';
import type { NoticeDialog } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { Dialog } from '../../../ui/modal';
import { logout } from '../api/login';
import './notice-dialogs.css';

/** The small dialogs of §5/§8: trial-account warning, logout confirmation, a message with OK. */
export function NoticeDialogs({ notice }: { notice: NoticeDialog }) {
  const close = useModalStore((state) => state.closeNotice);
  switch (notice.kind) {
    case 'trialAccount':
      return <TrialAccountDialog onClose={close} />;
    case 'logout':
      return <LogoutDialog onClose={close} />;
    case 'message':
      return <MessageDialog text={notice.text} tone={notice.tone ?? 'warning'} onClose={close} />;
  }
}

function TrialAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const openAuth = useModalStore((state) => state.openAuth);
  return (
    <Dialog
      open
      name="trialAccountDialog"
      title={t('auth.dialog.warning')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('auth.dialog.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-testid="confirm"
            onClick={() => {
              onClose();
              openAuth({ name: 'register' });
            }}
          >
            {t('auth.in_increase_submit')}
          </button>
        </>
      }
    >
      <p className="notice-dialog__text">{t('errors.in_need_true_account')}</p>
    </Dialog>
  );
}

/** §4 logout: confirm, revoke the token, clear the session, re-set merchant values, go to /. */
function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    // Even if the call fails (already expired, offline) the session here ends.
    await logout().catch(() => null);
    useSessionStore.getState().clear();
    queryClient.removeQueries({ queryKey: ['member'] });
    onClose();
    void navigate('/');
  };
  return (
    <Dialog
      open
      name="logoutDialog"
      title={t('auth.logout.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('auth.dialog.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-testid="confirm"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {t('auth.logout.confirm')}
          </button>
        </>
      }
    >
      <p className="notice-dialog__text">{t('auth.logout.text')}</p>
    </Dialog>
  );
}

function MessageDialog({
  text,
  tone,
  onClose,
}: {
  text: string;
  tone: 'warning' | 'success';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      name="messageDialog"
      title={t(tone === 'success' ? 'auth.dialog.notice' : 'auth.dialog.warning')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" data-testid="confirm" onClick={onClose}>
          {t('auth.dialog.ok')}
        </button>
      }
    >
      <p className={`notice-dialog__text notice-dialog__text--${tone}`}>{text}</p>
    </Dialog>
  );
}
