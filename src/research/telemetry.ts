// The telemetry the desktop app uploads (SPEC §5): its TypeScript shape, its JSON Schema, and the checks a schema
// cannot express (consent first, forbidden fields anywhere, choices per game).
import type { JsonSchema } from '../tools/define.ts';
import { DIMENSIONS, GAME_IDS, PROXIES, TRAITS, type Dimension, type GameId, type Ocean, type Proxy } from './games.ts';

export const DEMOGRAPHICS = {
  ageGroup: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'],
  gender: ['female', 'male', 'non-binary', 'undisclosed'],
  region: ['africa', 'asia', 'europe', 'latin-america', 'middle-east', 'north-america', 'oceania'],
  playerType: ['casual', 'regular', 'competitive'],
  strategyExperience: ['none', 'some', 'experienced', 'expert'],
} as const;

export type DemographicKey = keyof typeof DEMOGRAPHICS;
export const DEMOGRAPHIC_KEYS = Object.keys(DEMOGRAPHICS) as DemographicKey[];
export type Demographics = { [K in DemographicKey]?: (typeof DEMOGRAPHICS)[K][number] };

export interface Turn {
  round: number;
  choice: string;
  responseTimeMs: number;
  signals: Record<Dimension, number>;
  bigFive: Ocean;
}

export interface Endgame {
  gamesPlayed: number;
  ocean: Ocean;
  confidence: number;
  proxies: Record<Proxy, number>;
}

export interface TelemetrySession {
  sessionId: string;
  consent: true;
  game: GameId;
  gameContext?: 'standard' | 'custom-scenario';
  scenarioId?: string;
  /** ISO 8601 date or date-time; only the calendar date is kept. */
  startedAt: string;
  demographics?: Demographics;
  turns: Turn[];
  endgame?: Endgame;
}

export interface TelemetryBatch {
  sessions: TelemetrySession[];
}

export const MAX_SESSIONS_PER_BATCH = 5_000;
export const MAX_TURNS_PER_SESSION = 1_000;
/** Keys SEED.md says are never collected; refused anywhere in a batch, in any letter case. */
export const FORBIDDEN_FIELDS = ['name', 'email', 'ip', 'ipaddress', 'apikey', 'chat', 'messages', 'prompt'];

const unit = { type: 'number', minimum: 0, maximum: 1 };
/** OCEAN values are z-scores: typically −3…3; anything past ±10 is a broken client. */
const zScore = { type: 'number', minimum: -10, maximum: 10 };
const record = (keys: readonly string[], value: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((k) => [k, value])),
  required: [...keys],
  additionalProperties: false,
});
export const oceanSchema = record(TRAITS, zScore);

export const telemetryBatchSchema: JsonSchema = {
  type: 'object',
  properties: {
    sessions: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SESSIONS_PER_BATCH,
      items: {
        type: 'object',
        properties: {
          sessionId: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
          consent: { const: true },
          game: { enum: [...GAME_IDS] },
          gameContext: { enum: ['standard', 'custom-scenario'] },
          scenarioId: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
          startedAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' },
          demographics: {
            type: 'object',
            properties: Object.fromEntries(DEMOGRAPHIC_KEYS.map((k) => [k, { enum: [...DEMOGRAPHICS[k]] }])),
            additionalProperties: false,
          },
          turns: {
            type: 'array',
            minItems: 1,
            maxItems: MAX_TURNS_PER_SESSION,
            items: {
              type: 'object',
              properties: {
                round: { type: 'integer', minimum: 1, maximum: 100_000 },
                choice: { type: 'string', maxLength: 32 },
                responseTimeMs: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 600_000 },
                signals: record(DIMENSIONS, unit),
                bigFive: oceanSchema,
              },
              required: ['round', 'choice', 'responseTimeMs', 'signals', 'bigFive'],
              additionalProperties: false,
            },
          },
          endgame: {
            type: 'object',
            properties: {
              gamesPlayed: { type: 'integer', minimum: 1, maximum: 100_000 },
              ocean: oceanSchema,
              confidence: unit,
              proxies: record(PROXIES, unit),
            },
            required: ['gamesPlayed', 'ocean', 'confidence', 'proxies'],
            additionalProperties: false,
          },
        },
        required: ['sessionId', 'consent', 'game', 'startedAt', 'turns'],
        additionalProperties: false,
      },
    },
  },
  required: ['sessions'],
  additionalProperties: false,
};
