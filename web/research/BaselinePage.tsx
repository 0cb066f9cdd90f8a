// The compliance baseline for research buyers: key, segment and filters in, per-segment charts and Welch tests out.
import { useState } from 'preact/hooks';
import { api, type ApiError } from '../lib/api.ts';
import { Layout } from '../lib/layout.tsx';
import { BaselineFields, DEFAULT_PARAMS, queryOf, type BaselineParams } from './BaselineForm.tsx';
import { BaselineResults } from './BaselineReport.tsx';
import { KeyField, saveKey, savedKey } from './KeyField.tsx';
import { ErrorMessage } from './load.tsx';
import { words } from './format.ts';
import type { BaselineReport } from './types.ts';
import './research.css';

type Outcome = { state: 'idle' } | { state: 'loading' } | { state: 'error'; status: number; error: ApiError } | { state: 'ready'; report: BaselineReport };

/** What to do about an error, beyond the API's own message. */
const HINTS: Record<number, string> = {
  401: 'Check the research key: paste the full rk_… key your organisation was issued.',
  429: 'Too many requests with this key: wait a moment and try again.',
};

export function BaselinePage() {
  const [key, setKey] = useState(savedKey);
  const [params, setParams] = useState<BaselineParams>(DEFAULT_PARAMS);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const run = async (event: Event) => {
    event.preventDefault();
    saveKey(key);
    setOutcome({ state: 'loading' });
    // Without a key the request still goes out: the service's own 401 says what is missing.
    const answer = await api<BaselineReport>(`/api/research/compliance/baseline?${queryOf(params)}`, { headers: key ? { 'x-research-key': key } : {} });
    setOutcome(
      answer.ok
        ? { state: 'ready', report: answer.data }
        : { state: 'error', status: answer.status, error: answer.error ?? { error: 'unknown', message: 'The request failed.' } },
    );
  };

  return (
    <Layout current="/research/baseline" title="Compliance baseline">
      <p>
        Per-segment Big Five percentiles and behaviour proxies, with Welch's t-tests between segments. Needs a research
        key. Segments with fewer profiles than the minimum are never reported. Public figures are on the{' '}
        <a href="/research">research portal</a>; the endpoint is described in the <a href="/docs">API reference</a>.
      </p>
      <section class="card" aria-labelledby="query-title">
        <h2 id="query-title">Query</h2>
        <form onSubmit={run} noValidate>
          <KeyField value={key} onChange={setKey} />
          <BaselineFields params={params} onChange={setParams} />
          <div class="row submit-row">
            <button type="submit" disabled={outcome.state === 'loading'}>
              Run report
            </button>
          </div>
        </form>
      </section>
      <p role="status" aria-live="polite" class="status-line">
        {outcome.state === 'loading'
          ? 'Computing the report…'
          : outcome.state === 'ready'
            ? `Report ready: ${outcome.report.segments.length} ${words(outcome.report.segmentBy).toLowerCase()} segments, ${outcome.report.comparisons.length} comparisons.`
            : ''}
      </p>
      {outcome.state === 'error' && (
        <section class="card" aria-labelledby="error-title">
          <h2 id="error-title">The report could not be made</h2>
          <ErrorMessage error={outcome.error} prefix={`${outcome.status || 'Network'} ${outcome.error.error}:`} />
          {HINTS[outcome.status] && <p>{HINTS[outcome.status]}</p>}
        </section>
      )}
      {outcome.state === 'ready' && <BaselineResults report={outcome.report} />}
    </Layout>
  );
}
