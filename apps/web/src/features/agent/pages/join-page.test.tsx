import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadEnglish } from '../../../test/english';
import type { AgentApplication } from '@swerte/contracts';
import { JoinPage } from './join-page';

const APPLICATION: AgentApplication = {
  id: 7,
  status: 'pending',
  contactName: 'Maria Santos',
  contact: '+63 917 123 4567',
  channel: 'community',
  teamSize: 25,
  note: '',
  remark: '',
  createdAt: '2026-11-20T02:30:00.000Z',
  decidedAt: null,
};

function renderJoin(props: Partial<Parameters<typeof JoinPage>[0]> = {}) {
  return render(
    <MemoryRouter>
      <JoinPage onApply={() => {}} timeZone="Asia/Manila" {...props} />
    </MemoryRouter>,
  );
}

beforeAll(loadEnglish);

afterEach(cleanup);

describe('JoinPage', () => {
  it('explains the programme: three steps, what agents earn and the FAQ', () => {
    renderJoin();
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

  it('applies through the call to action, keeps customer service beside it, and sends agents to their login', () => {
    const onApply = vi.fn();
    const onContactSupport = vi.fn();
    renderJoin({ onApply, onContactSupport });
    const buttons = screen.getAllByRole('button', { name: 'Apply to become an agent' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    expect(onApply).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Questions first? Chat with customer service' }));
    expect(onContactSupport).toHaveBeenCalledOnce();
    for (const link of screen.getAllByRole('link', { name: 'Already an agent? Log in' })) {
      expect(link.getAttribute('href')).toBe('/agentHome');
    }
    expect(screen.queryByTestId('agent-application-status')).toBeNull();
  });

  it('without live chat, customer service is the help centre’s agent entry', () => {
    renderJoin();
    const link = screen.getByRole('link', { name: 'Questions first? Chat with customer service' });
    expect(link.getAttribute('href')).toBe('/help#agent');
  });

  it('while an application is reviewed, shows it instead of a second form', () => {
    const onApply = vi.fn();
    renderJoin({ onApply, application: APPLICATION });
    expect(screen.queryByRole('button', { name: 'Apply to become an agent' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'See my application' })).toHaveLength(2);
    const status = screen.getByTestId('agent-application-status');
    expect(status.dataset.status).toBe('pending');
    expect(status.textContent).toContain('We are reviewing your application');
    expect(status.textContent).toContain('+63 917 123 4567');
    expect(status.textContent).toContain('2026/11/20 10:30');
  });

  it('once approved (or for an agent), leads to the agent area', () => {
    const decided = { ...APPLICATION, status: 'approved' as const, decidedAt: '2026-11-21T01:00:00.000Z' };
    renderJoin({ application: decided });
    const links = screen.getAllByRole('link', { name: 'Go to the agent area' });
    expect(links.length).toBe(3);
    for (const link of links) expect(link.getAttribute('href')).toBe('/agentHome');
    expect(screen.queryByRole('link', { name: 'Already an agent? Log in' })).toBeNull();
    cleanup();
    renderJoin({ isAgent: true, application: null });
    expect(screen.getAllByRole('link', { name: 'Go to the agent area' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Apply to become an agent' })).toBeNull();
  });

  it("after a rejection, shows the operator's remark and applies again", () => {
    const onApply = vi.fn();
    const rejected = {
      ...APPLICATION,
      status: 'rejected' as const,
      remark: 'Please add a reachable mobile number.',
      decidedAt: '2026-11-21T01:00:00.000Z',
    };
    renderJoin({ onApply, application: rejected });
    const status = screen.getByTestId('agent-application-status');
    expect(status.textContent).toContain('Your application was not approved');
    expect(status.textContent).toContain('Please add a reachable mobile number.');
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button', { name: 'Apply to become an agent' })).toHaveLength(2);
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
