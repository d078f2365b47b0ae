import { useState } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../../ui/blob-image';
import { Modal } from '../../../ui/modal';
import { useReceipt } from '../api/payments';

/** A deposit's receipt images as thumbnails; each opens larger in a dialog that steps through them. */
export function DepositReceipts({ orderNo, receiptIds }: { orderNo: string; receiptIds: number[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);

  return (
    <>
      <ul className="deposit-receipts" aria-label={t('mc.pages.depositv2.receiptsLabel', { orderNo })}>
        {receiptIds.map((receiptId, index) => (
          <li key={receiptId}>
            <button
              type="button"
              className="deposit-receipt"
              data-testid="receipt-thumb"
              aria-label={t('mc.pages.depositv2.receiptOpen', { n: index + 1, orderNo })}
              onClick={() => setShown(index)}
            >
              <ReceiptImage orderNo={orderNo} receiptId={receiptId} />
            </button>
          </li>
        ))}
      </ul>
      {shown !== null && (
        <ReceiptViewer
          orderNo={orderNo}
          receiptIds={receiptIds}
          index={shown}
          onIndex={setShown}
          onClose={() => setShown(null)}
        />
      )}
    </>
  );
}

function ReceiptImage({
  orderNo,
  receiptId,
  large,
}: {
  orderNo: string;
  receiptId: number;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isError } = useReceipt(orderNo, receiptId);
  const className = large ? 'receipt-viewer__image' : 'deposit-receipt__image';
  if (isError) {
    return (
      <span
        className={`${className} is-failed`}
        role="img"
        aria-label={t('mc.pages.depositv2.receiptFailed')}
      >
        <ImageOff size={large ? 32 : 18} aria-hidden />
      </span>
    );
  }
  if (!data) return <span className={`${className} is-loading`} aria-hidden />;
  return <BlobImage blob={data} alt="" className={className} />;
}

function ReceiptViewer({
  orderNo,
  receiptIds,
  index,
  onIndex,
  onClose,
}: {
  orderNo: string;
  receiptIds: number[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = receiptIds.length;
  const receiptId = receiptIds[index];
  if (receiptId === undefined) return null;
  return (
    <Modal
      open
      name="receiptViewer"
      width={760}
      title={`${orderNo} · ${t('mc.pages.depositv2.receiptTitle', { n: index + 1, count })}`}
      onClose={onClose}
      footer={
        count > 1 ? (
          <>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={index === 0}
              onClick={() => onIndex(index - 1)}
            >
              <ChevronLeft size={18} aria-hidden />
              {t('mc.pages.depositv2.receiptPrevious')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={index === count - 1}
              onClick={() => onIndex(index + 1)}
            >
              {t('mc.pages.depositv2.receiptNext')}
              <ChevronRight size={18} aria-hidden />
            </button>
          </>
        ) : undefined
      }
    >
      <div className="receipt-viewer">
        <ReceiptImage key={receiptId} orderNo={orderNo} receiptId={receiptId} large />
      </div>
    </Modal>
  );
}
