import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useHelpCenter } from '../api/get-help-center';
import { HelpArticle } from './help-article';

/** helpModal (§2): one help item's title and content, with a close button. */
export function HelpModal({ tag, onClose }: { tag: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useHelpCenter();
  const item = data?.find((entry) => entry.tag === tag);
  return (
    <Modal open title={item?.title ?? t('pages.help')} onClose={onClose}>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : item ? (
        <HelpArticle html={item.content} />
      ) : (
        <p>{t('help.notFound')}</p>
      )}
    </Modal>
  );
}
