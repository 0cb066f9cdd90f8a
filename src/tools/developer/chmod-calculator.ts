import { ToolError, defineTool } from '../define.ts';

interface Triplet {
  read: boolean;
  write: boolean;
  execute: boolean;
}

const tripletSchema = {
  type: 'object',
  properties: { read: { type: 'boolean' }, write: { type: 'boolean' }, execute: { type: 'boolean' } },
  required: ['read', 'write', 'execute'],
};

/** Parses octal (755, 0755, 4755, 0o644), ls-style symbolic (rwxr-xr-x, -rwsr-xr-t) or chmod assignments (u=rwx,g=rx,o=) into a 12-bit mode. */
function parseMode(input: string): number {
  const text = input.trim();
  const octal = /^(?:0o)?([0-7]{3,4})$/i.exec(text);
  if (octal) return parseInt(octal[1]!, 8);

  const symbolic = /^[-dlcbps]?([r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-])[.+@]?$/.exec(text);
  if (symbolic) {
    const s = symbolic[1]!;
    let mode = 0;
    const bit = (char: string, value: number) => (char !== '-' ? value : 0);
    mode |= bit(s[0]!, 0o400) | bit(s[1]!, 0o200) | ('xs'.includes(s[2]!) ? 0o100 : 0);
    mode |= bit(s[3]!, 0o040) | bit(s[4]!, 0o020) | ('xs'.includes(s[5]!) ? 0o010 : 0);
    mode |= bit(s[6]!, 0o004) | bit(s[7]!, 0o002) | ('xt'.includes(s[8]!) ? 0o001 : 0);
    if ('sS'.includes(s[2]!)) mode |= 0o4000;
    if ('sS'.includes(s[5]!)) mode |= 0o2000;
    if ('tT'.includes(s[8]!)) mode |= 0o1000;
    return mode;
  }

  if (/^[ugoa]*=[rwxst]*(?:,[ugoa]*=[rwxst]*)*$/.test(text)) {
    let mode = 0;
    for (const clause of text.split(',')) {
      const [who = '', perms = ''] = clause.split('=');
      const targets = who === '' || who.includes('a') ? 'ugo' : who;
      for (const target of new Set(targets)) {
        const shift = target === 'u' ? 6 : target === 'g' ? 3 : 0;
        mode &= ~(0o7 << shift);
        if (target === 'u') mode &= ~0o4000;
        if (target === 'g') mode &= ~0o2000;
        if (target === 'o') mode &= ~0o1000;
        if (perms.includes('r')) mode |= 0o4 << shift;
        if (perms.includes('w')) mode |= 0o2 << shift;
        if (perms.includes('x')) mode |= 0o1 << shift;
        if (perms.includes('s') && target === 'u') mode |= 0o4000;
        if (perms.includes('s') && target === 'g') mode |= 0o2000;
        if (perms.includes('t') && target === 'o') mode |= 0o1000;
      }
    }
    return mode;
  }
  throw new ToolError(
    `"${input}" is not a permission mode: give octal digits (755, 0644, 4755), a symbolic string (rwxr-xr-x, -rw-r--r--) or assignments (u=rwx,g=rx,o=).`,
  );
}

const triplet = (mode: number, shift: number): Triplet => ({
  read: Boolean(mode & (0o4 << shift)),
  write: Boolean(mode & (0o2 << shift)),
  execute: Boolean(mode & (0o1 << shift)),
});

function describe(who: string, t: Triplet): string {
  const can = [t.read && 'read', t.write && 'write', t.execute && 'execute'].filter(Boolean) as string[];
  if (can.length === 0) return `${who} ${who === 'others' ? 'have' : 'has'} no access`;
  const list = can.length === 1 ? can[0] : `${can.slice(0, -1).join(', ')} and ${can.at(-1)}`;
  return `${who} can ${list}`;
}

export default defineTool({
  slug: 'chmod-calculator',
  name: 'chmod calculator',
  category: 'developer',
  description:
    'Converts Unix file permissions between octal (755, 4755), symbolic (rwxr-xr-x, with s/S/t/T for setuid, setgid and sticky) and chmod assignment (u=rwx,g=rx,o=rx) forms, with a plain-language summary.',
  inputSchema: {
    type: 'object',
    properties: {
      permissions: {
        type: 'string',
        minLength: 1,
        maxLength: 60,
        description: 'Octal ("644", "0755", "1777"), symbolic ("rwxr-x---", "-rwsr-xr-x") or assignments ("u=rwx,g=rx,o=").',
      },
    },
    required: ['permissions'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      octal: { type: 'string', description: 'Four-digit octal mode including the special bits, e.g. 0755.' },
      shortOctal: { type: 'string', description: 'The usual chmod spelling: three digits unless a special bit is set.' },
      symbolic: { type: 'string', description: 'Nine-character ls form, e.g. rwxr-xr-x.' },
      assignments: { type: 'string', description: 'chmod symbolic assignments, e.g. u=rwx,g=rx,o=rx.' },
      owner: tripletSchema,
      group: tripletSchema,
      others: tripletSchema,
      special: {
        type: 'object',
        properties: {
          setuid: { type: 'boolean', description: 'Executables run as the file owner.' },
          setgid: { type: 'boolean', description: 'Executables run as the group; new files in a directory inherit its group.' },
          sticky: { type: 'boolean', description: 'In a directory, only a file’s owner may delete or rename it.' },
        },
        required: ['setuid', 'setgid', 'sticky'],
      },
      command: { type: 'string', description: 'A chmod command line applying the mode.' },
      summary: { type: 'string' },
    },
    required: ['octal', 'shortOctal', 'symbolic', 'assignments', 'owner', 'group', 'others', 'special', 'command', 'summary'],
  },
  examples: [
    {
      inputs: { permissions: '755' },
      result: {
        octal: '0755',
        shortOctal: '755',
        symbolic: 'rwxr-xr-x',
        assignments: 'u=rwx,g=rx,o=rx',
        owner: { read: true, write: true, execute: true },
        group: { read: true, write: false, execute: true },
        others: { read: true, write: false, execute: true },
        special: { setuid: false, setgid: false, sticky: false },
        command: 'chmod 755 <file>',
        summary: 'Owner can read, write and execute; group can read and execute; others can read and execute.',
      },
    },
    {
      inputs: { permissions: '-rwsr-x--T' },
      result: {
        octal: '5750',
        shortOctal: '5750',
        symbolic: 'rwsr-x--T',
        assignments: 'u=rwxs,g=rx,o=t',
        owner: { read: true, write: true, execute: true },
        group: { read: true, write: false, execute: true },
        others: { read: false, write: false, execute: false },
        special: { setuid: true, setgid: false, sticky: true },
        command: 'chmod 5750 <file>',
        summary: 'Owner can read, write and execute; group can read and execute; others have no access. Special: runs as its owner (setuid); only owners may delete entries (sticky).',
      },
    },
    {
      inputs: { permissions: 'u=rw,g=r,o=' },
      result: {
        octal: '0640',
        shortOctal: '640',
        symbolic: 'rw-r-----',
        assignments: 'u=rw,g=r,o=',
        owner: { read: true, write: true, execute: false },
        group: { read: true, write: false, execute: false },
        others: { read: false, write: false, execute: false },
        special: { setuid: false, setgid: false, sticky: false },
        command: 'chmod 640 <file>',
        summary: 'Owner can read and write; group can read; others have no access.',
      },
    },
  ],
  run({ permissions }: { permissions: string }) {
    const mode = parseMode(permissions);
    const owner = triplet(mode, 6);
    const group = triplet(mode, 3);
    const others = triplet(mode, 0);
    const special = { setuid: Boolean(mode & 0o4000), setgid: Boolean(mode & 0o2000), sticky: Boolean(mode & 0o1000) };
    const rwx = (t: Triplet, specialBit: boolean, specialChar: string) =>
      `${t.read ? 'r' : '-'}${t.write ? 'w' : '-'}${specialBit ? (t.execute ? specialChar : specialChar.toUpperCase()) : t.execute ? 'x' : '-'}`;
    const symbolic = rwx(owner, special.setuid, 's') + rwx(group, special.setgid, 's') + rwx(others, special.sticky, 't');
    const letters = (t: Triplet, extra: string) => `${t.read ? 'r' : ''}${t.write ? 'w' : ''}${t.execute ? 'x' : ''}${extra}`;
    const assignments = [
      `u=${letters(owner, special.setuid ? 's' : '')}`,
      `g=${letters(group, special.setgid ? 's' : '')}`,
      `o=${letters(others, special.sticky ? 't' : '')}`,
    ].join(',');
    const octal = mode.toString(8).padStart(4, '0');
    const shortOctal = mode & 0o7000 ? octal : octal.slice(1);
    const notes = [
      special.setuid && 'runs as its owner (setuid)',
      special.setgid && 'runs as its group / directory passes on its group (setgid)',
      special.sticky && 'only owners may delete entries (sticky)',
    ].filter(Boolean);
    const summary = `${[describe('Owner', owner), describe('group', group), describe('others', others)].join('; ')}.${notes.length > 0 ? ` Special: ${notes.join('; ')}.` : ''}`;
    return { octal, shortOctal, symbolic, assignments, owner, group, others, special, command: `chmod ${shortOctal} <file>`, summary };
  },
});
