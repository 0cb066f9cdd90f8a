// The account section: sign-up and log-in forms when signed out; e-mail, plan and log-out when signed in.
import { useId, useState } from 'preact/hooks';
import { api } from '../lib/api.ts';
import type { Session } from './session.ts';
import type { Me } from './types.ts';

interface AccountProps {
  session: Session;
  onSignedIn(): void;
  onSignedOut(): void;
  onRetry(): void;
}

export function AccountSection({ session, onSignedIn, onSignedOut, onRetry }: AccountProps) {
  return (
    <section class="card" aria-labelledby="account-heading">
      <h2 id="account-heading" tabIndex={-1}>
        Account
      </h2>
      {session.state === 'loading' && <p role="status">Loading your account…</p>}
      {session.state === 'error' && (
        <div role="alert">
          <p class="error">{session.message}</p>
          <button type="button" class="secondary" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {session.state === 'signed-out' && (
        <div class="auth-forms">
          <CredentialsForm mode="signup" onSignedIn={onSignedIn} />
          <CredentialsForm mode="login" onSignedIn={onSignedIn} />
        </div>
      )}
      {session.state === 'signed-in' && <AccountSummary me={session.me} onSignedOut={onSignedOut} />}
    </section>
  );
}

const FORM_TEXT = {
  signup: { heading: 'Sign up', button: 'Create account', busy: 'Creating account…', path: '/api/auth/signup', password: 'new-password' },
  login: { heading: 'Log in', button: 'Log in', busy: 'Logging in…', path: '/api/auth/login', password: 'current-password' },
} as const;

/** One credentials form; the API's own message (weak password, wrong credentials, rate limited) is shown on failure. */
function CredentialsForm({ mode, onSignedIn }: { mode: 'signup' | 'login'; onSignedIn(): void }) {
  const text = FORM_TEXT[mode];
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const answer = await api(text.path, { method: 'POST', body: { email, password } });
    setBusy(false);
    if (answer.ok) onSignedIn();
    else setError(answer.error?.message ?? 'That did not work.');
  };

  return (
    // noValidate: the API checks the e-mail and password rules and explains them in its own words.
    <form class="credentials" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.heading}</h3>
      <label for={`${id}-email`}>E-mail address</label>
      <input id={`${id}-email`} type="email" autocomplete="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
      <label for={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        type="password"
        autocomplete={text.password}
        required
        aria-describedby={mode === 'signup' ? `${id}-hint` : undefined}
        value={password}
        onInput={(e) => setPassword(e.currentTarget.value)}
      />
      {mode === 'signup' && (
        <p id={`${id}-hint`} class="muted hint">
          10 to 256 characters.
        </p>
      )}
      <div class="actions">
        <button type="submit" disabled={busy}>
          {busy ? text.busy : text.button}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {error && <p class="error">{error}</p>}
      </div>
    </form>
  );
}

const PLAN_NAMES = { free: 'Free', pro: 'Pro', business: 'Business' } as const;

function AccountSummary({ me, onSignedOut }: { me: Me; onSignedOut(): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const logOut = async () => {
    setBusy(true);
    setError('');
    // An empty JSON body: the CSRF guard wants a JSON content type even here.
    const answer = await api('/api/auth/logout', { method: 'POST', body: {} });
    setBusy(false);
    if (answer.ok || answer.status === 401) onSignedOut();
    else setError(answer.error?.message ?? 'Logging out did not work.');
  };

  return (
    <>
      <dl class="facts">
        <dt>E-mail</dt>
        <dd>{me.email}</dd>
        <dt>Plan</dt>
        <dd>{PLAN_NAMES[me.plan] ?? me.plan}</dd>
        <dt>Hourly limit per key</dt>
        <dd>{me.hourlyLimit.toLocaleString()} requests</dd>
      </dl>
      {me.plan === 'free' && (
        <div class="notice">
          <p>
            API keys need the <strong>Pro</strong> or <strong>Business</strong> plan. There is no billing here: an
            operator changes plans with the admin CLI, then reload this page:
          </p>
          <pre>
            <code>npm run admin -- set-plan {me.email} pro</code>
          </pre>
        </div>
      )}
      <div class="actions">
        <button type="button" class="secondary" onClick={logOut} disabled={busy}>
          {busy ? 'Logging out…' : 'Log out'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {error && <p class="error">{error}</p>}
      </div>
    </>
  );
}
