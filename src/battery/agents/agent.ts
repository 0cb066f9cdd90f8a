// What plays a battery: an agent answers one ask at a time with a legal choice. LLM agents ask a model (and fall back
// to the game's cautious move when the model never answers validly); bots decide from the structured view.
import type { BatteryGame } from '../../research/games.ts';
import type { Ask } from '../engine.ts';

export interface AgentTurn {
  game: BatteryGame;
  /** the game's rules, as told before its first decision */
  rules: string;
  round: number;
  ask: Ask;
  /** the run's seed: bots that draw use streams derived from it */
  seed: number;
}

export interface AgentDecision {
  /** a legal choice for the ask */
  choice: string;
  /** true when no valid reply came (after one corrective re-ask) and the fallback move was played */
  fallback: boolean;
}

export interface Agent {
  /** what the report names as provider and model */
  provider: string;
  model: string;
  decide(turn: AgentTurn): Promise<AgentDecision>;
  /** settings and usage for the report's `settings` (temperature, token usage…), read after the run */
  settings(): Record<string, unknown>;
}
