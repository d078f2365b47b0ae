import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { countWords, FEEDBACK_TYPES } from '@swerte/contracts';
import type { FeedbackSettings, FeedbackType } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/auth/error-text';
import { useHumanCheck } from '../../../lib/auth/use-human-check';
import { Field, TextInput } from '../../../ui/form/field';
import { HumanCheckBadge } from '../../../ui/form/human-check-badge';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Modal } from '../../../ui/modal';
import { sendFeedback } from '../api/send-feedback';
import './feedback-modal.css';

interface FeedbackModalProps {
  /** The operator's word limits (permission info.feedback). */
  limits: FeedbackSettings;
  onClose: () => void;
}

/** Feedback to the operator (PUT /wps/feedback): kind, message within the word limits, optional contact. */
export function FeedbackModal({ limits, onClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [showWords, setShowWords] = useState(false);
  const human = useHumanCheck();
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [failure, setFailure] = useState<unknown>(null);
  const words = countWords(content);
  const wordsOk = words >= limits.minWords && words <= limits.maxWords;
  const wordsText = t('content.feedback.words', { min: limits.minWords, max: limits.maxWords });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowWords(true);
    if (!wordsOk) return;
    setState('sending');
    setFailure(null);
    try {
      const altcha = await human.take();
      await sendFeedback({ type, content, contact: contact.trim() || undefined, altcha });
      setState('sent');
    } catch (error) {
      setFailure(error);
      setState('editing');
    }
  };

  const refusal = !failure
    ? null
    : isApiError(failure) && failure.code === 'error_feedback_words'
      ? wordsText
      : errorText(failure, t);

  return (
    <Modal open name="feedbackModal" title={t('content.feedback.title')} onClose={onClose} width={520}>
      {state === 'sent' ? (
        <div className="feedback-done">
          <FormAlert tone="success">{t('content.feedback.sent')}</FormAlert>
          <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid="feedback-form"
        >
          <p className="feedback-intro">{t('content.feedback.intro')}</p>
          <Field id={`${id}-type`} label={t('content.feedback.type')}>
            <select
              id={`${id}-type`}
              className="input"
              value={type}
              onChange={(event) => setType(event.target.value as FeedbackType)}
            >
              {FEEDBACK_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`content.feedback.types.${option}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={`${id}-content`}
            label={t('content.feedback.content')}
            error={showWords && !wordsOk ? wordsText : undefined}
            hint={wordsText}
          >
            <textarea
              id={`${id}-content`}
              className="input feedback-text"
              rows={5}
              maxLength={5000}
              value={content}
              aria-invalid={(showWords && !wordsOk) || undefined}
              onChange={(event) => setContent(event.target.value)}
            />
          </Field>
          <p className={wordsOk ? 'feedback-count' : 'feedback-count is-off'} aria-live="polite">
            {t('content.feedback.wordCount', { count: words, max: limits.maxWords })}
          </p>
          <Field
            id={`${id}-contact`}
            label={t('content.feedback.contact')}
            optionalText={t('content.feedback.optional')}
            hint={t('content.feedback.contactHint')}
          >
            <TextInput
              id={`${id}-contact`}
              value={contact}
              maxLength={100}
              autoComplete="email"
              onChange={(event) => setContact(event.target.value)}
            />
          </Field>
          <HumanCheckBadge status={human.status} onRetry={human.retry} />
          {refusal && <FormAlert>{refusal}</FormAlert>}
          <SubmitButton busy={state === 'sending'}>{t('content.feedback.submit')}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}
