import { useCallback, useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { TextField } from '../../ui/field';
import { fetchCaptcha, login } from './auth-api';
import { CodeStep, EnrolStep, Failure } from './second-factor';

interface Captcha {
  captchaKey: string;
  image: string;
}

/** Sign-in: the password (and the captcha the server asks for after a failure), then the second factor. */
export function LoginPage() {
  const [step, setStep] = useState<{ kind: 'code' | 'enrol'; challenge: string } | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired] = useState(() => sessionStorage.getItem('swerte.console.expired') === '1');

  const loadCaptcha = async () => {
    setAnswer('');
    setCaptcha(await fetchCaptcha());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const outcome = await login({
        username,
        password,
        ...(captcha ? { captchaKey: captcha.captchaKey, captcha: answer } : {}),
      });
      if (outcome.kind === 'signed-in') {
        sessionStorage.removeItem('swerte.console.expired');
        return;
      }
      if (outcome.kind === 'code' || outcome.kind === 'enrol') {
        sessionStorage.removeItem('swerte.console.expired');
        setStep(outcome);
        return;
      }
      setError(outcome.message);
      if (outcome.captchaNeeded) await loadCaptcha();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  const restart = useCallback((why: string) => {
    setStep(null);
    setPassword('');
    setError(why);
  }, []);

  if (step)
    return (
      <main className="login">
        {step.kind === 'code' ? (
          <CodeStep challenge={step.challenge} onRestart={restart} />
        ) : (
          <EnrolStep challenge={step.challenge} onRestart={restart} />
        )}
      </main>
    );
  return (
    <main className="login">
      <form className="login-card" onSubmit={(event) => void submit(event)}>
        <h1>{t('login.title')}</h1>
        <p>{t('login.intro')}</p>
        {expired ? <p className="note">{t('login.expired')}</p> : null}
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          required
          maxLength={64}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {captcha ? (
          <div className="captcha">
            <img src={captcha.image} alt={t('login.captchaAlt')} />
            <button type="button" className="button button-quiet" onClick={() => void loadCaptcha()}>
              {t('login.captchaReload')}
            </button>
            <TextField
              label={t('login.captcha')}
              name="captcha"
              autoComplete="off"
              required
              maxLength={16}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </div>
        ) : null}
        <Failure error={error} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('login.working') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
