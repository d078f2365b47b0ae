import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { t } from '../i18n';
import { isApiError } from '../lib/api-error';
import { validate } from '../lib/validate';
import { Dialog } from './dialog';
import { ActionNote } from './states';

/** The names of a form's fields that hold text (an empty text may stand for null). */
type TextKeys<V> = { [K in keyof V]-?: V[K] extends string | null | undefined ? K : never }[keyof V] & string;
/** The names of a form's yes/no fields. */
type FlagKeys<V> = { [K in keyof V]-?: V[K] extends boolean | undefined ? K : never }[keyof V] & string;

/** What `text` of a contract form hands a text field. */
export interface TextBinding {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

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
  /**
   * A text field's props (`<TextField {...text('title')} />`): its value, its change and its error,
   * the error found under `errorKey` where the body's shape differs from the form's (`title.EN`).
   */
  const text = (name: TextKeys<Value>, errorKey: string = name): TextBinding => ({
    value: (form[name] as string | null | undefined) ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [name]: e.target.value } as Partial<Value>),
    error: err(errorKey),
  });
  /** A date field's props (`<DateTimeField {...when('endAt')} />`): the ISO instant or null. */
  const when = (name: TextKeys<Value>) => ({
    value: form[name] as string | null | undefined,
    onChange: (iso: string | null) => set({ [name]: iso } as Partial<Value>),
    error: err(name),
  });
  /** A check box's props (`<CheckField {...flag('enabled')} />`). */
  const flag = (name: FlagKeys<Value>) => ({
    checked: (form[name] as boolean | undefined) ?? true,
    onChange: (checked: boolean) => set({ [name]: checked } as Partial<Value>),
  });
  return { form, set, setForm, submit, err, text, when, flag, mutation };
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
  return (
    <Dialog title={title} onClose={onClose}>
      <FormBody
        form={form}
        submitLabel={submitLabel}
        done={done}
        danger={danger}
        hideSubmit={form.mutation.isSuccess && !keepOpenAfter}
        extra={
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        }
      >
        {children}
      </FormBody>
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
  readOnly = false,
}: {
  title: string;
  form: ContractForm;
  children: ReactNode;
  submitLabel?: string;
  done?: string | null;
  danger?: boolean;
  /** Further buttons beside Save. */
  extra?: ReactNode;
  /** Shown to a role that may read the settings but not change them: fields disabled, no buttons. */
  readOnly?: boolean;
}) {
  return (
    <section className="panel">
      <h2>{title}</h2>
      {readOnly ? (
        <fieldset className="form form-grid" disabled>
          {children}
        </fieldset>
      ) : (
        <FormBody form={form} submitLabel={submitLabel} done={done} danger={danger} extra={extra}>
          {children}
        </FormBody>
      )}
    </section>
  );
}

/** The form of a dialog or panel: its fields in a grid, the server's answer, the buttons. */
function FormBody({
  form,
  children,
  submitLabel,
  done,
  danger,
  extra,
  hideSubmit = false,
}: {
  form: ContractForm;
  children: ReactNode;
  submitLabel: string;
  done: string | null;
  danger: boolean;
  extra?: ReactNode;
  hideSubmit?: boolean;
}) {
  const { mutation, submit } = form;
  return (
    <form className="form form-grid" onSubmit={submit} noValidate>
      {children}
      <div className="form-wide">
        <ActionNote error={mutation.error} done={mutation.isSuccess ? done : null} />
      </div>
      <div className="form-actions form-wide">
        {extra}
        {hideSubmit ? null : (
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
  );
}

/** A field spanning both columns of a form grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className="form-wide">{children}</div>;
}
