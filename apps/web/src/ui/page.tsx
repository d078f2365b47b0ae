import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page.css';

export interface PageProps {
  /** The page's name (data-page), as the e2e tests and analytics know it. */
  name: string;
  /** The translated page title: the h1 and the document title. */
  title: string;
  /** Keeps the h1 for assistive tech while a hero shows the heading visually. */
  hideTitle?: boolean;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Full-bleed pages (home) manage their own width. */
  bleed?: boolean;
}

/** Every page's root: data-page and one h1 with the translated title. */
export function Page({ name, title, hideTitle, eyebrow, description, actions, children, bleed }: PageProps) {
  const { t } = useTranslation();
  const brand = t('common.brand');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  return (
    <div className={bleed ? 'page page--bleed' : 'page container'} data-page={name}>
      {hideTitle ? (
        <h1 className="visually-hidden">{title}</h1>
      ) : (
        <header className="page__head">
          <div className="page__titles">
            {eyebrow && <p className="page__eyebrow">{eyebrow}</p>}
            <h1 className="page__title">{title}</h1>
            {description && <p className="page__description">{description}</p>}
          </div>
          {actions && <div className="page__actions">{actions}</div>}
        </header>
      )}
      {children}
    </div>
  );
}
