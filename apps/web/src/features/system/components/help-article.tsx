import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';
import './help-article.css';

/** A help item's HTML body, sanitised. */
export function HelpArticle({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="help-article" dangerouslySetInnerHTML={{ __html: safe }} />;
}
