import { describe, expect, it } from 'vitest';
import { footerHelpLinks } from './footer-help-links';

const items = ['about', 'term', 'agent', 'responsible'].map((tag) => ({ tag, title: tag }));

describe('footer help links', () => {
  it('shows every help item in help order until the operator picks some', () => {
    expect(footerHelpLinks(items, null).map((item) => item.tag)).toEqual([
      'about',
      'term',
      'agent',
      'responsible',
    ]);
  });

  it("follows the operator's pick and order, skipping tags this language lacks", () => {
    const picked = footerHelpLinks(items, ['responsible', 'missing', 'about']);
    expect(picked.map((item) => item.tag)).toEqual(['responsible', 'about']);
    expect(footerHelpLinks(items, [])).toEqual([]);
  });
});
