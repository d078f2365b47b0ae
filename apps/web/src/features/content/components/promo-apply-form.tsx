import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_IMAGE_MAX_BYTES, PROMO_IMAGE_MAX_FILES, PROMO_NOTE_MAX } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { FormAlert } from '../../../ui/form/submit-button';
import { ImagePicker, type PickedImage } from '../../../ui/image-picker';
import { useApplyPromotion } from '../api/promotions';

/** §5 application: a note of up to 140 characters (counted as typed) and up to 3 png/jpg images. */
export function PromoApplyForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const mutation = useApplyPromotion();

  return (
    <form
      id="apply"
      className="card promo-apply"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          { id, note: note.trim(), images: images.map((image) => ({ data: image.data })) },
          { onSuccess: onDone },
        );
      }}
    >
      <h2 className="promo-apply__title">{t('promo.apply.title')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={noteId}>
          {t('promo.apply.note')}
        </label>
        <textarea
          id={noteId}
          className="input promo-apply__note"
          rows={3}
          maxLength={PROMO_NOTE_MAX}
          value={note}
          placeholder={t('promo.apply.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          data-testid="promo-note"
        />
        <p className="field__hint promo-apply__count" aria-live="polite">
          {t('promo.apply.count', { count: note.length, max: PROMO_NOTE_MAX })}
        </p>
      </div>
      <ImagePicker
        value={images}
        onChange={setImages}
        max={PROMO_IMAGE_MAX_FILES}
        maxBytes={PROMO_IMAGE_MAX_BYTES}
        testId="promo-images"
        labels={{
          label: t('promo.apply.images'),
          add: t('promo.apply.addImage'),
          hint: t('promo.apply.imagesHint'),
          remove: (name) => t('promo.apply.removeImage', { name }),
          wrongType: (name) => t('promo.apply.imageType', { name }),
          tooBig: (name) => t('promo.apply.imageTooBig', { name }),
        }}
      />
      {mutation.error && <FormAlert>{errorText(mutation.error, t)}</FormAlert>}
      <button type="submit" className="btn btn--primary btn--lg" disabled={mutation.isPending}>
        {t('promo.apply.submit')}
      </button>
    </form>
  );
}
