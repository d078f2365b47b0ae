import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { renderFieldError, requiredValidator } from '../../../lib/auth/field-problems';
import { useSmsSender } from '../../../lib/auth/use-sms-sender';
import type { LoginVerification } from '../../../stores/modal-store';
import { Field, TextInput } from '../../../ui/form/field';
import { ModeSwitch } from '../../../ui/form/mode-switch';
import { SmsSendButton } from '../../../ui/form/sms-send-button';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Modal } from '../../../ui/modal';
import { sendLoginVerification, verifyLogin } from '../api/login';
import { useFinishLogin } from '../hooks/use-finish-login';

type Method = LoginVerification['methods'][number];

/** §4 unverified address: choose a method, get a code for sms/email, answer, then the login completes. */
export function VerifyLoginModal({
  verification,
  agentOnly = false,
  onClose,
}: {
  verification: LoginVerification;
  agentOnly?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [method, setMethod] = useState<Method>(verification.methods[0] ?? 'sms');
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ answer: string }>({
    defaultValues: { answer: '' },
  });
  const { succeed } = useFinishLogin(agentOnly);
  const needsCode = method === 'sms' || method === 'email';
  const sender = useSmsSender({
    send: async () => {
      const sent = await sendLoginVerification({
        verifyToken: verification.verifyToken,
        method: method === 'email' ? 'email' : 'sms',
      });
      setNotice(t('auth.sms.sent'));
      return sent;
    },
    onError: (error) => setFailure(errorText(error, t)),
  });

  const onSubmit = handleSubmit(async ({ answer }) => {
    setFailure(null);
    try {
      succeed(
        await verifyLogin({ verifyToken: verification.verifyToken, method, answer: answer.trim() }),
        'verify',
      );
    } catch (error) {
      setFailure(errorText(error, t));
    }
  });

  return (
    <Modal open name="verifyLoginModal" title={t('auth.verify.title')} onClose={onClose} width={440}>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="auth-intro">{t('auth.verify.intro')}</p>
        {verification.methods.length > 1 && (
          <ModeSwitch<Method>
            label={t('auth.verify.methodLabel')}
            value={method}
            onChange={(next) => {
              setMethod(next);
              reset();
              setFailure(null);
              setNotice(null);
            }}
            options={verification.methods.map((value) => ({
              value,
              label: t(`auth.verify.methods.${value}`),
              testId: `verify-method-${value}`,
            }))}
          />
        )}
        <Field
          id={`${id}-answer`}
          label={t(`auth.verify.answer.${method}`)}
          error={renderFieldError(formState.errors.answer?.message, language)}
        >
          <div className="input-row">
            <TextInput
              id={`${id}-answer`}
              autoComplete={needsCode ? 'one-time-code' : 'off'}
              inputMode={method === 'bankName' ? 'text' : 'numeric'}
              invalid={Boolean(formState.errors.answer)}
              data-autofocus
              {...register('answer', { validate: requiredValidator })}
            />
            {needsCode && (
              <SmsSendButton
                seconds={sender.seconds}
                sending={sender.sending}
                disabled={false}
                label={t('auth.verify.send')}
                countdownLabel={t('auth.sms.countdown', { seconds: sender.seconds })}
                onSend={() => void sender.sendCode(true)}
              />
            )}
          </div>
        </Field>
        {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={formState.isSubmitting}>{t('auth.verify.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
