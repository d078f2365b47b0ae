import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n, loadLazyTranslation, setLanguage } from '../../../i18n';
import { JoinPage } from './join-page';

function renderJoin(props: Parameters<typeof JoinPage>[0]) {
  return render(
    <MemoryRouter>
      <JoinPage {...props} />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('EN');
  await loadLazyTranslation('EN');
});

afterEach(cleanup);

describe('JoinPage', () => {
  it('explains the programme: three steps, what agents earn and the FAQ', () => {
    renderJoin({});
    expect(screen.getByRole('heading', { name: 'Earn as a Swerte agent' })).toBeTruthy();
    const steps = screen.getByRole('heading', { name: 'How it works' }).parentElement!;
    expect(steps.querySelectorAll('li')).toHaveLength(3);
    for (const name of ['Apply', 'Share your link', 'Earn', 'Commission', 'Daily salary', 'Dividends']) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeTruthy();
    }
    const question = screen.getByText('Does becoming an agent cost anything?');
    const item = question.closest('details')!;
    expect(item.open).toBe(false);
    fireEvent.click(question);
    expect(item.open).toBe(true);
  });

  it('opens customer service to apply, and sends agents to their login', () => {
    const onApply = vi.fn();
    renderJoin({ onApply });
    const [hero] = screen.getAllByRole('button', { name: 'Apply to become an agent' });
    fireEvent.click(hero!);
    expect(onApply).toHaveBeenCalledOnce();
    for (const link of screen.getAllByRole('link', { name: 'Already an agent? Log in' })) {
      expect(link.getAttribute('href')).toBe('/agentHome');
    }
  });

  it('without live chat, the apply button leads to the help centre’s agent entry', () => {
    renderJoin({});
    const [apply] = screen.getAllByRole('link', { name: 'Apply to become an agent' });
    expect(apply!.getAttribute('href')).toBe('/help#agent');
  });

  it("shows the operator's agent entry, sanitised", () => {
    renderJoin({
      details: {
        title: 'Become an Agent',
        content:
          '<p>Earn <strong>40%</strong> commission.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
    });
    const details = screen.getByRole('heading', { name: 'Become an Agent' }).closest('section')!;
    expect(details.textContent).toContain('Earn 40% commission.');
    expect(details.innerHTML).not.toContain('onerror');
    expect(details.innerHTML).not.toContain('<script');
  });
});
