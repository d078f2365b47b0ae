import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api-error';
import { loadEnglish } from '../../../test/english';
import { AgentApplyForm } from './agent-apply-form';

beforeAll(loadEnglish);

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type('Your name', '  Maria Santos ');
  type('Mobile number or messenger', '+63 917 123 4567');
  fireEvent.change(field('How will you bring players?'), { target: { value: 'community' } });
  type('Expected team size', '25');
  type('Anything else we should know', 'Basketball league');
}

describe('AgentApplyForm', () => {
  it('asks for every required field before sending anything', async () => {
    const onSubmit = vi.fn();
    render(<AgentApplyForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(3);
    expect(screen.getByText('A whole number from 1 to 10000.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a contact that is neither a number nor a handle, and a team of 0', async () => {
    const onSubmit = vi.fn();
    render(<AgentApplyForm onSubmit={onSubmit} />);
    fillValid();
    type('Mobile number or messenger', '<b>me</b>');
    type('Expected team size', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await screen.findByText(/Use a mobile number or a messenger handle/);
    expect(screen.getByText('A whole number from 1 to 10000.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the note and sends the trimmed application', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<AgentApplyForm onSubmit={onSubmit} />);
    fillValid();
    expect(screen.getByText('17 / 140')).toBeTruthy();
    expect(field('Anything else we should know').getAttribute('maxlength')).toBe('140');
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      contactName: 'Maria Santos',
      contact: '+63 917 123 4567',
      channel: 'community',
      teamSize: 25,
      note: 'Basketball league',
    });
  });

  it("shows the server's refusal (a pending application already) and keeps the form", async () => {
    const message = 'You already have an application waiting for review. Please wait for its answer.';
    const onSubmit = vi.fn().mockRejectedValue(new ApiError('error_agent_application_pending', message, 409));
    render(<AgentApplyForm onSubmit={onSubmit} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((field('Your name') as HTMLInputElement).value).toBe('  Maria Santos ');
  });
});
