import { NOTICE_TYPES, NoticeInputSchema, type AdminNotice, type NoticeInput } from '@swerte/contracts';
import { t } from '../../i18n';
import { ChoiceField, TextAreaField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { saveNotice } from './content-api';
import { LangField, Schedule } from './content-fields';

const EMPTY: NoticeInput = {
  type: 'B',
  title: '',
  content: '',
  lang: 'EN',
  enabled: true,
  startAt: null,
  endAt: null,
};

/** Creates or replaces a notice (the server sanitises its HTML before it stores it). */
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
  const { form, set, text } = contract;
  return (
    <FormDialog
      title={notice ? t('content.editNotice', { id: notice.id }) : t('content.newNotice')}
      onClose={onClose}
      form={contract}
    >
      <ChoiceField
        label={t('content.noticeType')}
        value={form.type}
        options={NOTICE_TYPES}
        onChange={(type) => set({ type: type || form.type })}
      />
      <LangField value={form.lang} onChange={(lang) => set({ lang: lang || form.lang })} />
      <Wide>
        <TextField label={t('content.titleField')} maxLength={200} {...text('title')} />
      </Wide>
      <Wide>
        <TextAreaField label={t('content.noticeContent')} {...text('content')} />
      </Wide>
      <Schedule contract={contract} />
    </FormDialog>
  );
}
