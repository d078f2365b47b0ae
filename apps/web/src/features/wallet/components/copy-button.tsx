import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Copies a value (an account number) and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <button
      type="button"
      className="copy-button"
      aria-label={`${t('mc.pages.depositv2.copy')}: ${label}`}
      onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
    >
      {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
      <span aria-live="polite">{copied ? t('mc.pages.depositv2.copied') : t('mc.pages.depositv2.copy')}</span>
    </button>
  );
}
