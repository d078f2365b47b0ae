import {
  PROMO_CATEGORIES,
  PromotionInputSchema,
  type AdminPromotion,
  type PromotionInput,
} from '@swerte/contracts';
import { t } from '../../i18n';
import { ChoiceField, TextAreaField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { HtmlPreview } from '../../ui/html-preview';
import { ImagePreview, ImageUpload } from '../../ui/image-upload';
import { promotionInput, savePromotion } from './content-api';
import { Schedule } from './content-fields';

/** The form's value: the promotion with its rule as JSON text (checked against the rule's schema). */
type PromotionForm = Omit<PromotionInput, 'rule'> & { rule: string };

const NEW_RULE = {
  kind: 'deposit_bonus',
  percentBps: 1000,
  minDeposit: '100.00',
  maxBonus: '500.00',
  turnoverMultiple: 5,
};

const toForm = (p: AdminPromotion | null): PromotionForm =>
  p
    ? { ...promotionInput(p), rule: JSON.stringify(p.rule, null, 2) }
    : {
        category: 'deposit',
        titleTy: '',
        titleEn: '',
        summaryTy: '',
        summaryEn: '',
        contentTy: '',
        contentEn: '',
        imageUrl: '',
        rule: JSON.stringify(NEW_RULE, null, 2),
        enabled: true,
        startAt: null,
        endAt: null,
      };

/** JSON that does not parse goes to the schema as text, which refuses it under `rule`. */
const parseRule = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Creates or replaces a promotion: its words in both site languages, each previewed as the site shows
 * it (the server sanitises the HTML before storing it), its rule and its window.
 */
export function PromotionDialog({
  promotion,
  onClose,
}: {
  promotion: AdminPromotion | null;
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: PromotionInputSchema,
    initial: toForm(promotion),
    prepare: (value: PromotionForm) => ({ ...value, rule: parseRule(value.rule) }),
    send: (body) => savePromotion(promotion?.id ?? null, body),
    invalidate: [['promotions']],
  });
  const { form, set, text } = contract;
  return (
    <FormDialog
      title={promotion ? t('pages.promo.edit', { id: promotion.id }) : t('pages.promo.new')}
      onClose={onClose}
      form={contract}
    >
      <ChoiceField
        label={t('pages.promo.category')}
        value={form.category}
        options={PROMO_CATEGORIES}
        onChange={(category) => set({ category: category || form.category })}
      />
      <TextField label={t('content.imageUrl')} {...text('imageUrl')} />
      <ImageUpload label={t('pages.image.upload')} onUploaded={(imageUrl) => set({ imageUrl })} />
      <ImagePreview url={form.imageUrl ?? ''} alt={t('pages.image.current')} />
      <TextField label={t('pages.titleTy')} maxLength={120} {...text('titleTy')} />
      <TextField label={t('pages.titleEn')} maxLength={120} {...text('titleEn')} />
      <TextField label={t('pages.summaryTy')} maxLength={300} {...text('summaryTy')} />
      <TextField label={t('pages.summaryEn')} maxLength={300} {...text('summaryEn')} />
      <TextAreaField label={`${t('pages.htmlField')} · TY`} {...text('contentTy')} />
      <TextAreaField label={`${t('pages.htmlField')} · EN`} {...text('contentEn')} />
      <HtmlPreview html={form.contentTy ?? ''} lang="TY" title={form.titleTy} />
      <HtmlPreview html={form.contentEn ?? ''} lang="EN" title={form.titleEn} />
      <Wide>
        <TextAreaField label={t('pages.promo.ruleJson')} rows={7} className="mono" {...text('rule')} />
      </Wide>
      <Schedule contract={contract} />
    </FormDialog>
  );
}
