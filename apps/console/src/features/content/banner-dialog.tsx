import { BANNER_GROUPS, BannerInputSchema, type AdminBanner, type BannerInput } from '@swerte/contracts';
import { t } from '../../i18n';
import { CheckField, SelectField, TextField } from '../../ui/field';
import { FormDialog, useContractForm } from '../../ui/form-dialog';
import { fromLocalInput, saveBanner, toLocalInput } from './content-api';

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
  const { form, set, err } = contract;
  return (
    <FormDialog
      title={banner ? t('content.editBanner', { id: banner.id }) : t('content.newBanner')}
      onClose={onClose}
      form={contract}
    >
      <SelectField
        label={t('content.group')}
        value={form.groupName}
        onChange={(e) => set({ groupName: e.target.value as BannerInput['groupName'] })}
      >
        {BANNER_GROUPS.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('content.lang')}
        value={form.lang ?? ''}
        onChange={(e) => set({ lang: (e.target.value || null) as BannerInput['lang'] })}
      >
        <option value="">{t('content.lang.any')}</option>
        <option value="TY">TY</option>
        <option value="EN">EN</option>
      </SelectField>
      <TextField
        label={t('content.titleField')}
        name="title"
        value={form.title}
        maxLength={120}
        onChange={(e) => set({ title: e.target.value })}
        error={err('title')}
      />
      <TextField
        label={t('content.subtitle')}
        name="subtitle"
        value={form.subtitle ?? ''}
        maxLength={200}
        onChange={(e) => set({ subtitle: e.target.value })}
        error={err('subtitle')}
      />
      <TextField
        label={t('content.imageUrl')}
        value={form.url ?? ''}
        onChange={(e) => set({ url: e.target.value })}
        error={err('url')}
      />
      <TextField
        label={t('content.mobileUrl')}
        value={form.mobileUrl ?? ''}
        onChange={(e) => set({ mobileUrl: e.target.value })}
        error={err('mobileUrl')}
      />
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
      <TextField
        label={t('content.linkUrl')}
        value={form.linkUrl ?? ''}
        disabled={form.linkageType === 0}
        onChange={(e) => set({ linkUrl: e.target.value })}
        error={err('linkUrl')}
      />
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
