// Reading a model's reply as a battery choice, and the words that tell the model how to reply (and how to fix a
// reply that could not be read).
import { describeForms, matchesForms, type ChoiceForm } from '../../research/games.ts';

/** How the model is told to answer: one JSON object naming a choice from the legal forms. */
export function replyInstruction(legal: readonly ChoiceForm[]): string {
  const numberedNote = legal.some((form) => !('word' in form)) ? ', where <a-b> stands for a whole number from a to b' : '';
  return `Reply with JSON only, nothing else: {"choice": "<one of: ${describeForms(legal)}>"}${numberedNote}.`;
}

/** The corrective re-ask after a reply that held no legal choice. */
export function correction(legal: readonly ChoiceForm[]): string {
  return `Your reply did not contain a valid choice. ${replyInstruction(legal)}`;
}

/**
 * The legal choice a reply names, or null. Read in order: a JSON object with a `choice` key (bare, inside prose or in
 * a fenced block), then a `CHOICE: x` line; the first candidate that is legal wins.
 */
export function parseChoice(text: string, legal: readonly ChoiceForm[]): string | null {
  for (const candidate of [...jsonChoices(text), ...choiceLines(text)]) {
    const choice = normalise(candidate, legal);
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

/** The `choice` values of every JSON object in the text (fenced blocks included: their objects are found the same way). */
function jsonChoices(text: string): string[] {
  const found: string[] = [];
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = objectEnd(text, start);
    if (end === -1) continue;
    const value = choiceOf(text.slice(start, end + 1));
    if (value !== null) found.push(value);
  }
  return found;
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
