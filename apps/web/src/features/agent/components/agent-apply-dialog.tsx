import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';
import { useApplyAgent } from '../api/agent-application';
import { AgentApplyForm } from './agent-apply-form';

/** The application form in a modal; it closes once the application is in, and the page shows its status. */
export function AgentApplyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyAgent();
  return (
    <Modal open name="agentApplyModal" title={t('content.join.form.title')} onClose={onClose} width={520}>
      <AgentApplyForm
        onSubmit={async (body) => {
          await apply.mutateAsync(body);
          onClose();
        }}
      />
    </Modal>
  );
}
