// What a playground run answered: the body (or the error envelope), latency, rate-limit headers and the curl command.
import { Fragment } from 'preact';
import type { Answer } from '../lib/api.ts';
import { formatMs } from './format.ts';

const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;

export function RunResult({ answer, curl }: { answer: Answer<unknown>; curl: string }) {
  const rate = RATE_HEADERS.map((name) => [name, answer.headers.get(name)] as const).filter(([, value]) => value !== null);
  return (
    <div class="run-result">
      <h3 id="run-result-heading">Result</h3>
      <dl class="facts">
        <dt>Status</dt>
        <dd class={answer.ok ? 'success' : 'error'}>{answer.status === 0 ? 'No answer' : answer.status}</dd>
        <dt>Latency</dt>
        <dd>{formatMs(answer.ms)}</dd>
        {rate.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </Fragment>
        ))}
      </dl>
      {answer.ok ? (
        <>
          <h4>Response body</h4>
          <pre tabIndex={0} aria-label="Response body">
            {JSON.stringify(answer.data, null, 2)}
          </pre>
        </>
      ) : (
        answer.error && <ErrorEnvelope error={answer.error} />
      )}
      <h4>Equivalent curl command</h4>
      <pre tabIndex={0} aria-label="Equivalent curl command">
        {curl}
      </pre>
    </div>
  );
}

function ErrorEnvelope({ error }: { error: NonNullable<Answer<unknown>['error']> }) {
  return (
    <>
      <h4>Error</h4>
      <dl class="facts">
        <dt>Code</dt>
        <dd>
          <code>{error.error}</code>
        </dd>
        <dt>Message</dt>
        <dd>{error.message}</dd>
      </dl>
      {Array.isArray(error.details) && error.details.length > 0 && (
        <>
          <h5>Details</h5>
          <ul>
            {error.details.map((detail, index) => (
              <li key={index}>
                <code>{detail.path || '(inputs)'}</code>: {detail.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Some envelopes carry more than the shared fields (suggestions for an unknown tool). */}
      <pre tabIndex={0} aria-label="Error envelope">
        {JSON.stringify(error, null, 2)}
      </pre>
    </>
  );
}
