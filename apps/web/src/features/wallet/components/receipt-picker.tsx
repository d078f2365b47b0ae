import { useId, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES } from '@swerte/contracts';

export interface Receipt {
  name: string;
  /** A data URL ('data:image/png;base64,…'), as the deposit call takes it. */
  data: string;
}

const TYPES = ['image/png', 'image/jpeg'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Up to 3 receipt images (§5: png or jpg, 5 MB each), previewed, each removable. */
export function ReceiptPicker({
  value,
  onChange,
}: {
  value: Receipt[];
  onChange: (receipts: Receipt[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const add = async (files: FileList | null) => {
    const next = [...value];
    const found: string[] = [];
    for (const file of Array.from(files ?? [])) {
      if (next.length >= RECEIPT_MAX_FILES) break;
      if (!TYPES.includes(file.type)) found.push(t('mc.pages.depositv2.receiptType', { name: file.name }));
      else if (file.size > RECEIPT_MAX_BYTES)
        found.push(t('mc.pages.depositv2.receiptTooBig', { name: file.name }));
      else next.push({ name: file.name, data: await readAsDataUrl(file) });
    }
    setProblems(found);
    onChange(next);
  };

  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {t('mc.pages.depositv2.receipts')}
        <span className="field__optional"> ({t('auth.fields.optional')})</span>
      </span>
      <ul className="receipts" aria-labelledby={`${id}-label`}>
        {value.map((receipt, index) => (
          <li key={`${receipt.name}-${index}`} className="receipt">
            <img src={receipt.data} alt={receipt.name} />
            <button
              type="button"
              className="receipt__remove"
              aria-label={t('mc.pages.depositv2.removeReceipt', { name: receipt.name })}
              onClick={() => onChange(value.filter((_, other) => other !== index))}
            >
              <X size={14} aria-hidden />
            </button>
          </li>
        ))}
        {value.length < RECEIPT_MAX_FILES && (
          <li>
            <label className="receipt receipt--add">
              <ImagePlus size={22} aria-hidden />
              <span>{t('mc.pages.depositv2.addReceipt')}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="visually-hidden"
                data-testid="receipt-input"
                onChange={(event) => {
                  void add(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {problems.map((problem) => (
        <p key={problem} className="field__error" role="alert">
          {problem}
        </p>
      ))}
      <p className="field__hint">{t('mc.pages.depositv2.receiptsHint')}</p>
    </div>
  );
}
