import { SITE_HTML_PURIFY } from '@swerte/contracts';
import DOMPurify from 'dompurify';
import { t } from '../i18n';

/**
 * Operator HTML as the site will show it: sanitised the site's way (the server has cleaned it once
 * already when it was saved), under the language it is written for.
 */
export function HtmlPreview({ html, lang, title }: { html: string; lang: string; title: string }) {
  return (
    <section
      className="html-preview"
      aria-label={t('pages.previewOf', { lang })}
      lang={lang === 'TY' ? 'fil' : 'en'}
    >
      <p className="html-preview-label">{t('pages.previewOf', { lang })}</p>
      <h3>{title}</h3>
      <div
        className="html-preview-body"
        // Sanitised with the site's own settings just above: what the player will see.
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, SITE_HTML_PURIFY) }}
      />
    </section>
  );
}
