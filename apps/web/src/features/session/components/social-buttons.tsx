import { useTranslation } from 'react-i18next';
import { useSocialProviders } from '../api/get-social-providers';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.2 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.2 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.1 12.9 15.5 10h-2.8V8.2c0-.8.4-1.6 1.7-1.6h1.3V4.2s-1.2-.2-2.3-.2c-2.3 0-3.9 1.4-3.9 4v2.2H7v2.9h2.5V20h3.2v-7.1h2.4Z"
      />
    </svg>
  );
}

/** Social login buttons, only for the providers the server has configured (§2). */
export function SocialButtons() {
  const { t } = useTranslation();
  const { data: providers } = useSocialProviders(true);
  if (!providers || providers.length === 0) return null;
  return (
    <div className="social-login">
      <p className="auth-divider">{t('auth.login.orWith')}</p>
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <a
            key={provider}
            className="btn btn--ghost social-login__button"
            href={`/wps/session/social/${provider}/start`}
            data-testid={`social-${provider}`}
          >
            {provider === 'google' ? <GoogleMark /> : <FacebookMark />}
            {t(`auth.login.${provider}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
