import { useTranslation } from 'react-i18next';
import { Field, TextInput } from './field';
import type { InputProps } from './field';
import { SmsSendButton } from './sms-send-button';

/** The send button's state: the countdown, a send under way, blocked, and what a click does. */
export interface SmsSendState {
  seconds: number;
  sending: boolean;
  disabled: boolean;
  send: () => void;
}

interface SmsCodeFieldProps extends InputProps {
  id: string;
  error?: string;
  sms: SmsSendState;
}

/** §4 SMS verification code: the code input beside its send button, labelled, with its error under it. */
export function SmsCodeField({ id, error, sms, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('auth.fields.verificationCode')} error={error}>
      <div className="input-row">
        <TextInput
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('auth.placeholders.verificationCode')}
          {...input}
        />
        <SmsSendButton
          seconds={sms.seconds}
          sending={sms.sending}
          disabled={sms.disabled}
          label={t('auth.sms.send')}
          countdownLabel={t('auth.sms.countdown', { seconds: sms.seconds })}
          onSend={sms.send}
        />
      </div>
    </Field>
  );
}
