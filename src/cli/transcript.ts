// A run's transcript as the battery CLI writes it: JSON lines, a header first, then each decision as the agent makes
// it, appended before the run moves on, so a run killed at any point leaves every decision made so far on disk and
// `--resume FILE` continues it. Each line is one write(2): a kill -9 loses at most the line being written, which a
// resume drops.
import { open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { isBatteryGame } from '../research/games.ts';
import { GENERATOR_VERSIONS, type Decision, type GeneratorVersion } from '../battery/engine.ts';
import { recordedKey, type RecordedDecisions } from '../battery/run.ts';
import type { PlayedDecision } from './referee-client.ts';

/** The first line: what a resume needs to play the same run again (never a key: those come from the environment). */
export interface RunHeader {
  battery: '1.0';
  mode: 'battery';
  provider: string;
  model: string;
  episodes: number;
  /** offline: the battery seed; refereed: absent (the server holds it until the run completes) */
  seed?: number;
  /** offline: how the seed's streams are derived (engine.ts); absent: 1, a transcript begun before versions */
  generator?: GeneratorVersion;
  /** refereed: where the run is held, its id, and the seed of the agent's own draws */
  refereed?: { server: string; runId: string; agentSeed: number };
}

export class TranscriptError extends Error {}

export class Transcript {
  private constructor(private readonly file: FileHandle) {}

  /** A new transcript at `path` (replacing any file there), starting with `header`. */
  static async create(path: string, header: object): Promise<Transcript> {
    const transcript = new Transcript(await open(path, 'w'));
    await transcript.write(header);
    return transcript;
  }

  /**
   * The run transcript at `path`, to continue: its header and decisions, with the file cut back to them (a line cut
   * short by a kill, and the results of an earlier finish, are dropped) and open for appending.
   */
  static async resume(path: string): Promise<{ transcript: Transcript; header: RunHeader; decisions: DecisionLine[] }> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new TranscriptError(`cannot read ${path}: ${(error as Error).message}`);
    }
    const lines: unknown[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        lines.push(JSON.parse(line));
      } catch {
        break; // the line a kill cut short, and nothing after it
      }
    }
    const header = lines[0];
    if (!isRunHeader(header)) throw new TranscriptError(`${path} does not start with a battery run's header: only runs can be resumed`);
    const decisions = lines.slice(1).filter(isDecisionLine);
    const kept = `${[header, ...decisions].map((line) => JSON.stringify(line)).join('\n')}\n`;
    // Cut back by writing the kept lines aside and renaming over: a kill meanwhile leaves one whole file or the other.
    const aside = `${path}.resume`;
    const copy = await open(aside, 'w');
    await copy.write(kept);
    await copy.close();
    await rename(aside, path);
    return { transcript: new Transcript(await open(path, 'a')), header, decisions };
  }

  async write(line: object): Promise<void> {
    await this.file.write(`${JSON.stringify(line)}\n`);
  }

  close(): Promise<void> {
    return this.file.close();
  }
}

/** A decision line: offline runs write the engine's transcript line, refereed runs the step as served (PlayedDecision). */
export type DecisionLine = Pick<PlayedDecision, 'game' | 'episode' | 'round' | 'choice' | 'fallback'> & Partial<PlayedDecision>;

function isRunHeader(line: unknown): line is RunHeader {
  const h = line as Partial<RunHeader> | null;
  return (
    typeof h === 'object' &&
    h !== null &&
    h.mode === 'battery' &&
    typeof h.provider === 'string' &&
    typeof h.model === 'string' &&
    Number.isInteger(h.episodes) &&
    (h.generator === undefined || GENERATOR_VERSIONS.includes(h.generator)) &&
    (Number.isInteger(h.seed) || (typeof h.refereed?.runId === 'string' && Number.isInteger(h.refereed.agentSeed)))
  );
}

function isDecisionLine(line: unknown): line is DecisionLine {
  const d = line as Partial<DecisionLine> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.game === 'string' &&
    isBatteryGame(d.game) &&
    Number.isInteger(d.episode) &&
    Number.isInteger(d.round) &&
    typeof d.choice === 'string' &&
    !('result' in d)
  );
}

/** An offline run's recorded decisions by game and episode, in the order they were made. */
export function recordedDecisions(lines: readonly DecisionLine[]): RecordedDecisions {
  const recorded = new Map<string, Decision[]>();
  for (const { game, episode, round, choice, fallback } of lines) {
    const key = recordedKey(game, episode);
    const list = recorded.get(key) ?? [];
    list.push(fallback ? { round, choice, fallback } : { round, choice });
    recorded.set(key, list);
  }
  return recorded;
}
