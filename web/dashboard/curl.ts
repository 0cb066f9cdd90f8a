// The curl command equivalent to a playground run, for copying into a terminal.

/** Single-quotes a value for a POSIX shell. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The key as shown by default: its first 12 characters and an ellipsis, as the key list shows its prefix. */
export const maskKey = (key: string) => (key.length > 12 ? `${key.slice(0, 12)}...` : '...');

export function curlCommand(origin: string, key: string, showKey: boolean, body: unknown): string {
  return [
    `curl -sS -X POST ${shellQuote(`${origin}/api/v1/tools`)}`,
    `  -H 'Content-Type: application/json'`,
    `  -H ${shellQuote(`x-api-key: ${showKey ? key : maskKey(key)}`)}`,
    `  --data ${shellQuote(JSON.stringify(body))}`,
  ].join(' \\\n');
}
