import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  mode?: 'encode' | 'decode';
  username?: string;
  password?: string;
  header?: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The Base64 credentials of a header value: "Authorization: Basic …", "Basic …" or the bare token. */
function credentialsOf(header: string): string {
  let text = header.trim();
  const field = /^authorization\s*:\s*/i.exec(text);
  if (field) text = text.slice(field[0].length);
  const scheme = /^basic(?:\s+|$)/i.exec(text);
  if (scheme) text = text.slice(scheme[0].length);
  else if (field || /^\S+\s/.test(text)) {
    throw new ToolError(`The header does not use the Basic scheme: expected "Basic <base64>", not "${text.slice(0, 40)}".`);
  }
  return text.trim();
}

export default defineTool({
  slug: 'http-basic-auth-header',
  name: 'HTTP Basic auth header encoder/decoder',
  category: 'network',
  description:
    'Builds or reads an HTTP Basic Authorization header (RFC 7617). encode: Base64 (RFC 4648 §4, padded) of the UTF-8 bytes of "username:password" (the charset="UTF-8" of RFC 7617 §2.1), giving "Basic <credentials>"; the username may not contain ":". decode: takes "Authorization: Basic …", "Basic …" or the bare Base64 token, checks the Base64 strictly (alphabet, padding, unused bits zero), requires valid UTF-8 and splits at the first ":" (so a password may contain ":"). Basic credentials are only encoded, not encrypted: send them over HTTPS only.',
  inputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode username and password into a header, or decode a header.' },
      username: { type: 'string', maxLength: 1000, pattern: '^[^:]*$', description: 'encode: the user-id (no ":").' },
      password: { type: 'string', maxLength: 1000, description: 'encode: the password (may be empty and may contain ":").' },
      header: {
        type: 'string',
        maxLength: 4000,
        description: 'decode: "Authorization: Basic …", "Basic …" or the bare Base64 credentials.',
      },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      header: { type: 'string', description: 'The Authorization header value: "Basic " + credentials.' },
      credentials: { type: 'string', description: 'The Base64 token (standard alphabet, padded).' },
      username: { type: 'string', description: 'The user-id (the text before the first ":").' },
      password: { type: 'string', description: 'The password (the text after the first ":").' },
    },
    required: ['header', 'credentials', 'username', 'password'],
  },
  examples: [
    {
      inputs: {
        mode: 'encode',
        username: 'Aladdin',
        password: 'open sesame',
      },
      result: {
        header: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
        credentials: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
        username: 'Aladdin',
        password: 'open sesame',
      },
    },
    {
      inputs: {
        mode: 'encode',
        username: 'test',
        password: '123£',
      },
      result: {
        header: 'Basic dGVzdDoxMjPCow==',
        credentials: 'dGVzdDoxMjPCow==',
        username: 'test',
        password: '123£',
      },
    },
    {
      inputs: {
        mode: 'decode',
        header: 'Authorization: Basic dXNlcjpwYTpzczp3b3Jk',
      },
      result: {
        header: 'Basic dXNlcjpwYTpzczp3b3Jk',
        credentials: 'dXNlcjpwYTpzczp3b3Jk',
        username: 'user',
        password: 'pa:ss:word',
      },
    },
  ],
  run({ mode = 'encode', username, password, header }: Inputs) {
    if (mode === 'encode') {
      if (header !== undefined) throw new ToolError('"header" is for mode "decode"; encode takes username and password.');
      if (username === undefined || password === undefined) throw new ToolError('mode "encode" needs both "username" and "password" (either may be empty).');
      const credentials = Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
      return { header: `Basic ${credentials}`, credentials, username, password };
    }
    if (username !== undefined || password !== undefined) throw new ToolError('mode "decode" takes only "header"; username and password are for mode "encode".');
    if (header === undefined) throw new ToolError('mode "decode" needs "header".');
    const token = credentialsOf(header);
    if (token === '') throw new ToolError('The header holds no credentials.');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(token) || token.length % 4 !== 0) {
      throw new ToolError('The credentials are not padded standard Base64 (A–Z, a–z, 0–9, "+", "/", length a multiple of 4).');
    }
    const bytes = Buffer.from(token, 'base64');
    if (bytes.toString('base64') !== token) throw new ToolError('The credentials are not canonical Base64: the unused bits of the last character must be zero.');
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new ToolError('The decoded credentials are not valid UTF-8.');
    }
    const colon = text.indexOf(':');
    if (colon === -1) throw new ToolError('The decoded credentials hold no ":" between user-id and password.');
    return { header: `Basic ${token}`, credentials: token, username: text.slice(0, colon), password: text.slice(colon + 1) };
  },
});
