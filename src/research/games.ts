// The games of the desktop app (SPEC §5): ids, the benchmark battery, and the choices each game allows.
// One definition shared by ingest validation, synthetic telemetry and the benchmark.

export const GAME_IDS = [
  'prisoners-dilemma',
  'public-goods',
  'stag-hunt',
  'trust-game',
  'ultimatum-game',
  'dictator-game',
  'chicken',
  'balloon-risk',
  'beauty-contest',
  'centipede',
  'deception-game',
  'authority-task',
  'moral-dilemmas',
  'sealed-bid-auction',
  'negotiation',
] as const;

export type GameId = (typeof GAME_IDS)[number];

/** The 10 games a language model plays in a benchmark run, in battery order; the other five are for people only. */
export const BATTERY = [
  'prisoners-dilemma',
  'public-goods',
  'stag-hunt',
  'trust-game',
  'balloon-risk',
  'beauty-contest',
  'centipede',
  'deception-game',
  'authority-task',
  'moral-dilemmas',
] as const satisfies readonly GameId[];
export type BatteryGame = (typeof BATTERY)[number];

export const DIMENSIONS = [
  'risk_tolerance',
  'aggression',
  'trust_propensity',
  'loss_aversion',
  'authority_deference',
  'decisiveness',
  'strategic_horizon',
  'moral_flexibility',
] as const;

export type Dimension = (typeof DIMENSIONS)[number];

export const TRAITS = ['O', 'C', 'E', 'A', 'N'] as const;
export type Trait = (typeof TRAITS)[number];
export type Ocean = Record<Trait, number>;

export const PROXIES = ['cooperationRate', 'riskTolerance', 'moralConsistency'] as const;
export type Proxy = (typeof PROXIES)[number];

/** One allowed form of a choice: a fixed word, or `<prefix>:<n>` with an integer n in [min, max]. */
export type ChoiceForm = { word: string } | { prefix: string; min: number; max: number };

export const CHOICES: Record<GameId, readonly ChoiceForm[]> = {
  'prisoners-dilemma': [{ word: 'cooperate' }, { word: 'defect' }],
  'public-goods': [{ prefix: 'contribute', min: 0, max: 10 }],
  'stag-hunt': [{ word: 'stag' }, { word: 'hare' }],
  'trust-game': [
    { prefix: 'invest', min: 0, max: 10 },
    { prefix: 'return', min: 0, max: 30 },
  ],
  'ultimatum-game': [{ prefix: 'offer', min: 0, max: 10 }, { word: 'accept' }, { word: 'reject' }],
  'dictator-game': [{ prefix: 'give', min: 0, max: 10 }],
  chicken: [{ word: 'swerve' }, { word: 'straight' }],
  'balloon-risk': [{ word: 'pump' }, { word: 'collect' }],
  'beauty-contest': [{ prefix: 'guess', min: 0, max: 100 }],
  centipede: [{ word: 'take' }, { word: 'pass' }],
  'deception-game': [{ word: 'truth' }, { word: 'lie' }, { word: 'trust' }, { word: 'distrust' }],
  'authority-task': [{ word: 'comply' }, { word: 'question' }, { word: 'refuse' }],
  'moral-dilemmas': [{ word: 'act' }, { word: 'abstain' }],
  'sealed-bid-auction': [{ prefix: 'bid', min: 0, max: 100 }],
  negotiation: [{ prefix: 'offer', min: 0, max: 100 }, { word: 'accept' }, { word: 'walk-away' }],
};

/** Every choice some game allows, each once, sorted: the members of the warehouse's `choice_value` type. */
export const ALL_CHOICES: readonly string[] = [
  ...new Set(
    Object.values(CHOICES).flatMap((forms) =>
      forms.flatMap((form) =>
        'word' in form ? [form.word] : Array.from({ length: form.max - form.min + 1 }, (_, i) => `${form.prefix}:${form.min + i}`),
      ),
    ),
  ),
].sort();

const gameIds: ReadonlySet<string> = new Set(GAME_IDS);
export const isGameId = (value: string): value is GameId => gameIds.has(value);
const batteryGames: ReadonlySet<string> = new Set(BATTERY);
export const isBatteryGame = (value: string): value is BatteryGame => batteryGames.has(value);

/** The game id a caller meant, matched case-insensitively; null for none. */
export const findGame = (value: string): GameId | null => {
  const lower = value.trim().toLowerCase();
  return isGameId(lower) ? lower : null;
};

const numbered = /^([a-z-]+):(0|[1-9][0-9]{0,2})$/;

/** Whether `choice` matches one of `forms` (`contribute:7` matches `contribute:<0-10>`, `defect` the word). */
export function matchesForms(forms: readonly ChoiceForm[], choice: string): boolean {
  const match = numbered.exec(choice);
  for (const form of forms) {
    if ('word' in form) {
      if (form.word === choice) return true;
    } else if (match && match[1] === form.prefix) {
      const n = Number(match[2]);
      if (n >= form.min && n <= form.max) return true;
    }
  }
  return false;
}

/** Whether `choice` is one of the game's allowed choices (`contribute:7`, `defect`…). */
export const isValidChoice = (game: GameId, choice: string): boolean => matchesForms(CHOICES[game], choice);

/** Forms in words: `cooperate, defect` or `contribute:<0-10>`, for prompts and error messages. */
export const describeForms = (forms: readonly ChoiceForm[]): string =>
  forms.map((form) => ('word' in form ? form.word : `${form.prefix}:<${form.min}-${form.max}>`)).join(', ');

/** Forms as the refereed API lists them (SPEC §5): a word, or a range `contribute:0-10` (any integer in it). */
export const choiceStrings = (forms: readonly ChoiceForm[]): string[] =>
  forms.map((form) => ('word' in form ? form.word : `${form.prefix}:${form.min}-${form.max}`));

/** choiceStrings' inverse for one listed choice: a word, or a range `prefix:lo-hi`; null for anything else. */
export function parseForm(text: string): ChoiceForm | null {
  if (/^[a-z-]+$/.test(text)) return { word: text };
  const range = /^([a-z-]+):(0|[1-9][0-9]{0,2})-(0|[1-9][0-9]{0,2})$/.exec(text);
  if (!range || Number(range[2]) > Number(range[3])) return null;
  return { prefix: range[1]!, min: Number(range[2]), max: Number(range[3]) };
}

/** A human-readable list of a game's choices, for error messages. */
export const describeChoices = (game: GameId): string => describeForms(CHOICES[game]);
