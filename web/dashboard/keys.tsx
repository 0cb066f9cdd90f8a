// The API keys section: create a key (shown once), list keys with their hourly usage, revoke with a confirmation.
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { api } from '../lib/api.ts';
import { focusHeading, formatTime } from './format.ts';
import type { KeyList } from './key-list.ts';
import { MAX_ACTIVE_KEYS, type CreatedKey, type KeyEntry, type Me } from './types.ts';

interface KeysProps {
  me: Me;
  list: KeyList;
  fresh: CreatedKey | null;
  onCreated(key: CreatedKey): void;
  onDismissed(): void;
}

export function KeysSection({ me, list, fresh, onCreated, onDismissed }: KeysProps) {
  const [notice, setNotice] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const canCreate = me.plan !== 'free';

  const dismiss = () => {
    onDismissed();
    setNotice('The key was dismissed and forgotten by this page.');
    nameInput.current?.focus();
  };

  return (
    <section class="card" aria-labelledby="keys-heading">
      <h2 id="keys-heading" tabIndex={-1}>
        API keys
      </h2>
      <p class="muted">
        {list.keys ? `${list.keys.length} of ${MAX_ACTIVE_KEYS} active keys used.` : `An account holds at most ${MAX_ACTIVE_KEYS} active keys.`}{' '}
        Each key may make {me.hourlyLimit.toLocaleString()} requests in any hour.
      </p>
      {canCreate ? (
        <CreateKeyForm
          inputRef={nameInput}
          onCreated={(key) => {
            setNotice('');
            onCreated(key);
          }}
        />
      ) : (
        <p>Creating keys needs the Pro or Business plan (see Account above).</p>
      )}
      {fresh && <NewKeyPanel created={fresh} onDismiss={dismiss} />}
      <KeyTable
        list={list}
        onRevoked={(name) => {
          setNotice(`Key “${name}” revoked: requests with it are refused from now on.`);
          // The confirmation that had focus is gone.
          focusHeading('keys-heading');
        }}
      />
      <div role="status" aria-live="polite">
        {notice && <p class="success">{notice}</p>}
      </div>
    </section>
  );
}

function CreateKeyForm({ inputRef, onCreated }: { inputRef: { current: HTMLInputElement | null }; onCreated(key: CreatedKey): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    // An empty name lets the service pick its default name.
    const answer = await api<CreatedKey>('/api/v1/keys', { method: 'POST', body: name.trim() ? { name: name.trim() } : {} });
    setBusy(false);
    if (answer.ok) {
      setName('');
      onCreated(answer.data);
    } else {
      // 409 key_limit_reached, 403 plan_required, 400 invalid_name: the API says which.
      setError(answer.error?.message ?? 'The key could not be created.');
    }
  };

  return (
    <form onSubmit={submit} class="create-key">
      <div class="row">
        <div class="grow">
          <label for={`${id}-name`}>Key name</label>
          <input
            id={`${id}-name`}
            ref={inputRef}
            type="text"
            maxLength={64}
            placeholder="e.g. production server"
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </div>
        <button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {error && <p class="error">{error}</p>}
      </div>
    </form>
  );
}

/** The full key, shown once. Dismissing drops it from the page's state, so nothing keeps it afterwards. */
function NewKeyPanel({ created, onDismiss }: { created: CreatedKey; onDismiss(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const code = useRef<HTMLElement>(null);
  const [copyNote, setCopyNote] = useState('');

  useEffect(() => heading.current?.focus(), [created.key]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopyNote('Copied to the clipboard.');
    } catch {
      // No clipboard (permission or an insecure origin): select the key so the reader can copy it by hand.
      const selection = window.getSelection();
      if (code.current && selection) selection.selectAllChildren(code.current);
      setCopyNote('Copying is not available here: the key is selected, copy it with Ctrl+C (⌘C on a Mac).');
    }
  };

  return (
    <div class="new-key notice" role="region" aria-labelledby="new-key-heading">
      <h3 id="new-key-heading" ref={heading} tabIndex={-1}>
        New key “{created.name}”
      </h3>
      <p>
        <strong>Copy it now: it will not be shown again.</strong> The service keeps only a hash of it.
      </p>
      <p class="key-value">
        <code ref={code}>{created.key}</code>
      </p>
      <div class="row">
        <button type="button" onClick={copy}>
          Copy key
        </button>
        <button type="button" class="secondary" onClick={onDismiss}>
          I have saved it: dismiss
        </button>
      </div>
      <p class="muted">Until you dismiss it, the playground below is filled in with this key.</p>
      <div role="status" aria-live="polite">
        {copyNote && <p>{copyNote}</p>}
      </div>
    </div>
  );
}

function KeyTable({ list, onRevoked }: { list: KeyList; onRevoked(name: string): void }) {
  const [confirming, setConfirming] = useState<KeyEntry | null>(null);
  if (list.error) {
    return (
      <div role="alert">
        <p class="error">{list.error}</p>
        <button type="button" class="secondary" onClick={() => void list.refresh()}>
          Try again
        </button>
      </div>
    );
  }
  if (!list.keys) return <p role="status">Loading keys…</p>;
  if (list.keys.length === 0) return <p>No active keys yet.</p>;
  return (
    <>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">Your active API keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Prefix</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Hourly usage</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.keys.map((key) => (
              <tr key={key.hash}>
                <th scope="row">{key.name}</th>
                <td>
                  <code>{key.prefix}</code>
                </td>
                <td>
                  <time dateTime={key.createdAt}>{formatTime(key.createdAt)}</time>
                </td>
                <td>{key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{formatTime(key.lastUsedAt)}</time> : 'Never'}</td>
                <td>
                  <Usage entry={key} />
                </td>
                <td>
                  <button type="button" class="danger" onClick={() => setConfirming(key)} aria-label={`Revoke key “${key.name}”`}>
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirming && (
        <RevokeConfirm
          entry={confirming}
          onCancel={() => setConfirming(null)}
          onRevoked={() => {
            setConfirming(null);
            onRevoked(confirming.name);
            void list.refresh();
          }}
        />
      )}
    </>
  );
}

/** "used / limit" with a labelled progress bar and when the oldest request leaves the window. */
function Usage({ entry }: { entry: KeyEntry }) {
  const { used, limit, resetAt } = entry.usage;
  if (limit === 0) return <span class="muted">No API access on this plan</span>;
  return (
    <div class="usage">
      <span class="usage-count">
        {used.toLocaleString()} / {limit.toLocaleString()}
      </span>
      <progress value={Math.min(used, limit)} max={limit} aria-label={`Requests by “${entry.name}” in the last hour`} />
      <span class="muted usage-reset">
        {used > 0 ? (
          <>
            frees up at <time dateTime={resetAt}>{new Date(resetAt).toLocaleTimeString(undefined, { timeStyle: 'short' })}</time>
          </>
        ) : (
          'none this hour'
        )}
      </span>
    </div>
  );
}

/** The in-page confirmation: names the key, so the wrong one is not revoked by a slip. */
function RevokeConfirm({ entry, onCancel, onRevoked }: { entry: KeyEntry; onCancel(): void; onRevoked(): void }) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => cancel.current?.focus(), [entry.hash]);

  const revoke = async () => {
    setBusy(true);
    setError('');
    const answer = await api('/api/v1/keys', { method: 'DELETE', body: { hash: entry.hash } });
    setBusy(false);
    if (answer.ok) onRevoked();
    else setError(answer.error?.message ?? 'The key could not be revoked.');
  };

  return (
    <div class="confirm" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>
        Revoke “<strong>{entry.name}</strong>” (<code>{entry.prefix}</code>)? Every request with it is refused at once. This
        cannot be undone.
      </p>
      <div class="row">
        <button type="button" class="danger" onClick={revoke} disabled={busy}>
          {busy ? 'Revoking…' : `Yes, revoke “${entry.name}”`}
        </button>
        <button type="button" class="secondary" ref={cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <div role="status" aria-live="polite">
        {error && <p class="error">{error}</p>}
      </div>
    </div>
  );
}
