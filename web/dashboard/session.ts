// The signed-in account, read from GET /api/auth/me: a 401 there simply means "signed out".
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../lib/api.ts';
import type { Me } from './types.ts';

export type Session =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; me: Me }
  | { state: 'error'; message: string };

export function useSession(): { session: Session; refresh(): Promise<void>; signOut(): void } {
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const refresh = useCallback(async () => {
    const answer = await api<Me>('/api/auth/me');
    if (answer.ok) setSession({ state: 'signed-in', me: answer.data });
    else if (answer.status === 401) setSession({ state: 'signed-out' });
    else setSession({ state: 'error', message: answer.error?.message ?? 'The account could not be loaded.' });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { session, refresh, signOut: useCallback(() => setSession({ state: 'signed-out' }), []) };
}
