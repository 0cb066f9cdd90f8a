// The account dashboard: account, API keys and the playground, wired to one session and one key list.
import { useCallback, useState } from 'preact/hooks';
import { Layout } from '../lib/layout.tsx';
import { AccountSection } from './account.tsx';
import { focusHeading } from './format.ts';
import { useKeyList } from './key-list.ts';
import { KeysSection } from './keys.tsx';
import { Playground } from './playground.tsx';
import { useSession } from './session.ts';
import type { CreatedKey } from './types.ts';
import './dashboard.css';

export function Dashboard() {
  const { session, refresh, signOut } = useSession();
  const signedIn = session.state === 'signed-in';
  const list = useKeyList(signedIn);
  // The full key of a key created in this page session: in memory only, until its panel is dismissed.
  const [fresh, setFresh] = useState<CreatedKey | null>(null);

  const created = useCallback(
    (key: CreatedKey) => {
      setFresh(key);
      void list.refresh();
    },
    [list],
  );
  // The forms that had focus are replaced: focus moves to the section's heading so keyboard users keep their place.
  const afterSignIn = useCallback(async () => {
    await refresh();
    focusHeading('account-heading');
  }, [refresh]);
  const signedOut = useCallback(() => {
    setFresh(null);
    signOut();
    focusHeading('account-heading');
  }, [signOut]);

  return (
    <Layout current="/" title="Dashboard">
      <AccountSection session={session} onSignedIn={afterSignIn} onSignedOut={signedOut} onRetry={() => void refresh()} />
      {signedIn && <KeysSection me={session.me} list={list} fresh={fresh} onCreated={created} onDismissed={() => setFresh(null)} />}
      <Playground freshKey={fresh?.key ?? null} keys={signedIn ? list.keys : null} onRan={() => void list.refresh()} />
    </Layout>
  );
}
