// The constant response of the baselines: BENCH_RESPONSE when the bench captured one, else a small JSON body.

export function constantResponse(): { headers: Array<[string, string]>; body: string } {
  if (process.env.BENCH_RESPONSE) return JSON.parse(process.env.BENCH_RESPONSE);
  return { headers: [['Content-Type', 'application/json']], body: '{"success":true}' };
}
