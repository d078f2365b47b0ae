import { isHttpsUrl, isSitePath } from '@swerte/contracts';
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'code' && tag !== 'pre'),
    'img',
    'h1',
    'h2',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  // No javascript:, data: or protocol-relative addresses; site paths and https (and mail) only.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image only from this site ('/media/…') or https; anything else (relative, data:) goes.
  exclusiveFilter: (frame) => {
    const src = frame.attribs.src ?? '';
    return frame.tag === 'img' && !isSitePath(src) && !isHttpsUrl(src);
  },
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * Operator HTML (a promotion, a help item, a notice), cleaned before it is stored: scripts, styles, event handlers, frames and
 * unsafe addresses are removed, text and simple formatting kept. The site sanitises it again on render.
 */
export function sanitizeOperatorHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
