import { LanguageSchema, type Language } from '@swerte/contracts';
import { t } from '../../i18n';
import { CheckField, ChoiceField, DateTimeField } from '../../ui/field';

/** The site language a text is for; `any` offers "either" (a banner shown in both). */
export function LangField({
  value,
  onChange,
  any = false,
}: {
  value: Language | '';
  onChange: (lang: Language | '') => void;
  any?: boolean;
}) {
  return (
    <ChoiceField
      label={t('content.lang')}
      value={value}
      options={LanguageSchema.options}
      onChange={onChange}
      {...(any ? { any: t('content.lang.any') } : {})}
    />
  );
}

/** What the schedule fields need of a content form: its window and switch, set and checked. */
interface Scheduled {
  when: (name: 'startAt' | 'endAt') => {
    value: string | null | undefined;
    onChange: (iso: string | null) => void;
    error: string | undefined;
  };
  flag: (name: 'enabled') => { checked: boolean; onChange: (checked: boolean) => void };
}

/** When a banner or notice shows (from, until) and whether it shows at all. */
export function Schedule({ contract }: { contract: Scheduled }) {
  return (
    <>
      <DateTimeField label={t('content.startAt')} {...contract.when('startAt')} />
      <DateTimeField label={t('content.endAt')} {...contract.when('endAt')} />
      <CheckField label={t('content.enabled')} {...contract.flag('enabled')} />
    </>
  );
}
