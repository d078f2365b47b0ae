import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml } from './operator-html.js';

describe('operator HTML', () => {
  it('keeps site and https pictures and links, drops those that leave the site by a trick', () => {
    const html = [
      '<img src="/media/promotions/1.svg" alt="a">',
      '<img src="https://cdn.example.com/b.png" alt="b">',
      '<img src="/\\evil.example/pixel.png" alt="c">',
      '<img src="//evil.example/pixel.png" alt="d">',
      '<a href="/promotions">ok</a>',
      '<a href="/\\evil.example/">away</a>',
      '<a href="javascript:alert(1)">js</a>',
    ].join('');
    const clean = sanitizeOperatorHtml(html);
    expect(clean).toContain('src="/media/promotions/1.svg"');
    expect(clean).toContain('src="https://cdn.example.com/b.png"');
    expect(clean).not.toContain('evil.example');
    expect(clean).not.toContain('javascript');
    expect(clean).toContain('href="/promotions"');
  });
});
