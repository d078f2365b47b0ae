import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AGENT_CHANNELS,
  AGENT_CONTACT_MAX,
  AGENT_CONTACT_NAME_MAX,
  AGENT_NOTE_MAX,
  AGENT_TEAM_SIZE_MAX,
  type AgentApplyBody,
  type AgentChannel,
} from '@swerte/contracts';
import { applyServerErrors } from '../../../lib/form-errors';
import { Field, TextInput } from '../../../ui/form/field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import './agent-application.css';

interface Values {
  contactName: string;
  contact: string;
  channel: AgentChannel | '';
  teamSize: string;
  note: string;
}

/** The contract's contact rule (a mobile number or a messenger handle), checked before sending. */
const CONTACT_PATTERN = /^[\p{L}\p{N}@+._\- ]{3,}$/u;

/**
 * The agent application (§2 /join): who to contact and how, how the applicant will bring players,
 * the team they expect and a note of up to 140 characters. The server's refusal shows above the button.
 */
export function AgentApplyForm({ onSubmit }: { onSubmit: (body: AgentApplyBody) => Promise<unknown> }) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { contactName: '', contact: '', channel: '', teamSize: '', note: '' },
  });
  const { errors, isSubmitting } = formState;
  const required = t('content.join.form.required');
  const note = useWatch({ control, name: 'note' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({
        contactName: values.contactName.trim(),
        contact: values.contact.trim(),
        channel: values.channel as AgentChannel,
        teamSize: Number(values.teamSize),
        note: values.note.trim(),
      });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, t));
    }
  });

  return (
    <form
      className="auth-form agent-apply-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="agent-apply-form"
    >
      <p className="agent-apply-form__intro">{t('content.join.form.intro')}</p>
      <Field id={`${id}-name`} label={t('content.join.form.contactName')} error={errors.contactName?.message}>
        <TextInput
          id={`${id}-name`}
          autoComplete="name"
          maxLength={AGENT_CONTACT_NAME_MAX}
          invalid={Boolean(errors.contactName)}
          data-autofocus
          {...register('contactName', { validate: (value) => value.trim() !== '' || required })}
        />
      </Field>
      <Field
        id={`${id}-contact`}
        label={t('content.join.form.contact')}
        hint={t('content.join.form.contactHint')}
        error={errors.contact?.message}
      >
        <TextInput
          id={`${id}-contact`}
          maxLength={AGENT_CONTACT_MAX}
          invalid={Boolean(errors.contact)}
          {...register('contact', {
            validate: (value) =>
              value.trim() === ''
                ? required
                : CONTACT_PATTERN.test(value.trim()) || t('content.join.form.contactInvalid'),
          })}
        />
      </Field>
      <div className="agent-apply-form__row">
        <Field id={`${id}-channel`} label={t('content.join.form.channel')} error={errors.channel?.message}>
          <select
            id={`${id}-channel`}
            className="input"
            aria-invalid={Boolean(errors.channel) || undefined}
            {...register('channel', { validate: (value) => value !== '' || required })}
          >
            <option value="" disabled>
              {t('content.join.form.channelChoose')}
            </option>
            {AGENT_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`content.join.channels.${channel}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-team`} label={t('content.join.form.teamSize')} error={errors.teamSize?.message}>
          <TextInput
            id={`${id}-team`}
            type="number"
            inputMode="numeric"
            min={1}
            max={AGENT_TEAM_SIZE_MAX}
            step={1}
            invalid={Boolean(errors.teamSize)}
            {...register('teamSize', {
              validate: (value) => {
                const size = Number(value);
                return (
                  (value !== '' && Number.isInteger(size) && size >= 1 && size <= AGENT_TEAM_SIZE_MAX) ||
                  t('content.join.form.teamSizeInvalid', { max: AGENT_TEAM_SIZE_MAX })
                );
              },
            })}
          />
        </Field>
      </div>
      <Field
        id={`${id}-note`}
        label={t('content.join.form.note')}
        optionalText={t('content.join.form.optional')}
        error={errors.note?.message}
        hint={
          <span aria-live="polite">
            {t('content.join.form.count', { count: note.length, max: AGENT_NOTE_MAX })}
          </span>
        }
      >
        <textarea
          id={`${id}-note`}
          className="input agent-apply-form__note"
          rows={3}
          maxLength={AGENT_NOTE_MAX}
          placeholder={t('content.join.form.notePlaceholder')}
          {...register('note')}
        />
      </Field>
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={isSubmitting}>{t('content.join.form.submit')}</SubmitButton>
    </form>
  );
}
