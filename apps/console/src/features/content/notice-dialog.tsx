import { NOTICE_TYPES, NoticeInputSchema, type AdminNotice, type NoticeInput } from '@swerte/contracts';
import { t } from '../../i18n';
import { CheckField, SelectField, TextAreaField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
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
  const contract = useContractForm({
    schema: NoticeInputSchema,
    initial: input ?? EMPTY,
    send: (body: NoticeInput) => saveNotice(notice?.id ?? null, body),
    invalidate: [['notices']],
  });
  const { form, set, err } = contract;
  return (
    <FormDialog
      title={notice ? t('content.editNotice', { id: notice.id }) : t('content.newNotice')}
      onClose={onClose}
      form={contract}
    >
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
      <Wide>
        <TextField
          label={t('content.titleField')}
          value={form.title}
          maxLength={200}
          onChange={(e) => set({ title: e.target.value })}
          error={err('title')}
        />
      </Wide>
      <Wide>
        <TextAreaField
          label={t('content.noticeContent')}
          value={form.content}
          onChange={(content) => set({ content })}
          error={err('content')}
        />
      </Wide>
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
    </FormDialog>
  );
}
