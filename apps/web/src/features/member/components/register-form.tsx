import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ageOn,
  AmountInputSchema,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  registerRulesForMode,
} from '@swerte/contracts';
import type {
  InitialLimits,
  LimitKind,
  LimitPeriod,
  RegisterMode,
  RegisterPayload,
  RegisterProfileField,
  RegisterSettings,
  Whitelabel,
} from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/auth/error-text';
import {
  encodeProblem,
  mobileValidator,
  renderFieldError,
  ruleValidator,
  sameAs,
} from '../../../lib/auth/field-problems';
import { useCaptcha } from '../../../lib/auth/use-captcha';
import { useDialingCountry } from '../../../lib/auth/use-dialing-country';
import type { HumanCheck } from '../../../lib/auth/use-human-check';
import { useMobileCodeSender } from '../../../lib/auth/use-mobile-code-sender';
import { CaptchaField } from '../../../ui/form/captcha-field';
import { Field, PasswordInput, TextInput } from '../../../ui/form/field';
import { HumanCheckBadge } from '../../../ui/form/human-check-badge';
import { MobileNumberField } from '../../../ui/form/mobile-number-field';
import { PasswordField } from '../../../ui/form/password-field';
import { SmsCodeField } from '../../../ui/form/sms-code-field';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { sendRegisterSms } from '../api/register';
import { FIELD_INPUT } from '../lib/register-fields';

export type RegisterValues = Record<RegisterProfileField, string> & {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  affiliateCode: string;
  termsAccepted: boolean;
  dateOfBirth: string;
  limitPeriod: LimitPeriod;
} & Record<`limit_${LimitKind}`, string>;

interface RegisterFormProps {
  mode: RegisterMode;
  settings: RegisterSettings;
  whitelabel: Partial<Whitelabel>;
  minimumAge: number;
  /** The jurisdiction asks the date of birth (protection settings, issue 15). */
  askDateOfBirth?: boolean;
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
  askDateOfBirth = false,
  human,
  affiliate,
  onRegister,
  checkAffiliateCode,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const rules = registerRulesForMode(settings, mode, whitelabel);
  const country = useDialingCountry();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, trigger, setError } = useForm<RegisterValues>({
    defaultValues: { termsAccepted: true, affiliateCode: affiliate.initial, limitPeriod: 'daily' },
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const message = (field: keyof RegisterValues) => renderFieldError(errors[field]?.message, language);
  const { load: loadCaptcha } = captcha;

  // §4: the captcha is (re)loaded with the form, so switching mode reloads it.
  useEffect(() => {
    if (rules.captcha) void loadCaptcha();
  }, [rules.captcha, loadCaptcha]);

  const sms = useMobileCodeSender({
    request: sendRegisterSms,
    dialingCode: country.dialingCode,
    mobileNo: () => getValues('mobileNum'),
    checkNumber: () => trigger('mobileNum'),
    human,
    setNotice,
    setFailure,
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
      dateOfBirth: askDateOfBirth ? values.dateOfBirth : undefined,
      limits: chosenLimits(values),
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
        <MobileNumberField
          error={message('mobileNum')}
          optionalText={optionalText(rules.mobileNum.required, t('auth.fields.optional'))}
          country={country}
          {...input('mobileNum', mobileValidator(country.countryCode, ruleValidator(rules.mobileNum)))}
        />
      )}
      {mode === 'username' && rules.mobileNum && (
        <p className="field__hint" data-testid="register-mobile-why">
          {t(
            rules.mobileNum.required ? 'auth.register.mobileRequiredWhy' : 'auth.register.mobileOptionalWhy',
          )}
          {t(rules.verificationCode ? 'auth.register.codeWhy' : 'auth.register.noCodeWhy')}
        </p>
      )}
      {rules.verificationCode && (
        <SmsCodeField
          error={message('verificationCode')}
          sms={sms}
          {...input('verificationCode', (value) =>
            value === '' && (mode === 'mobile' || getValues('mobileNum').trim() !== '')
              ? encodeProblem({ key: 'field_required' })
              : true,
          )}
        />
      )}
      {rules.password && (
        <>
          <PasswordField
            label={t('auth.fields.password')}
            error={message('password')}
            autoComplete="new-password"
            placeholder={t('auth.placeholders.password')}
            {...input('password', ruleValidator(rules.password))}
          />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            error={message('confirmPassword')}
            autoComplete="new-password"
            placeholder={t('auth.placeholders.confirmPassword')}
            {...input(
              'confirmPassword',
              sameAs(() => getValues('password')),
            )}
          />
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
      {askDateOfBirth && (
        <Field
          id={`${id}-dateOfBirth`}
          label={t('auth.register.dateOfBirth')}
          error={message('dateOfBirth')}
          hint={t('auth.register.dateOfBirthWhy', { age: minimumAge })}
        >
          <TextInput
            type="date"
            autoComplete="bday"
            max={localToday()}
            data-testid="register-date-of-birth"
            {...input('dateOfBirth', (value) => birthDateProblem(value, minimumAge))}
          />
        </Field>
      )}
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
        <CaptchaField
          error={message('captcha')}
          captcha={captcha}
          {...input('captcha', ruleValidator({ ...rules.captcha, required: true }))}
        />
      )}
      <details className="register-limits" data-testid="register-limits">
        <summary>{t('auth.register.limitsTitle')}</summary>
        <p className="field__hint">{t('auth.register.limitsIntro')}</p>
        <Field id={`${id}-limitPeriod`} label={t('auth.register.limitsPeriod')}>
          <select id={`${id}-limitPeriod`} className="input" {...register('limitPeriod')}>
            {LIMIT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`auth.register.limitsPeriods.${period}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="register-limits__grid">
          {LIMIT_KINDS.map((kind) => (
            <Field
              key={kind}
              id={`${id}-limit_${kind}`}
              label={t(`auth.register.limitsKinds.${kind}`)}
              error={message(`limit_${kind}`)}
              optionalText={t('auth.fields.optional')}
            >
              <TextInput
                inputMode={kind === 'session' ? 'numeric' : 'decimal'}
                maxLength={16}
                data-testid={`register-limit-${kind}`}
                {...input(`limit_${kind}`, (value) =>
                  limitProblem(kind, value, t('errors.error_amount_invalid')),
                )}
              />
            </Field>
          ))}
        </div>
      </details>
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
      <HumanCheckBadge status={human.status} onRetry={human.retry} />
      {notice && !failure && <FormAlert tone="success">{notice}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.register.submit')}</SubmitButton>
    </form>
  );
}

/** Today's date where the browser is ('YYYY-MM-DD'); the server judges by the site's date. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Required when asked; a real day not after today; the minimum age (under_age names it). */
function birthDateProblem(value: string, minimumAge: number): true | string {
  if (value.trim() === '') return encodeProblem({ key: 'field_required' });
  const age = ageOn(value.trim(), localToday());
  if (age === null) return encodeProblem({ key: 'in_dateOfBirth_error' });
  return age >= minimumAge ? true : encodeProblem({ key: 'under_age', min: minimumAge, max: minimumAge });
}

/** An optional limit: empty, a positive amount (AmountInputSchema) or whole minutes. */
function limitProblem(kind: LimitKind, value: string, invalid: string): true | string {
  const text = value.trim();
  if (text === '') return true;
  if (kind === 'session') return /^[1-9]\d{0,4}$/.test(text) && Number(text) <= 44_640 ? true : invalid;
  return AmountInputSchema.safeParse(text).success ? true : invalid;
}

/** The limits filled in, one per kind, all for the chosen period. */
function chosenLimits(values: RegisterValues): InitialLimits | undefined {
  const limits: InitialLimits = [];
  for (const kind of LIMIT_KINDS) {
    const text = values[`limit_${kind}`]?.trim() ?? '';
    if (text === '') continue;
    limits.push(
      kind === 'session'
        ? { kind, period: values.limitPeriod, minutes: Number(text) }
        : { kind, period: values.limitPeriod, amount: text },
    );
  }
  return limits.length > 0 ? limits : undefined;
}
