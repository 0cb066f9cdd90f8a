// Reading JSON text safely in tools: a linear syntax check that locates the first problem, and the nesting depth
// (V8's JSON.parse crawls on very deep nesting and deep values cannot be serialised, so tools check depth first).

export interface JsonProblem {
  offset: number;
  message: string;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

function describeChar(text: string, i: number): string {
  if (i >= text.length) return 'end of input';
  const point = text.codePointAt(i)!;
  const char = String.fromCodePoint(point);
  // Invisible characters (controls, non-ASCII spaces, format characters, lone surrogates) are named by code point.
  if (/^[\s\p{Cc}\p{Cf}\p{Cs}]$/u.test(char)) return `character U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${char}'`;
}

/** Set by the scanners below when they return -1. */
let problem: JsonProblem = { offset: 0, message: '' };

function fail(offset: number, message: string): number {
  problem = { offset, message };
  return -1;
}

/** Ends a string starting at the quote at `start`: the offset after the closing quote, or -1. */
function scanString(text: string, start: number): number {
  const n = text.length;
  let i = start + 1;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) {
      const e = i + 1 < n ? text.charCodeAt(i + 1) : -1;
      if (e === 117) {
        for (let k = 2; k < 6; k++) {
          if (i + k >= n || !isHex(text.charCodeAt(i + k))) return fail(i, '\\u must be followed by four hexadecimal digits');
        }
        i += 6;
        continue;
      }
      // " \ / b f n r t
      if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
        i += 2;
        continue;
      }
      return fail(i, `Invalid escape sequence: \\${i + 1 < n ? text[i + 1] : ''}`);
    }
    if (c < 32) return fail(i, 'Control characters must be escaped inside strings (use \\n, \\t or \\u00XX)');
    i++;
  }
  return fail(n, 'Unterminated string: a closing double quote is missing');
}

/** The code unit at `i`, or -1 past the end. */
const codeAt = (text: string, i: number) => (i < text.length ? text.charCodeAt(i) : -1);

function scanDigits(text: string, start: number): number {
  let i = start;
  while (isDigit(codeAt(text, i))) i++;
  return i;
}

/** Ends a number starting at `start`: the offset after it, or -1. */
function scanNumber(text: string, start: number): number {
  let i = start;
  if (codeAt(text, i) === 45) i++;
  const first = codeAt(text, i);
  if (first === 48) {
    i++;
    if (isDigit(codeAt(text, i))) return fail(i, 'Numbers cannot have leading zeros');
  } else if (isDigit(first)) {
    i = scanDigits(text, i + 1);
  } else {
    return fail(i, 'Expected a digit after the minus sign');
  }
  if (codeAt(text, i) === 46) {
    if (!isDigit(codeAt(text, i + 1))) return fail(i + 1, 'Expected a digit after the decimal point');
    i = scanDigits(text, i + 1);
  }
  const e = codeAt(text, i);
  if (e === 101 || e === 69) {
    i++;
    const sign = codeAt(text, i);
    if (sign === 43 || sign === 45) i++;
    if (!isDigit(codeAt(text, i))) return fail(i, 'Expected a digit in the exponent');
    i = scanDigits(text, i);
  }
  return i;
}

const VALUE = 0;
const ARRAY_FIRST = 1;
const OBJECT_FIRST = 2;
const KEY = 3;
const COLON = 4;
const AFTER = 5;

/** A linear, non-recursive JSON syntax check that says where the first problem is; null when the text is valid. */
export function findJsonProblem(text: string): JsonProblem | null {
  const stack: number[] = []; // 123 '{' or 91 '['
  let state = VALUE;
  let i = 0;
  const n = text.length;
  for (;;) {
    let c = i < n ? text.charCodeAt(i) : -1;
    while (c === 32 || c === 10 || c === 13 || c === 9) c = ++i < n ? text.charCodeAt(i) : -1;
    if (c === -1) {
      if (state === AFTER && stack.length === 0) return null;
      const expected =
        state === AFTER
          ? `',' or '${stack[stack.length - 1] === 123 ? '}' : ']'}'`
          : state === COLON
            ? "':'"
            : state === KEY || state === OBJECT_FIRST
              ? 'a property name'
              : 'a value';
      return { offset: n, message: `Unexpected end of input: expected ${expected}` };
    }
    if (state === AFTER) {
      if (stack.length === 0) return { offset: i, message: `Unexpected ${describeChar(text, i)} after the end of the JSON value` };
      const top = stack[stack.length - 1]!;
      if (c === 44) {
        i++;
        state = top === 123 ? KEY : VALUE;
      } else if ((top === 123 && c === 125) || (top === 91 && c === 93)) {
        stack.pop();
        i++;
      } else {
        return { offset: i, message: `Expected ',' or '${top === 123 ? '}' : ']'}' but found ${describeChar(text, i)}` };
      }
      continue;
    }
    if (state === COLON) {
      if (c !== 58) return { offset: i, message: `Expected ':' after the property name but found ${describeChar(text, i)}` };
      i++;
      state = VALUE;
      continue;
    }
    if (state === OBJECT_FIRST || state === KEY) {
      if (c === 125 && state === OBJECT_FIRST) {
        stack.pop();
        i++;
        state = AFTER;
        continue;
      }
      if (c !== 34) {
        return {
          offset: i,
          message: `Expected a double-quoted property name${state === OBJECT_FIRST ? " or '}'" : ' (trailing commas are not allowed)'} but found ${describeChar(text, i)}`,
        };
      }
      i = scanString(text, i);
      if (i < 0) return problem;
      state = COLON;
      continue;
    }
    // VALUE or ARRAY_FIRST
    if (c === 93 && state === ARRAY_FIRST) {
      stack.pop();
      i++;
      state = AFTER;
      continue;
    }
    if (c === 123 || c === 91) {
      stack.push(c);
      i++;
      state = c === 123 ? OBJECT_FIRST : ARRAY_FIRST;
      continue;
    }
    if (c === 34) i = scanString(text, i);
    else if (c === 45 || isDigit(c)) i = scanNumber(text, i);
    else {
      const literal = c === 116 ? 'true' : c === 102 ? 'false' : c === 110 ? 'null' : null;
      if (literal === null) {
        const hint = c === 39 ? ' (strings need double quotes)' : c === 93 ? ' (trailing commas are not allowed)' : '';
        return { offset: i, message: `Expected a value but found ${describeChar(text, i)}${hint}` };
      }
      if (!text.startsWith(literal, i)) return { offset: i, message: `Invalid literal: expected '${literal}'` };
      i += literal.length;
    }
    if (i < 0) return problem;
    state = AFTER;
  }
}

/**
 * How many indents a pretty-printed form of JSON text holds (each value and closing bracket starts a line indented by
 * its depth), counted from the text (also invalid text): its formatted length is about text.length + this × indent.
 */
export function jsonIndentLevels(text: string): number {
  let depth = 0;
  let levels = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) levels += ++depth;
    else if (c === 125 || c === 93) levels += --depth;
    else if (c === 44) levels += depth;
  }
  return levels;
}

/**
 * Nesting depth of JSON text, counted from its brackets outside strings (also for invalid text). Tools that parse
 * JSON check it first: V8's JSON.parse slows to a crawl on very deep nesting, and deep values cannot be serialised.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Nesting depth of a parsed JSON value, without recursion; stops counting once past `limit`. */
export function valueDepth(value: unknown, limit = Infinity): number {
  if (value === null || typeof value !== 'object') return 0;
  let max = 1;
  const nodes: object[] = [value];
  const levels: number[] = [1];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const level = levels.pop()!;
    if (level > max) max = level;
    if (max > limit) return max;
    for (const child of Object.values(node)) {
      if (child !== null && typeof child === 'object') {
        nodes.push(child);
        levels.push(level + 1);
      }
    }
  }
  return max;
}
