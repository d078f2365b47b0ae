import type { Language } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, setLanguage, useLanguage } from '../../i18n';
import './language-switcher.css';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Native select: options TY (Filipino) and EN (English); the choice is saved as `lang`. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        data-testid="language-switcher"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
