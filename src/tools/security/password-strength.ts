import type { CrackTime, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { defineTool, nullable } from '../define.ts';

/**
 * zxcvbn looks at this many leading characters (longer passwords are strong on length alone), and caps its l33t
 * substitutions: both bound its matchers, which grow super-linearly on crafted input.
 */
const ANALYSED = 100;

/**
 * The dictionaries are ~25 MB of heap: loaded on first use (`prepare`, before the run's budget starts), which happens
 * only in the worker threads that run this heavy tool, so a process that imports every tool module never carries them.
 */
let zxcvbn: Promise<ZxcvbnFactory> | null = null;
function loadZxcvbn(): Promise<ZxcvbnFactory> {
  zxcvbn ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: ANALYSED,
      l33tMaxSubstitutions: 20,
    });
  })();
  return zxcvbn;
}

const labels = ['very weak', 'weak', 'fair', 'strong', 'very strong'] as const;

const crackTimeSchema = { type: 'string', description: 'Human-readable estimate, e.g. "3 hours" or "centuries".' };

export default defineTool({
  slug: 'password-strength',
  name: 'Password strength checker',
  category: 'security',
  description:
    'Estimates how hard a password is to guess with zxcvbn (English and common dictionaries, keyboard patterns, dates, repeats, l33t): a 0–4 score, log10 of the guesses needed, crack-time estimates for four attack scenarios, and feedback. Only the first 100 characters are analysed.',
  inputSchema: {
    type: 'object',
    properties: { password: { type: 'string', maxLength: 1000, description: 'The password to assess; it is not stored.' } },
    required: ['password'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      score: { type: 'integer', description: '0 (too guessable) to 4 (very unguessable).' },
      label: { type: 'string', enum: [...labels] },
      guessesLog10: { type: 'number', description: 'log10 of the estimated guesses needed, to 2 decimals.' },
      crackTimes: {
        type: 'object',
        properties: {
          onlineThrottled: { ...crackTimeSchema, description: 'Online attack limited to 100 guesses per hour.' },
          onlineUnthrottled: { ...crackTimeSchema, description: 'Online attack at 10 guesses per second.' },
          offlineSlowHash: { ...crackTimeSchema, description: 'Offline attack on a slow hash (bcrypt, scrypt…), 10⁴ guesses per second.' },
          offlineFastHash: { ...crackTimeSchema, description: 'Offline attack on a fast hash (MD5, SHA-1…), 10¹⁰ guesses per second.' },
        },
        required: ['onlineThrottled', 'onlineUnthrottled', 'offlineSlowHash', 'offlineFastHash'],
      },
      feedback: {
        type: 'object',
        properties: {
          warning: nullable({ type: 'string' }, { description: 'What makes the password weak, if anything stands out; null otherwise.' }),
          suggestions: { type: 'array', items: { type: 'string' } },
        },
        required: ['warning', 'suggestions'],
      },
      patterns: {
        type: 'array',
        description: 'How zxcvbn split the password: the cheapest sequence of patterns it found.',
        items: {
          type: 'object',
          properties: {
            pattern: { type: 'string', description: 'dictionary, spatial, repeat, sequence, regex, date, separator or bruteforce.' },
            token: { type: 'string', description: 'The part of the password the pattern covers.' },
            guessesLog10: { type: 'number', description: 'log10 of the guesses for this part, to 2 decimals.' },
          },
          required: ['pattern', 'token', 'guessesLog10'],
        },
      },
      analysedLength: { type: 'integer', description: 'Characters analysed (at most 100).' },
    },
    required: ['score', 'label', 'guessesLog10', 'crackTimes', 'feedback', 'patterns', 'analysedLength'],
  },
  heavy: true,
  prepare: loadZxcvbn,
  examples: [
    {
      inputs: { password: 'P@ssw0rd2024' },
      result: {
        score: 1,
        label: 'weak',
        guessesLog10: 4.18,
        crackTimes: {
          onlineThrottled: '6 days',
          onlineUnthrottled: '25 minutes',
          offlineSlowHash: '2 seconds',
          offlineFastHash: 'less than a second',
        },
        feedback: {
          warning: 'This is similar to a commonly used password.',
          suggestions: [
            'Add more words that are less common.',
            'Capitalize more than the first letter.',
            "Avoid predictable letter substitutions like '@' for 'a'.",
          ],
        },
        patterns: [
          { pattern: 'dictionary', token: 'P@ssw0rd', guessesLog10: 1.7 },
          { pattern: 'regex', token: '2024', guessesLog10: 1.7 },
        ],
        analysedLength: 12,
      },
    },
    {
      inputs: { password: 'correct horse battery staple' },
      result: {
        score: 4,
        label: 'very strong',
        guessesLog10: 19.72,
        crackTimes: {
          onlineThrottled: 'centuries',
          onlineUnthrottled: 'centuries',
          offlineSlowHash: 'centuries',
          offlineFastHash: 'centuries',
        },
        feedback: { warning: null, suggestions: [] },
        patterns: [
          { pattern: 'dictionary', token: 'correct', guessesLog10: 3.12 },
          { pattern: 'bruteforce', token: ' horse ', guessesLog10: 7 },
          { pattern: 'dictionary', token: 'battery', guessesLog10: 2.72 },
          { pattern: 'separator', token: ' ', guessesLog10: 1 },
          { pattern: 'dictionary', token: 'staple', guessesLog10: 3.8 },
        ],
        analysedLength: 28,
      },
    },
  ],
  async run({ password }: { password: string }) {
    const result = (await loadZxcvbn()).check(password);
    const round = (value: number) => Math.round(value * 100) / 100;
    const display = (time: CrackTime) => time.display;
    return {
      score: result.score,
      label: labels[result.score],
      guessesLog10: round(result.guessesLog10),
      crackTimes: {
        onlineThrottled: display(result.crackTimes.onlineThrottlingXPerHour),
        onlineUnthrottled: display(result.crackTimes.onlineNoThrottlingXPerSecond),
        offlineSlowHash: display(result.crackTimes.offlineSlowHashingXPerSecond),
        offlineFastHash: display(result.crackTimes.offlineFastHashingXPerSecond),
      },
      feedback: { warning: result.feedback.warning || null, suggestions: result.feedback.suggestions },
      patterns: result.sequence.map((match) => ({
        pattern: match.pattern,
        token: match.token,
        guessesLog10: round((match as { guessesLog10?: number }).guessesLog10 ?? 0),
      })),
      analysedLength: Math.min(password.length, ANALYSED),
    };
  },
});
