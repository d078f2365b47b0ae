import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { TextField } from '../../ui/field';
import { fetchCaptcha, login } from './auth-api';

interface Captcha {
  captchaKey: string;
  image: string;
}

/** Password sign-in (and the captcha the server asks for after a failure). */
export function LoginPage() {
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
      setError(outcome.message);
      if (outcome.captchaNeeded) await loadCaptcha();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

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
        {error ? (
          <p className="note note-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('login.working') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
