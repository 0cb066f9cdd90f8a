import { defineTool } from '../define.ts';

const isLocalChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
const isDomainChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 45;
const label = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLevel = /^[A-Za-z]{2,63}$/;

/** Checks a candidate found around an "@": dot rules for the local part, DNS label rules for the domain. */
function valid(local: string, domain: string): boolean {
  if (local === '' || local.length > 64 || local.includes('..')) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !topLevel.test(labels[labels.length - 1]!)) return false;
  return labels.every((part) => label.test(part));
}

export default defineTool({
  slug: 'extract-emails',
  name: 'Extract emails',
  category: 'text',
  description:
    'Finds the email addresses in a text (ASCII addresses with a dotted domain and a letter top-level domain), in order of appearance, optionally without duplicates (compared case-insensitively).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'Any text: a page, a log, a mail thread.' },
      unique: { type: 'boolean', default: true, description: 'List each address once.' },
      lowercase: { type: 'boolean', default: false, description: 'Return the addresses in lower case.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      emails: { type: 'array', items: { type: 'string' } },
      count: { type: 'integer', description: 'How many addresses are listed.' },
    },
    required: ['emails', 'count'],
  },
  examples: [
    {
      inputs: { text: 'Contact alice@example.com or Bob.Smith+news@mail.example.co.uk; again: ALICE@example.com.', unique: true, lowercase: false },
      result: { emails: ['alice@example.com', 'Bob.Smith+news@mail.example.co.uk'], count: 2 },
    },
    {
      inputs: { text: 'Not emails: user@localhost, @handle, a@b.c — but <Info@Example.ORG> is.', unique: false, lowercase: true },
      result: { emails: ['info@example.org'], count: 1 },
    },
  ],
  run({ text, unique, lowercase }: { text: string; unique: boolean; lowercase: boolean }) {
    const emails: string[] = [];
    const seen = new Set<string>();
    let at = text.indexOf('@');
    while (at !== -1) {
      let start = at;
      while (start > 0 && isLocalChar(text.charCodeAt(start - 1))) start--;
      let end = at + 1;
      while (end < text.length && isDomainChar(text.charCodeAt(end))) end++;
      while (start < at && text.charCodeAt(start) === 46) start++;
      while (end > at + 1 && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45)) end--;
      const local = text.slice(start, at);
      const domain = text.slice(at + 1, end);
      if (valid(local, domain)) {
        const email = `${local}@${domain}`;
        const key = email.toLowerCase();
        if (!unique || !seen.has(key)) {
          seen.add(key);
          emails.push(lowercase ? key : email);
        }
      }
      at = text.indexOf('@', at + 1);
    }
    return { emails, count: emails.length };
  },
});
