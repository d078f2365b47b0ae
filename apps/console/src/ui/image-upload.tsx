import { adminContentImageEndpoints, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@swerte/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { t } from '../i18n';
import { callEndpoint } from '../lib/api-client';
import { ActionNote } from './states';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always ends in a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/**
 * Uploads a picture for a banner, a promotion or help HTML and hands back its /media/uploads address;
 * the server checks the bytes and the size (the file's own type and name prove nothing).
 */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const id = useId();
  const upload = useMutation({
    mutationFn: async (file: File) =>
      callEndpoint(adminContentImageEndpoints.upload, {
        body: { image: await readAsDataUrl(file), name: file.name.slice(0, 120) },
      }),
    onSuccess: (image) => onUploaded(image.url),
  });
  const mb = CONTENT_IMAGE_MAX_BYTES / 1024 / 1024;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
          e.target.value = '';
        }}
      />
      <span className="muted">{t('pages.image.hint', { mb })}</span>
      <ActionNote
        error={upload.error}
        done={upload.isSuccess ? t('pages.image.done', { url: upload.data.url }) : null}
      />
    </div>
  );
}

/** A picture the form points at, when it is one of this site's own (the console shows no other). */
export function ImagePreview({ url, alt }: { url: string; alt: string }) {
  return url.startsWith('/') ? <img className="image-preview" src={url} alt={alt} /> : null;
}
