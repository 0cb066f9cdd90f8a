import { md4 } from 'hash-wasm';
import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'ntlm-hash',
  name: 'NTLM hash (NT hash)',
  category: 'security',
  description:
    'Computes the NT hash that Windows (NTLM, Active Directory) stores for a password: MD4 (RFC 1320) of the password encoded as UTF-16LE, as 32 lower-case hex digits. No salt, so equal passwords give equal hashes; the obsolete DES-based LM hash is not produced. For testing and interoperability: MD4 is broken and NT hashes are cracked quickly, never use them for new password storage.',
  inputSchema: {
    type: 'object',
    properties: { password: { type: 'string', maxLength: 256, description: 'The password (any Unicode; hashed as UTF-16LE).' } },
    required: ['password'],
  },
  outputSchema: {
    type: 'object',
    properties: { ntHash: { type: 'string', description: 'MD4 of the UTF-16LE password, 32 lower-case hex digits.' } },
    required: ['ntHash'],
  },
  examples: [
    {
      "inputs": {
        "password": "password"
      },
      "result": {
        "ntHash": "8846f7eaee8fb117ad06bdd830b7586c"
      }
    },
    {
      "inputs": {
        "password": ""
      },
      "result": {
        "ntHash": "31d6cfe0d16ae931b73c59d7e0c089c0"
      }
    },
    {
      "inputs": {
        "password": "Pässwörd€123"
      },
      "result": {
        "ntHash": "816cb3e95686814dc086fb34d0c70755"
      }
    }
  ],
  async run({ password }: { password: string }) {
    return { ntHash: await md4(Buffer.from(password, 'utf16le')) };
  },
});
