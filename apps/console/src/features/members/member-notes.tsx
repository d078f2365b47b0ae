import {
  adminMemberCareEndpoints,
  MEMBER_NOTE_MAX,
  MemberNoteBodySchema,
  type MemberNote,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { callEndpoint } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { ListPage } from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { notesQuery } from './member-care-api';

function AddNote({ memberId }: { memberId: number }) {
  const contract = useContractForm({
    schema: MemberNoteBodySchema,
    initial: { text: '' },
    send: async (body) => {
      const note = await callEndpoint(adminMemberCareEndpoints.addNote, { params: { id: memberId }, body });
      contract.set({ text: '' });
      return note;
    },
    invalidate: [['member', memberId, 'notes']],
  });
  const length = [...contract.form.text.trim()].length;
  return (
    <FormPanel
      title={t('members.notes.add')}
      form={contract}
      submitLabel={t('members.notes.add')}
      done={null}
    >
      <Wide>
        <TextField
          label={t('members.notes.text', { n: length, max: MEMBER_NOTE_MAX })}
          maxLength={MEMBER_NOTE_MAX * 2}
          {...contract.text('text')}
        />
      </Wide>
    </FormPanel>
  );
}

/** Operators' notes on the member, newest first; the text shows as typed, never as HTML. */
export function MemberNotes({ memberId }: { memberId: number }) {
  const may = useMay();
  const pager = useCursorPager();
  const query = useQuery(notesQuery(memberId, pager.cursor));
  const columns: Column<MemberNote>[] = [
    {
      id: 'at',
      header: t('audit.when'),
      value: (n) => n.createdAt,
      cell: (n) => formatDateTime(n.createdAt),
      sortable: true,
    },
    { id: 'author', header: t('members.notes.author'), value: (n) => n.author, sortable: true },
    { id: 'text', header: t('members.notes.note'), value: (n) => n.text },
  ];
  return (
    <section>
      <h2>{t('members.notes')}</h2>
      {may('POST /wps/admin/members/:id/notes') ? <AddNote memberId={memberId} /> : null}
      <ListPage
        caption={t('members.notes')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(n) => n.id}
        exportName={`member-${memberId}-notes`}
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
      />
    </section>
  );
}
