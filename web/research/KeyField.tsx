// The research key: typed or pasted, kept in this tab's sessionStorage only (never localStorage, never logged).
import { useState } from 'preact/hooks';

const STORAGE_KEY = 'research-key';

/** The key saved in this tab, if any; storage can be unavailable (privacy modes), which is the same as none. */
export function savedKey(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveKey(key: string): void {
  try {
    if (key) sessionStorage.setItem(STORAGE_KEY, key);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the key lives in the field only, which is fine.
  }
}

export function KeyField({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const [forgotten, setForgotten] = useState(false);
  const forget = () => {
    saveKey('');
    onChange('');
    setForgotten(true);
  };
  return (
    <fieldset class="key">
      <legend>Research key</legend>
      <label for="research-key">
        Key (sent as the <code>x-research-key</code> header)
      </label>
      <div class="row">
        <input
          id="research-key"
          type="password"
          autocomplete="off"
          spellcheck={false}
          placeholder="rk_…"
          aria-describedby="research-key-note"
          value={value}
          onInput={(e) => {
            setForgotten(false);
            onChange(e.currentTarget.value.trim());
          }}
        />
        <button type="button" class="secondary" onClick={forget} disabled={!value && !savedKey()}>
          Forget key
        </button>
      </div>
      <p id="research-key-note" class="muted small">
        Kept only in this browser tab's session storage (gone when the tab closes), saved when you run a report. It is
        never written to local storage or sent anywhere but this service.
      </p>
      <p role="status" class="small">
        {forgotten ? 'The key was removed from this tab.' : ''}
      </p>
    </fieldset>
  );
}
