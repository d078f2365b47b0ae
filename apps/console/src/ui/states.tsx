import type { ReactNode } from 'react';
import { t } from '../i18n';
import { isApiError } from '../lib/api-error';

export const errorText = (error: unknown): string =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);

/** A query's loading and failure states around its content. */
export function QueryState({
  isPending,
  error,
  retry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  retry?: () => void;
  children: ReactNode;
}) {
  if (error) {
    return (
      <p className="note note-error" role="alert">
        {t('common.error', { message: errorText(error) })}{' '}
        {retry ? (
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        ) : null}
      </p>
    );
  }
  if (isPending) return <p className="note">{t('common.loading')}</p>;
  return <>{children}</>;
}

/** A query's states, then its data handed to the content (a form filled with the current settings). */
export function Loaded<Data>({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: Data | undefined; refetch: () => unknown };
  children: (data: Data) => ReactNode;
}) {
  return (
    <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
      {query.data === undefined ? null : children(query.data)}
    </QueryState>
  );
}

/** The outcome of an action: the server's refusal (and its field errors) or a confirmation. */
export function ActionNote({ error, done }: { error?: unknown; done?: string | null }) {
  if (error) {
    const fields = isApiError(error) && error.fields ? Object.entries(error.fields) : [];
    return (
      <div className="note note-error" role="alert">
        {t('common.refused', { message: errorText(error) })}
        {fields.length > 0 ? (
          <ul>
            {fields.map(([field, message]) => (
              <li key={field}>
                <code>{field}</code>: {message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  if (done) {
    return (
      <p className="note note-ok" role="status">
        {done}
      </p>
    );
  }
  return null;
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children ? <div className="page-header-tools">{children}</div> : null}
    </header>
  );
}

export function Badge({ tone, children }: { tone: 'ok' | 'warn' | 'bad' | 'plain'; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
