// Linear nesting estimates for markup and stylesheets: tools refuse hostile nesting before a recursive library
// sees it (deep recursion near the stack limit can abort the whole process) and bound the output a formatter writes.

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements a parser closes by itself when a sibling starts, so they never pile up into deep nesting. */
const selfEnding = new Set(['li', 'p', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'rb', 'rt', 'rtc', 'rp', 'colgroup', 'caption', 'html', 'head', 'body']);
const rawTextElements = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed', 'noframes', 'plaintext']);

/**
 * Element nesting of an HTML text in one linear pass: the deepest level, and the sum of the levels at every tag
 * (about the indentation a formatter writes). Void, self-closing and self-ending elements do not nest; comments and
 * raw text (script, style…) are skipped. Stops early past `limit`.
 */
export function htmlNesting(html: string, limit: number): { depth: number; indentLevels: number } {
  const lower = html.toLowerCase();
  let level = 0;
  let depth = 0;
  let indentLevels = 0;
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) break;
      i = end + 3;
      continue;
    }
    const closing = html.charCodeAt(i + 1) === 47;
    let j = i + (closing ? 2 : 1);
    const start = j;
    const first = html.charCodeAt(j) | 32;
    if (first < 97 || first > 122) {
      i++;
      continue;
    }
    while (j < html.length && /[A-Za-z0-9:-]/.test(html[j]!)) j++;
    const end = html.indexOf('>', j);
    if (end === -1) break;
    const name = lower.slice(start, j);
    indentLevels += level;
    const nests = !voidElements.has(name) && !selfEnding.has(name);
    if (closing) {
      if (nests && level > 0) level--;
    } else if (nests && html.charCodeAt(end - 1) !== 47) {
      if (++level > depth && (depth = level) > limit) break;
    }
    i = end + 1;
    if (!closing && rawTextElements.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      if (close === -1) break;
      i = close;
    }
  }
  return { depth, indentLevels };
}

/**
 * Nesting of {} () [] outside strings and comments: the deepest level, and the sum of the levels at every { } ; ,
 * (about the indentation a formatter writes). Stops early past `limit`, so hostile input costs one linear pass.
 */
export function cssNesting(css: string, limit: number): { depth: number; indentLevels: number } {
  let level = 0;
  let depth = 0;
  let indentLevels = 0;
  for (let i = 0; i < css.length; i++) {
    const code = css.charCodeAt(i);
    if (code === 34 || code === 39) {
      for (i++; i < css.length && css.charCodeAt(i) !== code && css.charCodeAt(i) !== 10; i++) if (css.charCodeAt(i) === 92) i++;
    } else if (code === 47 && css.charCodeAt(i + 1) === 42) {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) break;
      i = end + 1;
    } else if (code === 123 || code === 40 || code === 91) {
      if (code === 123) indentLevels += level;
      if (++level > depth && (depth = level) > limit) break;
    } else if (code === 125 || code === 41 || code === 93) {
      if (level > 0) level--;
      if (code === 125) indentLevels += level;
    } else if (code === 59 || code === 44) {
      indentLevels += level;
    }
  }
  return { depth, indentLevels };
}
