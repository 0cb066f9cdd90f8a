// The signed-in account's keys (GET /api/v1/keys), shared by the key table and the playground (which refreshes it
// after a run so the usage column moves).
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../lib/api.ts';
import type { KeyEntry } from './types.ts';

export interface KeyList {
  keys: KeyEntry[] | null;
  error: string;
  refresh(): Promise<void>;
}

export function useKeyList(signedIn: boolean): KeyList {
  const [keys, setKeys] = useState<KeyEntry[] | null>(null);
  const [error, setError] = useState('');
  const refresh = useCallback(async () => {
    if (!signedIn) return;
    const answer = await api<{ keys: KeyEntry[] }>('/api/v1/keys');
    if (answer.ok) {
      setKeys(answer.data.keys);
      setError('');
    } else {
      setError(answer.error?.message ?? 'The keys could not be loaded.');
    }
  }, [signedIn]);
  useEffect(() => {
    setKeys(null);
    setError('');
    void refresh();
  }, [refresh]);
  return { keys, error, refresh };
}
