import { SITE_HTML_PURIFY } from '@swerte/contracts';
import DOMPurify from 'dompurify';

/** DESIGN.md: HTML from the server (notices, promotions, help) is sanitised before rendering. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SITE_HTML_PURIFY);
}
