import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { sanitizeHtml } from '../../../lib/sanitize';
import { Panel } from '../../../ui/panel';
import { useAgentAnnouncements } from '../api/contracts';
import { QueryState } from '../components/figures';
import '../components/agent-centre.css';

/** §2 announcement: the operator's notices for agents (type AG), newest order as the operator set it. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useAgentAnnouncements(useLanguage());
  return (
    <div className="ac-page">
      <QueryState error={error} pending={isPending} />
      {data?.list.length === 0 && <p className="ac-stat__label">{t('ac.announcements.none')}</p>}
      {data?.list.map((notice) => (
        <AgentNotice key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

function AgentNotice({ notice }: { notice: Notice }) {
  const safe = useMemo(() => sanitizeHtml(notice.content), [notice.content]);
  return (
    <Panel title={notice.title}>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: safe }} />
    </Panel>
  );
}
