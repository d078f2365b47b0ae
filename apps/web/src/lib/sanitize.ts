import DOMPurify from 'dompurify';

/** DESIGN.md: HTML from the server (notices, promotions, help) is sanitised before rendering. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
