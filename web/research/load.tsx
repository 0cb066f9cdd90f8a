// Loading one endpoint for a section: the loading, error and ready states every section shows the same way.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, type ApiError } from '../lib/api.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; error: ApiError } | { state: 'ready'; data: T };

export function useLoad<T>(path: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    void api<T>(path).then((answer) => {
      if (!live) return;
      setLoaded(answer.ok ? { state: 'ready', data: answer.data } : { state: 'error', error: answer.error ?? { error: 'unknown', message: 'The request failed.' } });
    });
    return () => {
      live = false;
    };
  }, [path]);
  return loaded;
}

/** The API's error envelope as the reader sees it: its message, and the details when there are any. */
export function ErrorMessage({ error, prefix }: { error: ApiError; prefix?: string }) {
  return (
    <div class="error" role="alert">
      <p>
        {prefix ? `${prefix} ` : ''}
        {error.message}
      </p>
      {error.details && error.details.length > 0 && (
        <ul>
          {error.details.map((d) => (
            <li key={d.path + d.message}>
              <code>{d.path.replace(/^\//, '') || '(request)'}</code>: {d.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Renders `children(data)` once the data is there; a loading line or the error before that. */
export function Loading<T>({ loaded, what, children }: { loaded: Loaded<T>; what: string; children: (data: T) => ComponentChildren }) {
  if (loaded.state === 'loading') return <p class="muted">Loading {what}…</p>;
  if (loaded.state === 'error') return <ErrorMessage error={loaded.error} prefix={`Could not load ${what}:`} />;
  return <>{children(loaded.data)}</>;
}

/** A wide table's scroll box: focusable and named, so keyboard users can scroll it too. */
export function TableWrap({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
