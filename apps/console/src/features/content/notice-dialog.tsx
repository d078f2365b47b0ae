import { NOTICE_TYPES, NoticeInputSchema, type AdminNotice, type NoticeInput } from '@swerte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { isApiError } from '../../lib/api-error';
import { validate } from '../../lib/validate';
import { Dialog } from '../../ui/dialog';
import { CheckField, SelectField, TextAreaField, TextField } from '../../ui/field';
import { ActionNote } from '../../ui/states';
import { fromLocalInput, saveNotice, toLocalInput } from './content-api';

const EMPTY: NoticeInput = {
  type: 'B',
  title: '',
  content: '',
  lang: 'EN',
  enabled: true,
  startAt: null,
  endAt: null,
};

/** Creates or replaces a notice (HTML kept as written; the site sanitises it when it shows it). */
export function NoticeDialog({
  notice,
  input,
  onClose,
}: {
  notice: AdminNotice | null;
  input: NoticeInput | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<NoticeInput>(input ?? EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: NoticeInput) => saveNotice(notice?.id ?? null, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notices'] }),
  });
  const set = (patch: Partial<NoticeInput>) => setForm({ ...form, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(NoticeInputSchema, form);
    setFields(checked.ok ? {} : checked.fields);
    if (checked.ok) mutation.mutate(form);
  };
  const serverFields = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const err = (name: string) => fields[name] ?? serverFields[name];
  return (
    <Dialog
      title={notice ? t('content.editNotice', { id: notice.id }) : t('content.newNotice')}
      onClose={onClose}
    >
      <form className="form form-grid" onSubmit={submit}>
        <SelectField
          label={t('content.noticeType')}
          value={form.type}
          onChange={(e) => set({ type: e.target.value as NoticeInput['type'] })}
        >
          {NOTICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('content.lang')}
          value={form.lang}
          onChange={(e) => set({ lang: e.target.value as NoticeInput['lang'] })}
        >
          <option value="TY">TY</option>
          <option value="EN">EN</option>
        </SelectField>
        <div className="form-wide">
          <TextField
            label={t('content.titleField')}
            value={form.title}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
            error={err('title')}
          />
        </div>
        <div className="form-wide">
          <TextAreaField
            label={t('content.noticeContent')}
            value={form.content}
            onChange={(content) => set({ content })}
            error={err('content')}
          />
        </div>
        <TextField
          label={t('content.startAt')}
          type="datetime-local"
          value={toLocalInput(form.startAt ?? null)}
          onChange={(e) => set({ startAt: fromLocalInput(e.target.value) })}
          error={err('startAt')}
        />
        <TextField
          label={t('content.endAt')}
          type="datetime-local"
          value={toLocalInput(form.endAt ?? null)}
          onChange={(e) => set({ endAt: fromLocalInput(e.target.value) })}
          error={err('endAt')}
        />
        <CheckField
          label={t('content.enabled')}
          checked={form.enabled ?? true}
          onChange={(enabled) => set({ enabled })}
        />
        <div className="form-wide">
          <ActionNote error={mutation.error} done={mutation.isSuccess ? t('common.saved') : null} />
        </div>
        <div className="form-actions form-wide">
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
