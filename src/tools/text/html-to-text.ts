import he from 'he';
import sanitizeHtml from 'sanitize-html';
import { defineTool } from '../define.ts';

/** Blocks separated by a blank line, and those that only start a new line. */
const paragraphTags = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'ul', 'ol', 'dl', 'hr', 'figure', 'address', 'fieldset', 'form', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside'];
const lineTags = ['div', 'li', 'tr', 'dt', 'dd', 'figcaption', 'caption', 'legend', 'details', 'summary', 'br', 'thead', 'tbody', 'tfoot', 'td', 'th'];
const paragraph = new Set(paragraphTags);
/** Nested lists indent by two spaces a level, up to this many levels. */
const maxIndent = 8;
const tag = /<(\/?)([a-z0-9]+)((?:\s[^>]*)?)>/g;
const attributePatterns = { href: /\shref="([^"]*)"/, alt: /\salt="([^"]*)"/ };
const attribute = (attributes: string, name: keyof typeof attributePatterns) => {
  const match = attributePatterns[name].exec(attributes);
  return match ? he.decode(match[1]!) : '';
};

interface Inputs {
  html: string;
  preserveLinks: boolean;
}

/** Writes text with HTML's whitespace rules: runs collapse to one space, block boundaries become line breaks. */
class Writer {
  private readonly parts: string[] = [];
  private breaks = 0;
  private space = false;
  private lineStart = true;

  text(raw: string): void {
    let text = raw.replace(/[ \t\n\r\f]+/g, ' ');
    if (text === '') return;
    if (text.startsWith(' ')) {
      this.space = true;
      text = text.slice(1);
    }
    if (text === '') return;
    const trailing = text.endsWith(' ');
    if (trailing) text = text.slice(0, -1);
    this.flush();
    if (this.space && !this.lineStart) this.parts.push(' ');
    this.parts.push(text);
    this.lineStart = false;
    this.space = trailing;
  }

  /** Text written as it is (inside <pre>). */
  raw(text: string): void {
    if (text === '') return;
    this.flush();
    if (this.space && !this.lineStart) this.parts.push(' ');
    this.parts.push(text);
    this.lineStart = text.endsWith('\n');
    this.space = false;
  }

  /** A prefix at the start of a line (list markers), after which no space is needed. */
  marker(text: string): void {
    this.flush();
    this.parts.push(text);
    this.lineStart = true;
    this.space = false;
  }

  lineBreak(count: number, force = false): void {
    if (force && this.breaks === 0 && this.parts.length > 0) {
      this.parts.push('\n');
      this.lineStart = true;
      this.space = false;
      return;
    }
    this.breaks = Math.max(this.breaks, count);
    this.space = false;
  }

  private flush(): void {
    if (this.breaks > 0 && this.parts.length > 0) {
      const last = this.parts[this.parts.length - 1]!;
      const already = last.endsWith('\n\n') ? 2 : last.endsWith('\n') ? 1 : 0;
      if (this.breaks > already) this.parts.push('\n'.repeat(this.breaks - already));
      this.lineStart = true;
    }
    this.breaks = 0;
  }

  toString(): string {
    return this.parts.join('');
  }
}

export default defineTool({
  slug: 'html-to-text',
  name: 'HTML to text',
  category: 'text',
  heavy: true,
  description:
    'Converts HTML to plain text: drops tags, scripts and styles, decodes entities, collapses whitespace as a browser does, and turns paragraphs, line breaks, list items and table cells into line breaks, bullets and tabs.',
  inputSchema: {
    type: 'object',
    properties: {
      html: { type: 'string', maxLength: 500_000, description: 'An HTML document or fragment.' },
      preserveLinks: { type: 'boolean', default: false, description: 'Write each link\'s address after its text, in parentheses.' },
    },
    required: ['html'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The plain text.' } },
    required: ['text'],
  },
  examples: [
    {
      inputs: {
        html: '<h1>Hello &amp; welcome</h1><p>This is <b>bold</b>\n   and <a href="https://example.com">a link</a>.<br>New line.</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul>',
        preserveLinks: false,
      },
      result: { text: 'Hello & welcome\n\nThis is bold and a link.\nNew line.\n\n• One\n• Two' },
    },
    {
      inputs: {
        html: '<p>Read the <a href="https://example.com/docs?a=1&amp;b=2">docs</a> &ndash; or not.</p><ol><li>First</li><li>Second</li></ol><pre>  keep\n    spacing</pre>',
        preserveLinks: true,
      },
      result: { text: 'Read the docs (https://example.com/docs?a=1&b=2) – or not.\n\n1. First\n2. Second\n\n  keep\n    spacing' },
    },
  ],
  run({ html, preserveLinks }: Inputs) {
    const clean = sanitizeHtml(html, {
      allowedTags: [...paragraphTags, ...lineTags, 'a', 'img'],
      allowedAttributes: { a: preserveLinks ? ['href'] : [], img: ['alt'] },
      disallowedTagsMode: 'discard',
      nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
    });
    const out = new Writer();
    const lists: Array<{ ordered: boolean; next: number }> = [];
    const links: string[] = [];
    let pre = 0;
    let cell = 0;
    let last = 0;
    const write = (text: string) => {
      const decoded = he.decode(text);
      if (pre > 0) out.raw(decoded);
      else out.text(decoded);
    };
    for (const match of clean.matchAll(tag)) {
      write(clean.slice(last, match.index));
      last = match.index + match[0].length;
      const [, closing, name = '', attributes = ''] = match;
      if (name === 'a') {
        if (!closing) links.push(attribute(attributes, 'href'));
        else {
          const href = links.pop();
          if (href) out.text(` (${href})`);
        }
        continue;
      }
      if (name === 'img') {
        const alt = attribute(attributes, 'alt');
        if (alt) out.text(`[${alt}]`);
        continue;
      }
      if (name === 'br') {
        if (pre > 0) out.raw('\n');
        else out.lineBreak(1, true);
        continue;
      }
      if (name === 'pre') pre += closing ? -1 : 1;
      if (name === 'ul' || name === 'ol') {
        if (!closing) lists.push({ ordered: name === 'ol', next: 1 });
        else lists.pop();
        out.lineBreak(lists.length > 0 ? 1 : 2);
        continue;
      }
      if (name === 'li') {
        out.lineBreak(1);
        if (!closing) {
          const list = lists[lists.length - 1];
          const indent = '  '.repeat(Math.min(Math.max(lists.length - 1, 0), maxIndent));
          out.marker(indent + (list?.ordered ? `${list.next++}. ` : '• '));
        }
        continue;
      }
      if (name === 'tr') cell = 0;
      if ((name === 'td' || name === 'th') && !closing) {
        if (cell++ > 0) out.raw('\t');
        continue;
      }
      if (name === 'td' || name === 'th') continue;
      out.lineBreak(paragraph.has(name) ? 2 : 1);
    }
    write(clean.slice(last));
    return { text: out.toString().trimEnd() };
  },
});
