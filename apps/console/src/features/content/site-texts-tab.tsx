import { SiteTextsSchema, type HomeCopy, type Language, type SiteTexts } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { CheckField, TextAreaField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { QueryState } from '../../ui/states';
import { saveSiteTexts, siteTextsQuery } from './content-api';

/** The form's value: the texts, the footer's help tags as one line (empty with `everyHelp`: null). */
type TextsForm = Omit<SiteTexts, 'footerHelpTags'> & { footerTags: string; everyHelp: boolean };

const toForm = (texts: SiteTexts): TextsForm => ({
  licenceText: texts.licenceText,
  home: texts.home,
  everyHelp: texts.footerHelpTags === null,
  footerTags: (texts.footerHelpTags ?? []).join(', '),
});

const LANGS: readonly Language[] = ['TY', 'EN'];

function TextsPanel({ texts, readOnly }: { texts: SiteTexts; readOnly: boolean }) {
  const contract = useContractForm({
    schema: SiteTextsSchema,
    initial: toForm(texts),
    prepare: (f: TextsForm): SiteTexts => ({
      licenceText: f.licenceText,
      home: f.home,
      footerHelpTags: f.everyHelp
        ? null
        : f.footerTags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
    }),
    send: saveSiteTexts,
    invalidate: [['siteTexts']],
  });
  const { form, set, err } = contract;
  const setHome = (lang: Language, copy: HomeCopy) => set({ home: { ...form.home, [lang]: copy } });
  return (
    <FormPanel title={t('pages.texts')} form={contract} readOnly={readOnly}>
      {LANGS.map((lang) => (
        <TextAreaField
          key={lang}
          label={t('pages.texts.licence', { lang })}
          rows={4}
          maxLength={2000}
          value={form.licenceText[lang]}
          error={err(`licenceText.${lang}`)}
          onChange={(e) => set({ licenceText: { ...form.licenceText, [lang]: e.target.value } })}
        />
      ))}
      <Wide>
        <CheckField
          label={t('pages.texts.everyHelp')}
          checked={form.everyHelp}
          onChange={(everyHelp) => set({ everyHelp })}
        />
      </Wide>
      <Wide>
        <TextField
          label={t('pages.texts.footerTags')}
          disabled={form.everyHelp}
          value={form.footerTags}
          error={err('footerHelpTags')}
          onChange={(e) => set({ footerTags: e.target.value })}
        />
      </Wide>
      {LANGS.map((lang) => {
        const copy = form.home[lang];
        return (
          <fieldset key={lang} className="form-wide fieldset">
            <legend>{t('pages.texts.home', { lang })}</legend>
            {copy.steps.map((step, i) => (
              <div key={`s${i}`} className="form-pair">
                <TextField
                  label={t('pages.texts.stepTitle', { n: i + 1 })}
                  maxLength={60}
                  value={step.title}
                  error={err(`home.${lang}.steps.${i}.title`)}
                  onChange={(e) =>
                    setHome(lang, {
                      ...copy,
                      steps: copy.steps.map((s, j) => (j === i ? { ...s, title: e.target.value } : s)),
                    })
                  }
                />
                <TextField
                  label={t('pages.texts.stepText', { n: i + 1 })}
                  maxLength={240}
                  value={step.text}
                  error={err(`home.${lang}.steps.${i}.text`)}
                  onChange={(e) =>
                    setHome(lang, {
                      ...copy,
                      steps: copy.steps.map((s, j) => (j === i ? { ...s, text: e.target.value } : s)),
                    })
                  }
                />
              </div>
            ))}
            {copy.promises.map((promise, i) => (
              <div key={`p${i}`} className="form-pair">
                <TextField
                  label={t('pages.texts.promiseTitle', { kind: promise.kind })}
                  maxLength={60}
                  value={promise.title}
                  error={err(`home.${lang}.promises.${i}.title`)}
                  onChange={(e) =>
                    setHome(lang, {
                      ...copy,
                      promises: copy.promises.map((p, j) => (j === i ? { ...p, title: e.target.value } : p)),
                    })
                  }
                />
                <TextField
                  label={t('pages.texts.promiseText', { kind: promise.kind })}
                  maxLength={240}
                  value={promise.text}
                  error={err(`home.${lang}.promises.${i}.text`)}
                  onChange={(e) =>
                    setHome(lang, {
                      ...copy,
                      promises: copy.promises.map((p, j) => (j === i ? { ...p, text: e.target.value } : p)),
                    })
                  }
                />
              </div>
            ))}
          </fieldset>
        );
      })}
    </FormPanel>
  );
}

/**
 * The site's own words per language: the footer's licence text and help links, the home page's steps
 * and promises (plain text: the site shows them as written). The right bar's links are the customer
 * service addresses of the System page.
 */
export function SiteTextsTab() {
  const query = useQuery(siteTextsQuery());
  const may = useMay();
  return (
    <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
      {query.data ? (
        <TextsPanel
          key={query.dataUpdatedAt}
          texts={query.data}
          readOnly={!may('PUT /wps/admin/system/siteTexts')}
        />
      ) : null}
    </QueryState>
  );
}
