// Reading a model's reply as a battery choice, and the words that tell the model how to reply (and how to fix a
// reply that could not be read): as text, or as a call of the `choose` function offered with the request.
import { describeForms, matchesForms, type ChoiceForm } from '../../research/games.ts';
import { legalChoices } from '../engine.ts';

/** How the model is told to answer: one JSON object naming a choice from the legal forms. */
export function replyInstruction(legal: readonly ChoiceForm[]): string {
  return `Reply with JSON only, nothing else: {"choice": "<one of: ${describeForms(legal)}>"}${numberedNote(legal)}.`;
}

const numberedNote = (legal: readonly ChoiceForm[]): string =>
  legal.some((form) => !('word' in form)) ? ', where <a-b> stands for a whole number from a to b' : '';

/** The corrective re-ask after a reply that held no legal choice. */
export function correction(legal: readonly ChoiceForm[]): string {
  return `Your reply did not contain a valid choice. ${replyInstruction(legal)}`;
}

/** The function a model may call to play its move: an OpenAI `tools` entry. */
export interface ChoiceTool {
  type: 'function';
  function: {
    name: typeof CHOICE_TOOL;
    description: string;
    parameters: {
      type: 'object';
      properties: { choice: { type: 'string'; description: string; enum?: string[]; pattern?: string } };
      required: ['choice'];
      additionalProperties: false;
    };
  };
}

export const CHOICE_TOOL = 'choose';

/** Past this many legal choices the schema gives their shape (a pattern) instead of listing them (an enum). */
const MAX_ENUM_CHOICES = 32;

/**
 * The `choose` function for the legal forms. Its `choice` is an enum of every legal choice when there are at most 32
 * (every word game, and numbered ranges up to 0–30 such as contribute:0-10 or return:0-30); past that (guess:0-100,
 * bid:0-100, offer:0-100 with accept and walk-away) listing ~100 strings would cost every request hundreds of prompt
 * tokens, so `choice` is a string whose pattern admits the words and `prefix:n` for any whole n, and the description
 * names the ranges. The range itself is checked when the call is read (an out-of-range call is re-asked), as for text.
 */
export function choiceTool(legal: readonly ChoiceForm[]): ChoiceTool {
  const choices = legalChoices(legal);
  const description = `Your move, one of: ${describeForms(legal)}${numberedNote(legal)}.`;
  const choice =
    choices.length <= MAX_ENUM_CHOICES
      ? { type: 'string' as const, description, enum: choices }
      : { type: 'string' as const, description, pattern: choicePattern(legal) };
  return {
    type: 'function',
    function: {
      name: CHOICE_TOOL,
      description: 'Play your move in the game: call this once with the choice you make now.',
      parameters: { type: 'object', properties: { choice }, required: ['choice'], additionalProperties: false },
    },
  };
}

/** `^(?:offer:(?:0|[1-9][0-9]{0,2})|accept|walk-away)$`: the spelling of the forms, ranges left to matchesForms. */
function choicePattern(legal: readonly ChoiceForm[]): string {
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alternatives = legal.map((form) => ('word' in form ? escape(form.word) : `${escape(form.prefix)}:(?:0|[1-9][0-9]{0,2})`));
  return `^(?:${alternatives.join('|')})$`;
}

/**
 * The legal choice in a `choose` call's arguments (a JSON string, as OpenAI sends them; an object, as some servers
 * do; or JSON encoded twice), normalised like a text reply; null when it names none.
 */
export function parseToolArguments(args: unknown, legal: readonly ChoiceForm[]): string | null {
  let value = args;
  if (typeof value === 'string') {
    try {
      const decoded: unknown = JSON.parse(value);
      if (typeof decoded === 'string') value = decoded;
    } catch {
      // not JSON as a whole: the objects inside it are still looked for
    }
  }
  const text = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : '';
  return lastLegal(jsonChoices(text), legal);
}

/**
 * The legal choice a reply names, or null. Inline reasoning is removed first (`stripReasoning`): a model thinking
 * aloud names options it then rejects. In what is left, the **last** legal answer wins, since a model that discusses
 * options before answering ends with its answer:
 * 1. the last JSON object with a `choice` key whose value is legal (bare, inside prose or in a fenced block; objects are
 *    ordered by where they close, so an outer `{"note": {...}, "choice": ...}` comes after the objects inside it);
 * 2. if no JSON object names a legal choice, the last `CHOICE: x` line that does.
 * JSON ranks first because it is the format the model is told to use; a `CHOICE:` line is a fallback.
 */
export function parseChoice(text: string, legal: readonly ChoiceForm[]): string | null {
  const answer = stripReasoning(text);
  return lastLegal(jsonChoices(answer), legal) ?? lastLegal(choiceLines(answer), legal);
}

/** Opening and closing tags of inline reasoning (`<think>`, `<thinking>`, `<reasoning>`, any case, attributes allowed). */
const REASONING_TAG = /<(\/?)\s*(?:think|thinking|reasoning)\b[^>]*>/gi;

/**
 * The reply without its inline reasoning, which must never be read as the answer:
 * - `<think>…</think>`, `<thinking>…</thinking>` and `<reasoning>…</reasoning>` blocks are removed, however many (a
 *   block opened inside another closes with it; the three names count as one kind of tag);
 * - a closing tag with no open block (servers whose chat template opens `<think>` in the prompt send only
 *   `reasoning…</think>answer`) means everything before it was reasoning: it is all dropped;
 * - an opening tag never closed (the model ran out of tokens while thinking) makes the rest of the reply reasoning:
 *   only the text before it is kept. A truncated thought is thus an invalid reply (re-asked, then the fallback move),
 *   never a half-considered option read as the answer.
 */
export function stripReasoning(text: string): string {
  let kept = '';
  let from = 0;
  let depth = 0;
  for (const tag of text.matchAll(REASONING_TAG)) {
    const at = tag.index ?? 0;
    if (tag[1] !== '/') {
      if (depth++ === 0) kept += text.slice(from, at);
    } else if (depth > 0) {
      if (--depth === 0) from = at + tag[0].length;
    } else {
      kept = '';
      from = at + tag[0].length;
    }
  }
  return depth > 0 ? kept : kept + text.slice(from);
}

function lastLegal(candidates: readonly string[], legal: readonly ChoiceForm[]): string | null {
  for (let i = candidates.length - 1; i >= 0; i--) {
    const choice = normalise(candidates[i]!, legal);
    if (choice !== null && matchesForms(legal, choice)) return choice;
  }
  return null;
}

/** A candidate in the vocabulary's spelling: lower case, no quotes or markup, `prefix:n` without spaces or leading zeros. */
function normalise(candidate: string, legal: readonly ChoiceForm[]): string | null {
  const choice = candidate
    .trim()
    .replace(/^["'`*_]+|["'`*_.!]+$/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s*:\s*/, ':')
    .replace(/:0+(?=\d)/, ':');
  if (/^\d+$/.test(choice)) {
    // A bare number is only unambiguous when the one legal form is numbered.
    const only = legal.length === 1 ? legal[0] : undefined;
    return only && !('word' in only) ? `${only.prefix}:${Number(choice)}` : null;
  }
  return choice;
}

/**
 * The `choice` values of every JSON object in the text, in the order the objects close (fenced blocks included: their
 * objects are found the same way).
 */
function jsonChoices(text: string): string[] {
  const found: { end: number; value: string }[] = [];
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = objectEnd(text, start);
    if (end === -1) continue;
    const value = choiceOf(text.slice(start, end + 1));
    if (value !== null) found.push({ end, value });
  }
  return found.sort((a, b) => a.end - b.end).map((candidate) => candidate.value);
}

/** The index of the `}` that closes the object opened at `start` (braces inside strings skipped), or -1. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The `choice` (any letter case) of a JSON object, as text; null when it is not one or has none. */
function choiceOf(json: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  for (const [key, value] of Object.entries(parsed)) {
    if (key.toLowerCase() === 'choice' && (typeof value === 'string' || typeof value === 'number')) return String(value);
  }
  return null;
}

/** The values of `CHOICE: x` lines (key in any case, markdown emphasis tolerated). */
function choiceLines(text: string): string[] {
  return [...text.matchAll(/^[\s>*_-]*choice[*_]*\s*[:=]\s*(.+?)\s*$/gim)].map((match) => match[1] ?? '');
}
