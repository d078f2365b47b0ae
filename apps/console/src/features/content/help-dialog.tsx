import {
  DeviceSchema,
  HelpItemInputSchema,
  type AdminHelpItem,
  type HelpItemInput,
  type Language,
} from '@swerte/contracts';
import { t } from '../../i18n';
import { ChoiceField, TextAreaField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { HtmlPreview } from '../../ui/html-preview';
import { ImageUpload } from '../../ui/image-upload';
import { saveHelp } from './content-api';
import { LangField } from './content-fields';

/** A text inside an HTML attribute's quotes. */
const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Creates or replaces a help item, its HTML previewed as the site will show it. */
export function HelpDialog({
  item,
  input,
  lang,
  onClose,
}: {
  item: AdminHelpItem | null;
  input: HelpItemInput | null;
  lang: Language;
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: HelpItemInputSchema,
    initial: input ?? { lang, tag: '', title: '', content: '', device: null },
    send: (body: HelpItemInput) => saveHelp(item?.id ?? null, body),
    invalidate: [['help']],
  });
  const { form, set, text } = contract;
  return (
    <FormDialog
      title={item ? t('pages.help.edit', { tag: item.tag }) : t('pages.help.new')}
      onClose={onClose}
      form={contract}
    >
      <LangField value={form.lang} onChange={(next) => set({ lang: next || form.lang })} />
      <TextField label={t('pages.help.tag')} name="tag" maxLength={32} {...text('tag')} />
      <TextField label={t('content.titleField')} name="title" maxLength={200} {...text('title')} />
      <ChoiceField
        label={t('pages.help.device')}
        value={form.device ?? ''}
        options={DeviceSchema.options}
        any={t('pages.help.everyDevice')}
        onChange={(device) => set({ device: device || null })}
      />
      <Wide>
        <TextAreaField label={t('pages.htmlField')} rows={10} {...text('content')} />
      </Wide>
      <ImageUpload
        label={t('pages.image.uploadInto')}
        onUploaded={(url) =>
          set({
            content: `${form.content ?? ''}<p><img src="${url}" alt="${escapeAttribute(form.title)}"></p>`,
          })
        }
      />
      <Wide>
        <HtmlPreview html={form.content ?? ''} lang={form.lang} title={form.title} />
      </Wide>
    </FormDialog>
  );
}
