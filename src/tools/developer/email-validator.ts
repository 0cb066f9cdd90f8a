import validator from 'validator';
import { defineTool, nullable } from '../define.ts';

interface Inputs {
  email: string;
  allowDisplayName: boolean;
  requireTld: boolean;
  allowIpDomain: boolean;
  allowUtf8LocalPart: boolean;
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');
const atom = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;

/** Human-readable reasons an address is refused (best effort; the verdict itself is validator.isEmail's). */
function reasonsFor(address: string, local: string | null, domain: string | null, displayName: string | null, inputs: Inputs): string[] {
  const reasons: string[] = [];
  if (displayName !== null && !inputs.allowDisplayName) reasons.push('A display name ("Name <address>") is not allowed; set allowDisplayName or give the bare address.');
  if (local === null || domain === null) {
    reasons.push('There is no @ separating the local part from the domain.');
    return reasons;
  }
  if (byteLength(address) > 254) reasons.push('The address is longer than 254 bytes.');
  if (local === '') reasons.push('The local part (before @) is empty.');
  if (byteLength(local) > 64) reasons.push('The local part (before @) is longer than 64 bytes.');
  if (!/^".*"$/.test(local) && local !== '') {
    if (local.startsWith('.') || local.endsWith('.')) reasons.push('The local part starts or ends with a dot.');
    if (local.includes('..')) reasons.push('The local part has two dots in a row.');
    const badChars = [...new Set(local.split('.').join('').split('').filter((char) => !atom.test(char) && (!inputs.allowUtf8LocalPart || char.charCodeAt(0) < 128)))];
    if (badChars.length > 0) reasons.push(`The local part contains characters that need quoting: ${badChars.slice(0, 10).map((char) => JSON.stringify(char)).join(' ')}.`);
  }
  if (domain === '') {
    reasons.push('The domain (after @) is empty.');
  } else if (/^\[.*\]$/.test(domain)) {
    if (!inputs.allowIpDomain) reasons.push('IP address domains ([1.2.3.4]) are not allowed; set allowIpDomain.');
    else if (!validator.isIP(domain.slice(1, -1).replace(/^IPv6:/i, ''))) reasons.push('The bracketed domain is not a valid IP address.');
  } else {
    if (validator.isIP(domain) && !inputs.allowIpDomain) reasons.push('IP address domains are not allowed; set allowIpDomain (and write it in brackets).');
    if (inputs.requireTld && !domain.includes('.')) reasons.push('The domain has no top-level domain (like .com); set requireTld to false for local names.');
    const labels = domain.split('.');
    if (labels.some((label) => label === '')) reasons.push('The domain has an empty label (a leading, trailing or doubled dot).');
    if (labels.some((label) => label.length > 63)) reasons.push('A domain label is longer than 63 characters.');
    if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) reasons.push('A domain label starts or ends with a hyphen.');
    if (labels.some((label) => /[^\p{L}\p{N}-]/u.test(label))) reasons.push('The domain contains characters other than letters, digits, hyphens and dots.');
    const tld = labels.at(-1) ?? '';
    if (inputs.requireTld && labels.length > 1 && tld !== '' && !/^(?:[\p{L}]{2,}|xn--[a-z0-9-]{2,})$/iu.test(tld)) reasons.push('The top-level domain must be at least two letters.');
  }
  return reasons;
}

export default defineTool({
  slug: 'email-validator',
  name: 'Email address validator',
  category: 'developer',
  description:
    'Checks an email address\'s syntax with validator.isEmail (optionally allowing "Name <address>", IP domains, or no top-level domain), explains why an address is refused, splits it into parts and gives its normalized form (lower case, Gmail dots and +tags removed).',
  inputSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', maxLength: 1000, description: 'The email address, optionally with a display name.' },
      allowDisplayName: { type: 'boolean', default: false, description: 'Accept the "Display Name <address>" form.' },
      requireTld: { type: 'boolean', default: true, description: 'Require a top-level domain (user@localhost is refused).' },
      allowIpDomain: { type: 'boolean', default: false, description: 'Accept an IP address as the domain (user@[192.0.2.1]).' },
      allowUtf8LocalPart: { type: 'boolean', default: true, description: 'Accept non-ASCII letters before the @.' },
    },
    required: ['email'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      reasons: { type: 'array', items: { type: 'string' }, description: 'Why the address is refused (empty when valid).' },
      displayName: nullable({ type: 'string' }, { description: 'The display name, if the input had one.' }),
      address: nullable({ type: 'string' }, { description: 'The bare address.' }),
      localPart: nullable({ type: 'string' }, { description: 'The part before the last @.' }),
      tag: nullable({ type: 'string' }, { description: 'The sub-address after + in the local part (user+tag@…), if any.' }),
      domain: nullable({ type: 'string' }, { description: 'The part after the last @, lower-cased.' }),
      normalized: nullable({ type: 'string' }, { description: 'Canonical form for de-duplication (validator.normalizeEmail); null when invalid.' }),
    },
    required: ['valid', 'reasons', 'displayName', 'address', 'localPart', 'tag', 'domain', 'normalized'],
  },
  examples: [
    {
      inputs: { email: 'John Doe <John.Doe+newsletter@GoogleMail.com>', allowDisplayName: true, requireTld: true, allowIpDomain: false, allowUtf8LocalPart: true },
      result: {
        valid: true,
        reasons: [],
        displayName: 'John Doe',
        address: 'John.Doe+newsletter@GoogleMail.com',
        localPart: 'John.Doe+newsletter',
        tag: 'newsletter',
        domain: 'googlemail.com',
        normalized: 'johndoe@gmail.com',
      },
    },
    {
      inputs: { email: 'jane..smith@example', allowDisplayName: false, requireTld: true, allowIpDomain: false, allowUtf8LocalPart: true },
      result: {
        valid: false,
        reasons: [
          'The local part has two dots in a row.',
          'The domain has no top-level domain (like .com); set requireTld to false for local names.',
        ],
        displayName: null,
        address: 'jane..smith@example',
        localPart: 'jane..smith',
        tag: null,
        domain: 'example',
        normalized: null,
      },
    },
  ],
  run(inputs: Inputs) {
    const email = inputs.email.trim();
    const display = /^(.*?)\s*<([^<>]*)>$/s.exec(email);
    const displayName = display ? display[1]!.trim().replace(/^"(.*)"$/s, '$1') || null : null;
    const address = display ? display[2]!.trim() : email;
    const at = address.lastIndexOf('@');
    const localPart = at === -1 ? null : address.slice(0, at);
    const domain = at === -1 ? null : address.slice(at + 1).toLowerCase();
    // A lone surrogate (half of an emoji) is not text an address can hold; validator would throw on it.
    const wellFormed = !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(email);
    const valid =
      wellFormed &&
      validator.isEmail(email, {
        allow_display_name: inputs.allowDisplayName,
        require_tld: inputs.requireTld,
        allow_ip_domain: inputs.allowIpDomain,
        allow_utf8_local_part: inputs.allowUtf8LocalPart,
      });
    let reasons: string[] = [];
    if (!wellFormed) {
      reasons.push('The text contains a lone surrogate (a broken half of an emoji or other character).');
    } else if (!valid) {
      reasons = reasonsFor(address, localPart, domain, displayName, inputs);
      if (reasons.length === 0) reasons.push('The address does not follow the email syntax validator.isEmail accepts.');
    }
    const plus = localPart === null || localPart.startsWith('"') ? -1 : localPart.indexOf('+');
    let normalized: string | null = null;
    try {
      normalized = valid ? validator.normalizeEmail(address) || null : null;
    } catch {
      normalized = null;
    }
    return {
      valid,
      reasons,
      displayName,
      address: address === '' ? null : address,
      localPart,
      tag: plus === -1 ? null : localPart!.slice(plus + 1),
      domain,
      normalized,
    };
  },
});
