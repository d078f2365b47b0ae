import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { Dialog } from '../../ui/dialog';
import { errorText } from '../../ui/states';
import { receiptUrl } from './payments-api';

/** A deposit's receipt images, fetched with the token and shown from object URLs. */
export function ReceiptDialog({
  depositId,
  receiptIds,
  onClose,
}: {
  depositId: number;
  receiptIds: number[];
  onClose: () => void;
}) {
  const [urls, setUrls] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(receiptIds.map((id) => receiptUrl(depositId, id)))
      .then((list) => {
        made.push(...list);
        if (live) setUrls(list);
      })
      .catch((cause: unknown) => live && setError(errorText(cause)));
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [depositId, receiptIds]);
  return (
    <Dialog title={t('payments.receipts')} onClose={onClose}>
      {error ? <p className="note note-error">{error}</p> : null}
      <div className="receipts">
        {urls.map((url, i) => (
          <img key={url} src={url} alt={t('payments.receipt', { n: i + 1 })} />
        ))}
      </div>
    </Dialog>
  );
}
