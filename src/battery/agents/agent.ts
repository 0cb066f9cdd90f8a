// What plays a battery: an agent answers one ask at a time with a legal choice. LLM agents ask a model (and fall back
// to the game's cautious move when the model never answers validly); bots decide from the structured view.
import type { BatteryGame } from '../../research/games.ts';
import type { Ask, GeneratorVersion } from '../engine.ts';

export interface AgentTurn {
  game: BatteryGame;
  /** the game's rules, as told before its first decision */
  rules: string;
  round: number;
  /** which play of the game this is (0-based): a run plays each game several times, each on its own seed */
  episode: number;
  ask: Ask;
  /** the episode's seed for the agent's own draws: bots that draw use streams derived from it */
  seed: number;
  /** the generator those streams are made on (the record's version, so a stored run's bot replays its own draws) */
  generator: GeneratorVersion;
}

export interface AgentDecision {
  /** a legal choice for the ask */
  choice: string;
  /** true when no valid reply came (after one corrective re-ask) and the fallback move was played */
  fallback: boolean;
  /** LLM agents: every model reply read for this decision, the re-ask's included, in order (bots leave it out) */
  replies?: ModelReply[];
}

/** One model reply as received (a completion's first message), and the choice read from it. */
export interface ModelReply {
  /** the message's text, inline reasoning included; null when the model sent none (e.g. only a tool call) */
  content: string | null;
  /** the server's separate reasoning field (`reasoning_content` or `reasoning`), kept but never read for the choice */
  reasoning?: string;
  /** the message's `tool_calls`, as received */
  toolCalls?: unknown;
  /** the completion's `finish_reason` (`length` tells a reply cut off by maxTokens) */
  finishReason?: string;
  /** the legal choice read from the reply; null when none was read (`problem` says why) */
  parsed: string | null;
  /** why the reply was not read; absent when it was (and in transcripts stored before replies were judged ambiguous) */
  problem?: ReplyProblem;
  /** an ambiguous reply's different legal choices, in the order given: what its re-ask names */
  namedChoices?: string[];
}

/**
 * Why a reply gives no move: it named no legal choice, or it named two or more different legal choices as its answer
 * (it is then re-asked, never read as either: a model that answers and then discusses another option is not guessed at).
 */
export type ReplyProblem = 'no-choice' | 'ambiguous';

export interface Agent {
  /** what the report names as provider and model */
  provider: string;
  model: string;
  decide(turn: AgentTurn): Promise<AgentDecision>;
  /**
   * A decision recorded earlier on this agent's behalf, told in play order when a run is resumed: an agent with its own
   * draws or memory (the bots) advances them as if it had made it. LLM agents, stateless per decision, need not.
   */
  observe?(turn: AgentTurn, choice: string): void;
  /** settings and usage for the report's `settings` (temperature, token usage…), read after the run */
  settings(): Record<string, unknown>;
}
