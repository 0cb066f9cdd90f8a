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

/**
 * The corrective re-ask: after a reply that held no legal choice, or (`namedChoices`, two or more) one that named
 * several different choices as its answer, which it names back so the model picks one.
 */
export function correction(legal: readonly ChoiceForm[], namedChoices: readonly string[] = []): string {
  if (namedChoices.length < 2) return `Your reply did not contain a valid choice. ${replyInstruction(legal)}`;
  const quoted = namedChoices.map((choice) => JSON.stringify(choice));
  const listed = `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`;
  const count = namedChoices.length === 2 ? 'two' : String(namedChoices.length);
  return `Your reply named ${count} different choices as your answer, ${listed}: give exactly one. ${replyInstruction(legal)}`;
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

/** What a reply answers: the one legal choice it names, or why none is read (with the choices, when it named several). */
export type Reading =
  | { choice: string }
  | { choice: null; problem: 'no-choice' }
  | { choice: null; problem: 'ambiguous'; namedChoices: string[] };

/**
 * The reading of every legal answer a reply gave (its text's and its tool calls', see answersInText and
 * answersInToolArguments): one choice, however often repeated, is read; two different ones make the reply ambiguous.
 */
export function readAnswers(answers: readonly string[]): Reading {
  const namedChoices = [...new Set(answers)];
  if (namedChoices.length === 0) return { choice: null, problem: 'no-choice' };
  if (namedChoices.length > 1) return { choice: null, problem: 'ambiguous', namedChoices };
  return { choice: namedChoices[0]! };
}

/** The choice a text reply names, or null when it names none or is ambiguous (readAnswers of answersInText). */
export function parseChoice(text: string, legal: readonly ChoiceForm[]): string | null {
  return readAnswers(answersInText(text, legal)).choice;
}

/** The choice a `choose` call's arguments name, or null (readAnswers of answersInToolArguments). */
export function parseToolArguments(args: unknown, legal: readonly ChoiceForm[]): string | null {
  return readAnswers(answersInToolArguments(args, legal)).choice;
}

/**
 * The legal answers in a `choose` call's arguments (a JSON string, as OpenAI sends them; an object, as some servers
 * do; or JSON encoded twice), normalised like a text reply.
 */
export function answersInToolArguments(args: unknown, legal: readonly ChoiceForm[]): string[] {
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
  return legalOnly(jsonChoices(text).map((found) => found.value), legal);
}

/**
 * The legal answers a text reply gives, in order. Inline reasoning is removed first (`stripReasoning`): a model
 * thinking aloud names options it then rejects. In what is left, an answer is
 * 1. a JSON object with a `choice` key (bare, inside prose or in a fenced block; Python's single quotes accepted);
 *    an object inside another that has a `choice` is part of that answer, not one of its own;
 * 2. a `CHOICE: x` line;
 * 3. when there is neither, the whole reply being one legal choice (`defect`, `"Defect."`, `offer: 40`, or `40` when
 *    only one form is numbered). A legal word inside prose is no answer: such a reply is re-asked.
 * Values that are not legal are no answers (`{"choice": "betray"}` beside `CHOICE: defect` reads as defect). There
 * is no ranking between answers: a reply whose answers differ is ambiguous (readAnswers), since "the last one" reads
 * `{"choice": "x"} … I did not choose {"choice": "y"}` as y and "the first one" reads a weighed-then-dropped option.
 */
export function answersInText(text: string, legal: readonly ChoiceForm[]): string[] {
  const answer = stripReasoning(text);
  const found = [...jsonChoices(answer), ...choiceLines(answer)].sort((a, b) => a.at - b.at);
  const answers = legalOnly(found.map((candidate) => candidate.value), legal);
  if (found.length > 0) return answers;
  return legalOnly([answer], legal);
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

/** The candidates that are legal choices, in the vocabulary's spelling, in order (repeats kept). */
function legalOnly(candidates: readonly string[], legal: readonly ChoiceForm[]): string[] {
  return candidates.flatMap((candidate) => {
    const choice = normalise(candidate, legal);
    return choice !== null && matchesForms(legal, choice) ? [choice] : [];
  });
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
    // A bare number is unambiguous when one legal form is numbered (offer:<0-100> beside accept and walk-away).
    const numbered = legal.filter((form) => !('word' in form));
    const only = numbered.length === 1 ? numbered[0] : undefined;
    return only && !('word' in only) ? `${only.prefix}:${Number(choice)}` : null;
  }
  return choice;
}

/** A candidate answer and where it starts in the text. */
interface Found {
  at: number;
  value: string;
}

/**
 * The `choice` values of the JSON objects in the text that are not inside another object with a `choice` (fenced
 * blocks included: their objects are found the same way), in order.
 */
function jsonChoices(text: string): Found[] {
  const found: (Found & { end: number })[] = [];
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = objectEnd(text, start);
    if (end === -1) continue;
    const value = choiceOf(text.slice(start, end + 1));
    if (value !== null) found.push({ at: start, end, value });
  }
  const inside = (inner: { at: number; end: number }) => found.some((outer) => outer.at < inner.at && inner.end < outer.end);
  return found.filter((candidate) => !inside(candidate)).map(({ at, value }) => ({ at, value }));
}

/** The index of the `}` that closes the object opened at `start` (braces inside '…' or "…" strings skipped), or -1. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The `choice` (any letter case) of a JSON object, as text; null when it is not one or has none. */
function choiceOf(json: string): string | null {
  const parsed = parseObject(json) ?? parseObject(withDoubleQuotes(json));
  if (parsed === null) return null;
  for (const [key, value] of Object.entries(parsed)) {
    if (key.toLowerCase() === 'choice' && (typeof value === 'string' || typeof value === 'number')) return String(value);
  }
  return null;
}

/** The text as a JSON object, or null (arrays and other values included). */
function parseObject(json: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Python's quoting made JSON: `{'choice': 'defect'}` → `{"choice": "defect"}` (double-quoted strings kept as they are). */
function withDoubleQuotes(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const quote = text[i]!;
    if (quote !== '"' && quote !== "'") {
      out += quote;
      continue;
    }
    let value = '';
    for (i++; i < text.length && text[i] !== quote; i++) {
      if (text[i] === '\\' && i + 1 < text.length) value += text[i] + text[++i]!;
      else value += text[i];
    }
    out += quote === '"' ? `"${value}"` : `"${value.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`;
  }
  return out;
}

/** The values of `CHOICE: x` lines (key in any case, markdown emphasis tolerated). */
function choiceLines(text: string): Found[] {
  return [...text.matchAll(/^[\s>*_-]*choice[*_]*\s*[:=]\s*(.+?)\s*$/gim)].map((match) => ({ at: match.index ?? 0, value: match[1] ?? '' }));
}
