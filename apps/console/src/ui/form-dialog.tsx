import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { t } from '../i18n';
import { isApiError } from '../lib/api-error';
import { validate } from '../lib/validate';
import { Dialog } from './dialog';
import { ActionNote } from './states';

/**
 * A form over one contract schema: the value is checked with the schema before it is sent, and
 * each field shows the schema's message or, after the call, the server's field error.
 */
export function useContractForm<S extends z.ZodType, Value extends object, Result>({
  schema,
  initial,
  send,
  invalidate = [],
  prepare,
}: {
  schema: S;
  initial: Value;
  /** The form's value as the call's body (empty texts to null, lines to a list), before the check. */
  prepare?: (value: Value) => unknown;
  send: (value: z.output<S>) => Promise<Result>;
  /** Query keys the change makes stale. */
  invalidate?: QueryKey[];
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Value>(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const set = (patch: Partial<Value>) => setForm((current) => ({ ...current, ...patch }));
  /** Checks and sends the form; `patch` first changes it (a "switch on" button beside the fields). */
  const submit = (event?: FormEvent, patch?: Partial<Value>) => {
    event?.preventDefault();
    const value = patch ? { ...form, ...patch } : form;
    if (patch) setForm(value);
    const checked = validate(schema, prepare ? prepare(value) : value);
    setFields(checked.ok ? {} : checked.fields);
    if (checked.ok) mutation.mutate(checked.value);
  };
  const serverFields = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const err = (name: string): string | undefined => fields[name] ?? serverFields[name];
  return { form, set, setForm, submit, err, mutation };
}

/** What the dialog needs of a form: how to submit it and the state of its call. */
export interface ContractForm {
  submit: (event?: FormEvent) => void;
  mutation: { isPending: boolean; isSuccess: boolean; error: unknown };
}

/**
 * A dialog around one contract form: its fields in a grid, the server's answer, and Close and the
 * submit button (a label of its own for decisions: "Approve", "Reject").
 */
export function FormDialog({
  title,
  onClose,
  form,
  children,
  submitLabel = t('common.save'),
  done = t('common.saved'),
  danger = false,
  keepOpenAfter = true,
}: {
  title: string;
  onClose: () => void;
  form: ContractForm;
  children: ReactNode;
  submitLabel?: string;
  /** The confirmation once the server has answered. */
  done?: string | null;
  danger?: boolean;
  /** A one-off decision hides its button once made; an edit form can be saved again. */
  keepOpenAfter?: boolean;
}) {
  const { mutation, submit } = form;
  const finished = mutation.isSuccess && !keepOpenAfter;
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="form form-grid" onSubmit={submit} noValidate>
        {children}
        <div className="form-wide">
          <ActionNote error={mutation.error} done={mutation.isSuccess ? done : null} />
        </div>
        <div className="form-actions form-wide">
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
          {finished ? null : (
            <button
              type="submit"
              className={danger ? 'button button-danger' : 'button button-primary'}
              disabled={mutation.isPending}
            >
              {submitLabel}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

/** An edit form in the page (a settings panel): the same fields, answer and Save button, no dialog. */
export function FormPanel({
  title,
  form,
  children,
  submitLabel = t('common.save'),
  done = t('common.saved'),
  danger = false,
  extra,
}: {
  title: string;
  form: ContractForm;
  children: ReactNode;
  submitLabel?: string;
  done?: string | null;
  danger?: boolean;
  /** Further buttons beside Save. */
  extra?: ReactNode;
}) {
  const { mutation, submit } = form;
  return (
    <section className="panel">
      <h2>{title}</h2>
      <form className="form form-grid" onSubmit={submit} noValidate>
        {children}
        <div className="form-wide">
          <ActionNote error={mutation.error} done={mutation.isSuccess ? done : null} />
        </div>
        <div className="form-actions form-wide">
          {extra}
          <button
            type="submit"
            className={danger ? 'button button-danger' : 'button button-primary'}
            disabled={mutation.isPending}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A field spanning both columns of a form grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className="form-wide">{children}</div>;
}
