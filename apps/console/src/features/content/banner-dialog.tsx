import { BANNER_GROUPS, BannerInputSchema, type AdminBanner, type BannerInput } from '@swerte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { isApiError } from '../../lib/api-error';
import { validate } from '../../lib/validate';
import { Dialog } from '../../ui/dialog';
import { CheckField, SelectField, TextField } from '../../ui/field';
import { ActionNote } from '../../ui/states';
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
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BannerInput>(input ?? EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: BannerInput) => saveBanner(banner?.id ?? null, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
  const set = (patch: Partial<BannerInput>) => setForm({ ...form, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(BannerInputSchema, form);
    setFields(checked.ok ? {} : checked.fields);
    if (checked.ok) mutation.mutate(form);
  };
  const serverFields = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const err = (name: string) => fields[name] ?? serverFields[name];
  return (
    <Dialog
      title={banner ? t('content.editBanner', { id: banner.id }) : t('content.newBanner')}
      onClose={onClose}
    >
      <form className="form form-grid" onSubmit={submit}>
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
