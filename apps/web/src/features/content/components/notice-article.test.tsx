import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeArticle } from './notice-article';
import { NoticeModal } from './notice-modal';

// What an operator may store (the API keeps it as written; content-admin.api.test.ts).
const UNSAFE =
  '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
  '<iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg><b style="color:red">bold</b></p>';

function expectHarmless(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed')).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.value.toLowerCase()).not.toContain('javascript:');
    }
  }
}

describe('operator HTML in notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders harmless on the notice page', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(<NoticeArticle html={UNSAFE} />);
    expectHarmless(container);
    expect(container.textContent).toContain('Hi');
    expect(container.querySelector('b')?.textContent).toBe('bold');
    expect(alert).not.toHaveBeenCalled();
  });

  it('renders harmless in the notice modal, opened at the clicked index', () => {
    render(
      <NoticeModal
        notices={[
          { id: 1, title: 'First', content: '<p>one</p>' },
          { id: 2, title: 'Second', content: UNSAFE },
        ]}
        initialIndex={1}
        onClose={() => undefined}
      />,
    );
    const second = screen.getByRole('button', { name: 'Second' });
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'First' }).getAttribute('aria-expanded')).toBe('false');
    expectHarmless(document.body);
  });
});
