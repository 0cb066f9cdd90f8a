// The playground: pick a tool, fill the form generated from its inputSchema, run it with a pasted key, see the answer.
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { api, type Answer } from '../lib/api.ts';
import { curlCommand } from './curl.ts';
import { fieldsOf, initialValues, inputsOf, type FormValues } from './fields.ts';
import { formatMs } from './format.ts';
import { RunResult } from './run-result.tsx';
import { SchemaFields } from './schema-form.tsx';
import { ToolPicker } from './tool-picker.tsx';
import type { Catalog, KeyEntry, ToolDetail } from './types.ts';

type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

interface PlaygroundProps {
  /** The key created in this page session while its panel is open; null once dismissed. */
  freshKey: string | null;
  /** The account's keys (when signed in), to say which one a pasted key is. */
  keys: KeyEntry[] | null;
  /** Called after a run that reached the service, so the key list's usage can move. */
  onRan(): void;
}

export function Playground({ freshKey, keys, onRan }: PlaygroundProps) {
  const [catalog, setCatalog] = useState<Loaded<Catalog>>({ state: 'loading' });
  const [slug, setSlug] = useState<string | null>(null);
  const [apiKey, setApiKey] = useKeyField(freshKey);

  useEffect(() => {
    void api<Catalog>('/api/v1/tools').then((answer) =>
      setCatalog(answer.ok ? { state: 'ready', value: answer.data } : { state: 'error', message: answer.error?.message ?? 'The catalog could not be loaded.' }),
    );
  }, []);

  return (
    <section class="card" aria-labelledby="playground-heading">
      <h2 id="playground-heading">Playground</h2>
      <p class="muted">Run any tool with one of your keys. Each run counts against the key's hourly limit.</p>
      <KeyField value={apiKey} onChange={setApiKey} keys={keys} />
      <h3>Choose a tool</h3>
      {catalog.state === 'loading' && <p role="status">Loading the tool catalog…</p>}
      {catalog.state === 'error' && <p class="error" role="alert">{catalog.message}</p>}
      {catalog.state === 'ready' && <ToolPicker catalog={catalog.value} selected={slug} onSelect={setSlug} />}
      {slug && <ToolRunner key={slug} slug={slug} apiKey={apiKey} onRan={onRan} />}
    </section>
  );
}

/**
 * The pasted key, kept in memory only (never storage). A key created in this session fills it in; dismissing that
 * key's panel clears it again if it still holds that key, so nothing keeps the key after the dismissal.
 */
function useKeyField(freshKey: string | null): [string, (key: string) => void] {
  const [apiKey, setApiKey] = useState(freshKey ?? '');
  const previous = useRef(freshKey);
  useEffect(() => {
    const before = previous.current;
    previous.current = freshKey;
    if (freshKey) setApiKey(freshKey);
    else if (before) setApiKey((current) => (current === before ? '' : current));
  }, [freshKey]);
  return [apiKey, setApiKey];
}

function KeyField({ value, onChange, keys }: { value: string; onChange(key: string): void; keys: KeyEntry[] | null }) {
  const id = useId();
  const trimmed = value.trim();
  // Listed prefixes are the key's first 12 characters and an ellipsis ("...").
  const match = trimmed.length >= 12 ? keys?.find((key) => key.prefix.replace(/(\.\.\.|…)$/, '') === trimmed.slice(0, 12)) : undefined;
  return (
    <div class="field">
      <label for={`${id}-key`}>API key</label>
      <input
        id={`${id}-key`}
        type="password"
        autocomplete="off"
        spellcheck={false}
        aria-describedby={`${id}-key-hint`}
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
      <p id={`${id}-key-hint`} class="muted hint">
        The full key (<code>svc_…</code>): the service never shows it again after creation, so paste it here. It stays in
        this page's memory only.
        {match && ` This is your key “${match.name}”.`}
        {trimmed && keys && !match && trimmed.length >= 12 && ' None of your active keys starts like this.'}
      </p>
    </div>
  );
}

interface Run {
  answer: Answer<unknown>;
  body: { tool: string; inputs: Record<string, unknown> };
}

/** Loads one tool's detail, renders its form and runs it. Keyed by slug: choosing another tool starts afresh. */
function ToolRunner({ slug, apiKey, onRan }: { slug: string; apiKey: string; onRan(): void }) {
  const id = useId();
  const [detail, setDetail] = useState<Loaded<ToolDetail>>({ state: 'loading' });
  const [values, setValues] = useState<FormValues>({});
  const [showKey, setShowKey] = useState(false);
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState('');
  const [run, setRun] = useState<Run | null>(null);
  const fields = useMemo(() => (detail.state === 'ready' ? fieldsOf(detail.value.inputSchema) : []), [detail]);

  useEffect(() => {
    void api<ToolDetail>(`/api/v1/tools/${encodeURIComponent(slug)}`).then((answer) => {
      if (!answer.ok) return setDetail({ state: 'error', message: answer.error?.message ?? 'The tool could not be loaded.' });
      setDetail({ state: 'ready', value: answer.data });
      setValues(initialValues(fieldsOf(answer.data.inputSchema), answer.data.examples[0]?.inputs));
    });
  }, [slug]);

  if (detail.state === 'loading') return <p role="status">Loading {slug}…</p>;
  if (detail.state === 'error') return <p class="error" role="alert">{detail.message}</p>;
  const tool = detail.value;

  const submit = async (event: Event) => {
    event.preventDefault();
    const key = apiKey.trim();
    if (!key) {
      setStatus('Paste an API key above first.');
      return;
    }
    const body = { tool: tool.slug, inputs: inputsOf(fields, values) };
    setRunning(true);
    setStatus(`Running ${tool.slug}…`);
    const answer = await api('/api/v1/tools', { method: 'POST', body, headers: { 'x-api-key': key } });
    setRunning(false);
    setRun({ answer, body });
    setStatus(
      answer.ok
        ? `${tool.name} answered ${answer.status} in ${formatMs(answer.ms)}.`
        : `${tool.name} failed: ${answer.status} ${answer.error?.error ?? ''}: ${answer.error?.message ?? ''}`,
    );
    if (answer.status !== 0) onRan();
  };

  return (
    <div class="tool-runner">
      <h3 id={`${id}-heading`}>{tool.name}</h3>
      <p>
        <code>{tool.slug}</code> — {tool.description}
      </p>
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        {tool.examples.length > 0 && <p class="muted">Filled in from the tool's first example. Fields marked * are required.</p>}
        <SchemaFields idPrefix={id} fields={fields} values={values} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
        <div class="field checkbox">
          <input id={`${id}-show-key`} type="checkbox" checked={showKey} onChange={(e) => setShowKey(e.currentTarget.checked)} />
          <label for={`${id}-show-key`}>Show the key in the curl command</label>
        </div>
        <div class="actions">
          <button type="submit" disabled={running}>
            {running ? 'Running…' : `Run ${tool.name}`}
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" class="run-status">
        {status}
      </p>
      {run && (
        <RunResult
          answer={run.answer}
          curl={apiKey.trim() ? curlCommand(location.origin, apiKey.trim(), showKey, run.body) : curlCommand(location.origin, 'YOUR_KEY', true, run.body)}
        />
      )}
    </div>
  );
}
