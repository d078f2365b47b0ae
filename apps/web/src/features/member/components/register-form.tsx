import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterPayload, RegisterSettings, Whitelabel } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/auth/error-text';
import { encodeProblem, renderFieldError, ruleValidator, sameAs } from '../../../lib/auth/field-problems';
import { useCaptcha } from '../../../lib/auth/use-captcha';
import { useDialingCountry } from '../../../lib/auth/use-dialing-country';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { useSmsSender } from '../../../lib/auth/use-sms-sender';
import { isValidMobile } from '../../../lib/phone';
import { CaptchaImage } from '../../../ui/form/captcha-image';
import { CountryCodePicker } from '../../../ui/form/country-code-picker';
import { Field, PasswordInput, TextInput } from '../../../ui/form/field';
import { HumanCheckBadge } from '../../../ui/form/human-check-badge';
import { SmsSendButton } from '../../../ui/form/sms-send-button';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { sendRegisterSms } from '../api/register';
import { FIELD_INPUT, rulesForMode } from '../lib/register-fields';
import type { ProfileField, RegisterMode } from '../lib/register-fields';

export type RegisterValues = Record<ProfileField, string> & {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  affiliateCode: string;
  termsAccepted: boolean;
};

interface RegisterFormProps {
  mode: RegisterMode;
  settings: RegisterSettings;
  whitelabel: Partial<Whitelabel>;
  minimumAge: number;
  human: HumanCheck;
  /** Shown when the URL had no code or its check failed (§4); prefilled with the URL's code then. */
  affiliate: { show: boolean; initial: string };
  /** Sends the payload; throws ApiError on refusal. */
  onRegister: (payload: RegisterPayload) => Promise<void>;
  /** Checks an entered affiliate code before registering; false stops (the caller warns). */
  checkAffiliateCode: (code: string) => Promise<boolean>;
}

const optionalText = (required: boolean, text: string) => (required ? undefined : text);

/** The registration form of §2/§5 for one mode; fields, requirements and messages from the operator's rules. */
export function RegisterForm({
  mode,
  settings,
  whitelabel,
  minimumAge,
  human,
  affiliate,
  onRegister,
  checkAffiliateCode,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const rules = rulesForMode(settings, mode, whitelabel);
  const country = useDialingCountry();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, trigger, setError } = useForm<RegisterValues>({
    defaultValues: { termsAccepted: true, affiliateCode: affiliate.initial },
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const message = (field: keyof RegisterValues) => renderFieldError(errors[field]?.message, language);
  const { load: loadCaptcha } = captcha;

  // §4: the captcha is (re)loaded with the form, so switching mode reloads it.
  useEffect(() => {
    if (rules.captcha) void loadCaptcha();
  }, [rules.captcha, loadCaptcha]);

  const validateMobile = (value: string) => {
    const rule = ruleValidator(rules.mobileNum ?? undefined)(value);
    if (rule !== true || value.trim() === '') return rule;
    return isValidMobile(country.countryCode, value) || encodeProblem({ key: 'in_mobileNum_error' });
  };

  const sms = useSmsSender({
    send: async () => {
      const sent = await sendRegisterSms({
        countryDialingCode: country.dialingCode,
        mobileNo: getValues('mobileNum').trim(),
        altcha: await human.take(),
      });
      setNotice(t('auth.sms.sent'));
      return sent;
    },
    onError: (error) => setFailure(errorText(error, t)),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const code = affiliate.show ? values.affiliateCode.trim() : '';
    if (code && !(await checkAffiliateCode(code))) return;
    const trimmed = (value: string | undefined) => value?.trim() || undefined;
    const payload: RegisterPayload = {
      username: rules.username ? values.username.trim() : undefined,
      password: rules.password ? values.password.trim() : undefined,
      confirmPassword: rules.password ? values.confirmPassword.trim() : undefined,
      mobileNum: rules.mobileNum ? trimmed(values.mobileNum) : undefined,
      countryDialingCode: rules.mobileNum ? country.dialingCode : undefined,
      verificationCode: rules.verificationCode ? values.verificationCode || undefined : undefined,
      captcha: rules.captcha ? values.captcha.trim() : undefined,
      captchaKey: rules.captcha ? captcha.captcha?.captchaKey : undefined,
      affiliateCode: code || undefined,
      ...Object.fromEntries(rules.profile.map((field) => [field, trimmed(values[field])])),
      termsAccepted: values.termsAccepted,
      altcha: await human.take(),
      login: true,
      registerUrl: window.location.href.slice(0, 2048),
      registerMethod: 'WEB',
      domain: window.location.host,
    };
    try {
      await onRegister(payload);
    } catch (error) {
      if (rules.captcha) void loadCaptcha();
      if (isApiError(error) && error.fields) {
        for (const [field, text] of Object.entries(error.fields))
          setError(field as keyof RegisterValues, { message: text });
      }
      setFailure(errorText(error, t));
    }
  });

  const input = (
    field: keyof RegisterValues,
    validate: (value: string) => true | string,
    extra: Record<string, unknown> = {},
  ) => ({
    id: `${id}-${field}`,
    invalid: Boolean(errors[field]),
    ...extra,
    ...register(field, { validate: (value) => validate(typeof value === 'string' ? value : '') }),
  });

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {rules.username && (
        <Field id={`${id}-username`} label={t('auth.fields.username')} error={message('username')}>
          <TextInput
            autoComplete="username"
            placeholder={t('auth.placeholders.username')}
            {...input('username', ruleValidator(rules.username))}
          />
        </Field>
      )}
      {rules.mobileNum && (
        <Field
          id={`${id}-mobileNum`}
          label={t('auth.fields.mobileNum')}
          error={message('mobileNum')}
          optionalText={optionalText(rules.mobileNum.required, t('auth.fields.optional'))}
        >
          <div className="input-row">
            <CountryCodePicker
              countries={country.countries}
              filter={country.filter}
              value={country.countryCode}
              onChange={country.setCountryCode}
              label={t('auth.country.label')}
              searchPlaceholder={t('auth.country.search')}
              emptyText={t('auth.country.none')}
            />
            <TextInput
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t('auth.placeholders.mobileNum')}
              {...input('mobileNum', validateMobile)}
            />
          </div>
        </Field>
      )}
      {rules.verificationCode && (
        <Field
          id={`${id}-verificationCode`}
          label={t('auth.fields.verificationCode')}
          error={message('verificationCode')}
        >
          <div className="input-row">
            <TextInput
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('auth.placeholders.verificationCode')}
              {...input('verificationCode', (value) =>
                value === '' && (mode === 'mobile' || getValues('mobileNum').trim() !== '')
                  ? encodeProblem({ key: 'field_required' })
                  : true,
              )}
            />
            <SmsSendButton
              seconds={sms.seconds}
              sending={sms.sending}
              disabled={human.status === 'error'}
              label={t('auth.sms.send')}
              countdownLabel={t('auth.sms.countdown', { seconds: sms.seconds })}
              onSend={() => {
                setFailure(null);
                setNotice(null);
                void trigger('mobileNum').then((valid) =>
                  sms.sendCode(valid && getValues('mobileNum').trim() !== ''),
                );
              }}
            />
          </div>
        </Field>
      )}
      {rules.password && (
        <>
          <Field id={`${id}-password`} label={t('auth.fields.password')} error={message('password')}>
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('auth.placeholders.password')}
              showLabel={t('auth.password.show')}
              hideLabel={t('auth.password.hide')}
              {...input('password', ruleValidator(rules.password))}
            />
          </Field>
          <Field
            id={`${id}-confirmPassword`}
            label={t('auth.fields.confirmPassword')}
            error={message('confirmPassword')}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('auth.placeholders.confirmPassword')}
              showLabel={t('auth.password.show')}
              hideLabel={t('auth.password.hide')}
              {...input(
                'confirmPassword',
                sameAs(() => getValues('password')),
              )}
            />
          </Field>
        </>
      )}
      {rules.profile.map((field) => {
        const { type, ...hints } = FIELD_INPUT[field] ?? {};
        const label = t(`auth.fields.${field}`);
        const props = {
          placeholder: t('auth.placeholders.generic', { field: label }),
          ...hints,
          ...input(field, ruleValidator(settings[field])),
        };
        return (
          <Field
            key={field}
            id={`${id}-${field}`}
            label={label}
            error={message(field)}
            optionalText={optionalText(settings[field].required, t('auth.fields.optional'))}
          >
            {type === 'password' ? (
              <PasswordInput
                showLabel={t('auth.password.show')}
                hideLabel={t('auth.password.hide')}
                {...props}
              />
            ) : (
              <TextInput type={type} {...props} />
            )}
          </Field>
        );
      })}
      {affiliate.show && settings.affiliateCode.enabled && (
        <Field
          id={`${id}-affiliateCode`}
          label={t('auth.fields.affiliateCode')}
          error={message('affiliateCode')}
          optionalText={optionalText(settings.affiliateCode.required, t('auth.fields.optional'))}
        >
          <TextInput
            autoComplete="off"
            placeholder={t('auth.placeholders.generic', { field: t('auth.fields.affiliateCode') })}
            {...input('affiliateCode', ruleValidator(settings.affiliateCode))}
          />
        </Field>
      )}
      {rules.captcha && (
        <Field id={`${id}-captcha`} label={t('auth.fields.captcha')} error={message('captcha')}>
          <div className="input-row">
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('auth.placeholders.captcha')}
              {...input('captcha', ruleValidator({ ...rules.captcha, required: true }))}
            />
            <CaptchaImage
              image={captcha.captcha?.image ?? null}
              loading={captcha.loading}
              refreshLabel={t('auth.captcha.refresh')}
              loadingLabel={t('auth.captcha.loading')}
              onRefresh={captcha.refresh}
            />
          </div>
        </Field>
      )}
      <div className={errors.termsAccepted ? 'field field--invalid' : 'field'}>
        <label className="checkbox">
          <input
            type="checkbox"
            {...register('termsAccepted', {
              validate: (ticked) => ticked === true || encodeProblem({ key: 'not_empty' }),
            })}
          />
          <span>
            {t('auth.register.termsBefore', { age: minimumAge })}
            <Link to="/help#term" target="_blank">
              {t('auth.register.termsLink')}
            </Link>
            {t('auth.register.termsAfter')}
          </span>
        </label>
        {errors.termsAccepted && (
          <p className="field__error" role="alert">
            {message('termsAccepted')}
          </p>
        )}
      </div>
      <HumanCheckBadge
        status={human.status}
        onRetry={human.retry}
        labels={{
          solving: t('auth.human.checking'),
          verified: t('auth.human.verified'),
          error: t('auth.human.failed'),
          retry: t('auth.human.retry'),
        }}
      />
      {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.register.submit')}</SubmitButton>
    </form>
  );
}
