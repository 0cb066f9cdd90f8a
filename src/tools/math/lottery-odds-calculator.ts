import { ToolError, defineTool } from '../define.ts';
import { nearestRatio } from '../exact-fraction.ts';

interface Inputs {
  poolSize: number;
  picks: number;
  bonusPoolSize: number;
  bonusPicks: number;
}

/** Row n of Pascal's triangle: C(n, 0) … C(n, n). */
function binomials(n: number): bigint[] {
  const row = [1n];
  for (let k = 1; k <= n; k++) row.push((row[k - 1]! * BigInt(n - k + 1)) / BigInt(k));
  return row;
}

const choose = (row: bigint[], k: number): bigint => (k < 0 || k >= row.length ? 0n : row[k]!);

export default defineTool({
  slug: 'lottery-odds-calculator',
  name: 'Lottery odds calculator',
  category: 'math',
  description:
    'Odds of a pick-k-of-n lottery, with an optional bonus drum drawn separately (Powerball: 5 of 69 plus 1 of 26; EuroMillions: 5 of 50 plus 2 of 12). totalCombinations = C(n, k)·C(m, j) as a decimal string; jackpotProbability = 1/total. Each prize tier (a main matches, b bonus matches) has ways = C(k, a)·C(n − k, k − a)·C(j, b)·C(m − j, j − b) (decimal string) and oddsOneIn = total/ways (nearest double). Tiers go from most to fewest main matches, then most to fewest bonus matches; impossible tiers (no ways) are left out. Without a bonus drum (bonusPoolSize 0) bonusMatches is 0 throughout.',
  inputSchema: {
    type: 'object',
    properties: {
      poolSize: { type: 'integer', minimum: 2, maximum: 100, description: 'Numbers in the main drum (n).' },
      picks: { type: 'integer', minimum: 1, maximum: 100, description: 'Numbers drawn from the main drum (k ≤ n).' },
      bonusPoolSize: { type: 'integer', minimum: 0, maximum: 100, default: 0, description: 'Numbers in a separate bonus drum (m); 0 for none.' },
      bonusPicks: { type: 'integer', minimum: 1, maximum: 10, default: 1, description: 'Numbers drawn from the bonus drum (j ≤ m); ignored without one.' },
    },
    required: ['poolSize', 'picks'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      totalCombinations: { type: 'string', description: 'Distinct tickets, as a decimal string.' },
      jackpotProbability: { type: 'number' },
      tiers: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            mainMatches: { type: 'integer' },
            bonusMatches: { type: 'integer' },
            ways: { type: 'string', description: 'Tickets matching exactly so many, as a decimal string.' },
            oddsOneIn: { type: 'number', description: 'total / ways: the odds are 1 in this.' },
          },
          required: ['mainMatches', 'bonusMatches', 'ways', 'oddsOneIn'],
        },
      },
    },
    required: ['totalCombinations', 'jackpotProbability', 'tiers'],
  },
  examples: [
    {"inputs":{"poolSize":69,"picks":5,"bonusPoolSize":26,"bonusPicks":1},"result":{"totalCombinations":"292201338","jackpotProbability":3.4222978130237033e-09,"tiers":[{"mainMatches":5,"bonusMatches":1,"ways":"1","oddsOneIn":292201338},{"mainMatches":5,"bonusMatches":0,"ways":"25","oddsOneIn":11688053.52},{"mainMatches":4,"bonusMatches":1,"ways":"320","oddsOneIn":913129.18125},{"mainMatches":4,"bonusMatches":0,"ways":"8000","oddsOneIn":36525.16725},{"mainMatches":3,"bonusMatches":1,"ways":"20160","oddsOneIn":14494.113988095238},{"mainMatches":3,"bonusMatches":0,"ways":"504000","oddsOneIn":579.7645595238096},{"mainMatches":2,"bonusMatches":1,"ways":"416640","oddsOneIn":701.3280961981567},{"mainMatches":2,"bonusMatches":0,"ways":"10416000","oddsOneIn":28.05312384792627},{"mainMatches":1,"bonusMatches":1,"ways":"3176880","oddsOneIn":91.97745523910251},{"mainMatches":1,"bonusMatches":0,"ways":"79422000","oddsOneIn":3.6790982095641005},{"mainMatches":0,"bonusMatches":1,"ways":"7624512","oddsOneIn":38.323939682959384},{"mainMatches":0,"bonusMatches":0,"ways":"190612800","oddsOneIn":1.5329575873183752}]}},
    {"inputs":{"poolSize":50,"picks":5,"bonusPoolSize":12,"bonusPicks":2},"result":{"totalCombinations":"139838160","jackpotProbability":7.1511238420185165e-09,"tiers":[{"mainMatches":5,"bonusMatches":2,"ways":"1","oddsOneIn":139838160},{"mainMatches":5,"bonusMatches":1,"ways":"20","oddsOneIn":6991908},{"mainMatches":5,"bonusMatches":0,"ways":"45","oddsOneIn":3107514.6666666665},{"mainMatches":4,"bonusMatches":2,"ways":"225","oddsOneIn":621502.9333333333},{"mainMatches":4,"bonusMatches":1,"ways":"4500","oddsOneIn":31075.146666666667},{"mainMatches":4,"bonusMatches":0,"ways":"10125","oddsOneIn":13811.176296296297},{"mainMatches":3,"bonusMatches":2,"ways":"9900","oddsOneIn":14125.066666666668},{"mainMatches":3,"bonusMatches":1,"ways":"198000","oddsOneIn":706.2533333333333},{"mainMatches":3,"bonusMatches":0,"ways":"445500","oddsOneIn":313.89037037037036},{"mainMatches":2,"bonusMatches":2,"ways":"141900","oddsOneIn":985.4697674418604},{"mainMatches":2,"bonusMatches":1,"ways":"2838000","oddsOneIn":49.27348837209302},{"mainMatches":2,"bonusMatches":0,"ways":"6385500","oddsOneIn":21.899328165374676},{"mainMatches":1,"bonusMatches":2,"ways":"744975","oddsOneIn":187.70852713178294},{"mainMatches":1,"bonusMatches":1,"ways":"14899500","oddsOneIn":9.385426356589146},{"mainMatches":1,"bonusMatches":0,"ways":"33523875","oddsOneIn":4.17130060292851},{"mainMatches":0,"bonusMatches":2,"ways":"1221759","oddsOneIn":114.45641898279447},{"mainMatches":0,"bonusMatches":1,"ways":"24435180","oddsOneIn":5.722820949139724},{"mainMatches":0,"bonusMatches":0,"ways":"54979155","oddsOneIn":2.543475977395433}]}},
    {"inputs":{"poolSize":49,"picks":6},"result":{"totalCombinations":"13983816","jackpotProbability":7.151123842018516e-08,"tiers":[{"mainMatches":6,"bonusMatches":0,"ways":"1","oddsOneIn":13983816},{"mainMatches":5,"bonusMatches":0,"ways":"258","oddsOneIn":54200.83720930233},{"mainMatches":4,"bonusMatches":0,"ways":"13545","oddsOneIn":1032.3968992248062},{"mainMatches":3,"bonusMatches":0,"ways":"246820","oddsOneIn":56.655927396483264},{"mainMatches":2,"bonusMatches":0,"ways":"1851150","oddsOneIn":7.554123652864436},{"mainMatches":1,"bonusMatches":0,"ways":"5775588","oddsOneIn":2.421193478482191},{"mainMatches":0,"bonusMatches":0,"ways":"6096454","oddsOneIn":2.293762242772602}]}},
  ],
  run({ poolSize: n, picks: k, bonusPoolSize: m, bonusPicks }: Inputs) {
    if (k > n) throw new ToolError(`picks (${k}) cannot exceed poolSize (${n}).`);
    const j = m === 0 ? 0 : bonusPicks;
    if (j > m) throw new ToolError(`bonusPicks (${j}) cannot exceed bonusPoolSize (${m}).`);
    const rowK = binomials(k);
    const rowRest = binomials(n - k);
    const rowJ = binomials(j);
    const rowBonusRest = binomials(m - j);
    const total = binomials(n)[k]! * binomials(m)[j]!;
    const tiers: Array<{ mainMatches: number; bonusMatches: number; ways: string; oddsOneIn: number }> = [];
    for (let a = k; a >= 0; a--) {
      const main = choose(rowK, a) * choose(rowRest, k - a);
      if (main === 0n) continue;
      for (let b = j; b >= 0; b--) {
        const ways = main * choose(rowJ, b) * choose(rowBonusRest, j - b);
        if (ways === 0n) continue;
        tiers.push({ mainMatches: a, bonusMatches: b, ways: String(ways), oddsOneIn: nearestRatio(total, ways) });
      }
    }
    return { totalCombinations: String(total), jackpotProbability: nearestRatio(1n, total), tiers };
  },
});
