import { defineTool } from '../define.ts';

/** 3GPP TS 23.038 §6.2.1 GSM 7-bit default alphabet (0x1B, the escape to the extension table, is left out). */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** §6.2.1.1 default extension table: each is sent as ESC + one septet. */
const EXTENSION = '\f^{}\\[~]|€';

const SEPTETS = new Map<number, number>();
for (const char of BASIC) SEPTETS.set(char.codePointAt(0)!, 1);
for (const char of EXTENSION) SEPTETS.set(char.codePointAt(0)!, 2);

/** Segments needed for characters of the given unit sizes, packed whole: an escape pair or a surrogate pair is never split. */
function pack(sizes: number[], total: number, single: number, multi: number) {
  if (total === 0) return { segments: 0, perSegment: single, remainingInSegment: single };
  if (total <= single) return { segments: 1, perSegment: single, remainingInSegment: single - total };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > multi) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return { segments, perSegment: multi, remainingInSegment: multi - used };
}

export default defineTool({
  slug: 'sms-segment-counter',
  name: 'SMS segment counter',
  category: 'text',
  description:
    'Counts the SMS segments a text needs. Text written entirely in the GSM 7-bit default alphabet (3GPP TS 23.038, with its extension table \\f ^ { } \\ [ ~ ] | € counting two septets each) is sent as GSM-7: 160 septets in one segment, 153 per segment in a multi-part message. Any other character switches the whole message to UCS-2 (UTF-16): 70 code units in one segment, 67 per part; an emoji outside the BMP takes two. Parts are packed without splitting an escape pair or a surrogate pair. National language shift tables (Turkish, Spanish, Portuguese, Indian) are not used; carriers may also substitute characters, so treat the count as the standard\'s.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 10_000, description: 'The message text.' } },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      encoding: { type: 'string', enum: ['gsm-7', 'ucs-2'], description: 'The encoding the message needs.' },
      characters: { type: 'integer', description: 'Characters (Unicode code points).' },
      units: { type: 'integer', description: 'GSM septets (extension characters count 2) or UTF-16 code units.' },
      segments: { type: 'integer', description: 'Segments (message parts); 0 for an empty text.' },
      perSegment: { type: 'integer', description: 'Units per segment: 160 or 153 for GSM-7, 70 or 67 for UCS-2.' },
      remainingInSegment: { type: 'integer', description: 'Units still free in the last segment.' },
      nonGsmCharacters: { type: 'array', items: { type: 'string' }, description: 'Distinct characters outside the GSM alphabet, in first-seen order.' },
    },
    required: ['encoding', 'characters', 'units', 'segments', 'perSegment', 'remainingInSegment', 'nonGsmCharacters'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"text":"Hello"},"result":{"encoding":"gsm-7","characters":5,"units":5,"segments":1,"perSegment":160,"remainingInSegment":155,"nonGsmCharacters":[]}},
    {"inputs":{"text":"Hello 👋"},"result":{"encoding":"ucs-2","characters":7,"units":8,"segments":1,"perSegment":70,"remainingInSegment":62,"nonGsmCharacters":["👋"]}},
    {"inputs":{"text":"Price: 10€ [xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},"result":{"encoding":"gsm-7","characters":160,"units":162,"segments":2,"perSegment":153,"remainingInSegment":144,"nonGsmCharacters":[]}},
    {"inputs":{"text":"Grüße 👋 Grüße 👋 Grüße 👋 Grüße 👋 Grüße 👋 Grüße 👋 Grüße 👋 Grüße 👋 Grüße 👋 😀"},"result":{"encoding":"ucs-2","characters":73,"units":83,"segments":2,"perSegment":67,"remainingInSegment":51,"nonGsmCharacters":["👋","😀"]}},
    {"inputs":{"text":"Ça coûte 5 £ – ok?"},"result":{"encoding":"ucs-2","characters":18,"units":18,"segments":1,"perSegment":70,"remainingInSegment":52,"nonGsmCharacters":["û","–"]}},
  ],
  run({ text }: { text: string }) {
    const gsm: number[] = [];
    const ucs: number[] = [];
    const nonGsm = new Set<string>();
    let septets = 0;
    for (const char of text) {
      const size = SEPTETS.get(char.codePointAt(0)!);
      if (size === undefined) nonGsm.add(char);
      else {
        gsm.push(size);
        septets += size;
      }
      ucs.push(char.length);
    }
    const nonGsmCharacters = [...nonGsm];
    if (nonGsmCharacters.length === 0) {
      return { encoding: 'gsm-7', characters: gsm.length, units: septets, ...pack(gsm, septets, 160, 153), nonGsmCharacters };
    }
    return { encoding: 'ucs-2', characters: ucs.length, units: text.length, ...pack(ucs, text.length, 70, 67), nonGsmCharacters };
  },
});
