import type { TotpEnrolment } from '@swerte/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { TextField } from '../../ui/field';
import { confirmEnrolment, secondFactor, startEnrolment } from './auth-api';

/** The authenticator's code (or a recovery code) for a login whose password was right. */
export function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: (why: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await secondFactor(challenge, code).finally(() => setBusy(false));
    if (outcome.kind !== 'refused') return;
    // A used-up or expired step starts over at the password; a wrong code may be typed again.
    if (outcome.code === 'error_login_challenge' || outcome.code === 'error_login_locked')
      onRestart(outcome.message);
    else setError(outcome.message);
  };
  return (
    <form className="login-card" onSubmit={(event) => void submit(event)}>
      <h1>{t('login.codeTitle')}</h1>
      <p>{t('login.codeIntro')}</p>
      <TextField
        label={t('login.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        minLength={6}
        maxLength={32}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Failure error={error} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('login.working') : t('login.verify')}
      </button>
    </form>
  );
}

/** First login of an operator who must have a second factor: scan, confirm, keep the recovery codes. */
export function EnrolStep({ challenge, onRestart }: { challenge: string; onRestart: (why: string) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolled, setEnrolled] = useState<{ recoveryCodes: string[]; enter: () => void } | null>(null);

  useEffect(() => {
    let live = true;
    void startEnrolment(challenge).then((outcome) => {
      if (!live) return;
      if ('kind' in outcome) onRestart(outcome.message);
      else setEnrolment(outcome);
    });
    return () => {
      live = false;
    };
  }, [challenge, onRestart]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await confirmEnrolment(challenge, code).finally(() => setBusy(false));
    if (outcome.kind === 'enrolled') setEnrolled(outcome);
    else if (outcome.code === 'error_login_challenge') onRestart(outcome.message);
    else setError(outcome.message);
  };

  if (enrolled)
    return (
      <section className="login-card" aria-labelledby="recovery-title">
        <h1 id="recovery-title">{t('login.recoveryTitle')}</h1>
        <p>{t('login.recoveryIntro')}</p>
        <ol className="recovery-codes">
          {enrolled.recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="button button-primary" onClick={enrolled.enter}>
          {t('login.recoveryDone')}
        </button>
      </section>
    );
  return (
    <form className="login-card" onSubmit={(event) => void submit(event)}>
      <h1>{t('login.enrolTitle')}</h1>
      <p>{t('login.enrolIntro')}</p>
      {enrolment ? (
        <figure className="enrol-qr">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('login.enrolQrAlt')}
            width={200}
            height={200}
          />
          <figcaption>
            {t('login.enrolSecret')} <code data-testid="totp-secret">{enrolment.secret}</code>
          </figcaption>
        </figure>
      ) : (
        <p>{t('login.working')}</p>
      )}
      <TextField
        label={t('login.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        minLength={6}
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Failure error={error} />
      <button type="submit" className="button button-primary" disabled={busy || !enrolment}>
        {busy ? t('login.working') : t('login.enrolConfirm')}
      </button>
    </form>
  );
}

export function Failure({ error }: { error: string | null }) {
  return error ? (
    <p className="note note-error" role="alert">
      {error}
    </p>
  ) : null;
}
