import { adminLabelEndpoints, MemberLabelsBodySchema, type AdminLabel } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { callEndpoint } from '../../lib/api-client';
import { CheckField } from '../../ui/field';
import { FormPanel, useContractForm } from '../../ui/form-dialog';
import { QueryState } from '../../ui/states';

const e = adminLabelEndpoints;

/** A label's colour as a dot (an SVG fill: the console's policy allows no inline style). */
function LabelDot({ color }: { color: string }) {
  return (
    <svg className="label-dot" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <circle cx="5" cy="5" r="5" fill={color} />
    </svg>
  );
}

function LabelsForm({
  memberId,
  labels,
  chosen,
  readOnly,
}: {
  memberId: number;
  labels: AdminLabel[];
  chosen: number[];
  readOnly: boolean;
}) {
  const contract = useContractForm({
    schema: MemberLabelsBodySchema,
    initial: { labelIds: chosen },
    send: (body) => callEndpoint(e.setMemberLabels, { params: { id: memberId }, body }),
    invalidate: [['memberLabels', memberId], ['labels']],
  });
  const { form, set } = contract;
  return (
    <FormPanel title={t('pages.labels')} form={contract} readOnly={readOnly}>
      {labels.length === 0 ? <p className="muted form-wide">{t('pages.labels.none')}</p> : null}
      {labels.map((label) => (
        <div key={label.id} className="label-choice">
          <LabelDot color={label.color} />
          <CheckField
            label={label.name}
            checked={form.labelIds.includes(label.id)}
            onChange={(on) =>
              set({
                labelIds: on ? [...form.labelIds, label.id] : form.labelIds.filter((id) => id !== label.id),
              })
            }
          />
        </div>
      ))}
    </FormPanel>
  );
}

/** The labels on a member: put on or taken off together, audited by the server. */
export function MemberLabels({ memberId }: { memberId: number }) {
  const may = useMay();
  const labels = useQuery({
    queryKey: ['labels'],
    queryFn: ({ signal }) => callEndpoint(e.list, { signal }),
  });
  const chosen = useQuery({
    queryKey: ['memberLabels', memberId],
    queryFn: ({ signal }) => callEndpoint(e.memberLabels, { params: { id: memberId }, signal }),
  });
  const error = labels.error ?? chosen.error;
  return (
    <QueryState
      isPending={labels.isPending || chosen.isPending}
      error={error}
      retry={() => {
        void labels.refetch();
        void chosen.refetch();
      }}
    >
      {labels.data && chosen.data ? (
        <LabelsForm
          key={chosen.dataUpdatedAt}
          memberId={memberId}
          labels={labels.data}
          chosen={chosen.data.labelIds}
          readOnly={!may('PUT /wps/admin/members/:id/labels')}
        />
      ) : null}
    </QueryState>
  );
}
