import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { ToolError, defineTool } from '../define.ts';

const pbkdf2Async = promisify(pbkdf2);

/** IEEE 802.11i: PSK = PBKDF2(HMAC-SHA1, passphrase, ssid, 4096, 256 bits). */
const ITERATIONS = 4096;

export default defineTool({
  slug: 'wpa-psk-generator',
  name: 'WPA/WPA2 PSK generator',
  category: 'network',
  description:
    'Derives the 256-bit WPA/WPA2-Personal pre-shared key (the raw PSK a supplicant such as wpa_supplicant stores as psk=…) from a Wi-Fi network name and passphrase: PBKDF2-HMAC-SHA1(passphrase, SSID as UTF-8 bytes, 4096 iterations, 32 bytes), per IEEE 802.11i-2004 Annex H.4 (now IEEE 802.11-2020 Annex J.4). The SSID is 1–32 bytes; the passphrase 8–63 printable ASCII characters. Returns 64 lower-case hex digits. WPA3-SAE does not use this key.',
  inputSchema: {
    type: 'object',
    properties: {
      ssid: { type: 'string', minLength: 1, maxLength: 32, description: 'The network name (SSID): 1–32 bytes once encoded in UTF-8.' },
      passphrase: {
        type: 'string',
        minLength: 8,
        maxLength: 63,
        pattern: '^[ -~]*$',
        description: 'The WPA passphrase: 8–63 printable ASCII characters (space through ~).',
      },
    },
    required: ['ssid', 'passphrase'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      psk: { type: 'string', description: 'The 256-bit pre-shared key as 64 lower-case hex digits.' },
      iterations: { type: 'integer', description: 'PBKDF2 iterations (always 4096).' },
    },
    required: ['psk', 'iterations'],
  },
  heavy: true,
  // Two PBKDF2 blocks of 4096 HMAC-SHA1 each: a few milliseconds; the budget covers a busy pool.
  timeoutMs: 5000,
  examples: [
    {
      inputs: {
        ssid: 'IEEE',
        passphrase: 'password',
      },
      result: {
        psk: 'f42c6fc52df0ebef9ebb4b90b38a5f902e83fe1b135a70e23aed762e9710a12e',
        iterations: 4096,
      },
    },
    {
      inputs: {
        ssid: 'ThisIsASSID',
        passphrase: 'ThisIsAPassword',
      },
      result: {
        psk: '0dc0d6eb90555ed6419756b9a15ec3e3209b63df707dd508d14581f8982721af',
        iterations: 4096,
      },
    },
    {
      inputs: {
        ssid: 'Café Wi-Fi',
        passphrase: 'correct horse battery staple',
      },
      result: {
        psk: 'b8115bd8cd5f916396793cb35ea94f512d975e35613bd784e02af38c2c574e14',
        iterations: 4096,
      },
    },
  ],
  async run({ ssid, passphrase }: { ssid: string; passphrase: string }) {
    const salt = Buffer.from(ssid, 'utf8');
    if (salt.length > 32) throw new ToolError(`The SSID is ${salt.length} bytes in UTF-8; an SSID holds at most 32.`);
    const key = await pbkdf2Async(Buffer.from(passphrase, 'ascii'), salt, ITERATIONS, 32, 'sha1');
    return { psk: key.toString('hex'), iterations: ITERATIONS };
  },
});
