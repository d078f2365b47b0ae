import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    );
    expect(html).toBe('<p>Hi <b>there</b><img src="x"></p>');
  });

  it('removes javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});
