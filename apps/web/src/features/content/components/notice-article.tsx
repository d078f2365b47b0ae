import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';

/** A notice's operator HTML, sanitised (DESIGN.md); plain text shows as it is. */
export function NoticeArticle({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="notice-article rich-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
