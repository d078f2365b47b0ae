import { BANNER_GROUPS, BannerInputSchema, type AdminBanner, type BannerInput } from '@swerte/contracts';
import { t } from '../../i18n';
import { ChoiceField, SelectField, TextField } from '../../ui/field';
import { FormDialog, useContractForm } from '../../ui/form-dialog';
import { ImagePreview, ImageUpload } from '../../ui/image-upload';
import { saveBanner } from './content-api';
import { LangField, Schedule } from './content-fields';

const EMPTY: BannerInput = {
  groupName: 'w_home',
  title: '',
  subtitle: '',
  url: '',
  mobileUrl: '',
  linkageType: 0,
  linkUrl: null,
  lang: null,
  enabled: true,
  startAt: null,
  endAt: null,
};

/** Creates or replaces a banner; the contract's schema checks the form first, the server again. */
export function BannerDialog({
  banner,
  input,
  onClose,
}: {
  banner: AdminBanner | null;
  input: BannerInput | null;
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: BannerInputSchema,
    initial: input ?? EMPTY,
    send: (body: BannerInput) => saveBanner(banner?.id ?? null, body),
    invalidate: [['banners']],
  });
  const { form, set, text } = contract;
  return (
    <FormDialog
      title={banner ? t('content.editBanner', { id: banner.id }) : t('content.newBanner')}
      onClose={onClose}
      form={contract}
    >
      <ChoiceField
        label={t('content.group')}
        value={form.groupName}
        options={BANNER_GROUPS}
        onChange={(groupName) => set({ groupName: groupName || form.groupName })}
      />
      <LangField value={form.lang ?? ''} any onChange={(lang) => set({ lang: lang || null })} />
      <TextField label={t('content.titleField')} name="title" maxLength={120} {...text('title')} />
      <TextField label={t('content.subtitle')} name="subtitle" maxLength={200} {...text('subtitle')} />
      <TextField label={t('content.imageUrl')} {...text('url')} />
      <ImageUpload label={t('pages.image.upload')} onUploaded={(url) => set({ url })} />
      <TextField label={t('content.mobileUrl')} {...text('mobileUrl')} />
      <ImageUpload label={t('pages.image.upload')} onUploaded={(mobileUrl) => set({ mobileUrl })} />
      <ImagePreview url={form.url ?? ''} alt={t('pages.image.current')} />
      <ImagePreview url={form.mobileUrl ?? ''} alt={t('pages.image.current')} />
      <SelectField
        label={t('content.linkageType')}
        value={String(form.linkageType ?? 0)}
        onChange={(e) => {
          const linkageType = Number(e.target.value) as 0 | 1 | 2;
          set({ linkageType, linkUrl: linkageType === 0 ? null : (form.linkUrl ?? '') });
        }}
      >
        <option value="0">{t('content.linkage.0')}</option>
        <option value="1">{t('content.linkage.1')}</option>
        <option value="2">{t('content.linkage.2')}</option>
      </SelectField>
      <TextField label={t('content.linkUrl')} disabled={form.linkageType === 0} {...text('linkUrl')} />
      <Schedule contract={contract} />
    </FormDialog>
  );
}
