import QRCode from 'qrcode';
import { ToolError, defineTool, nullable } from '../define.ts';

type Level = 'L' | 'M' | 'Q' | 'H';
interface Payload {
  type: 'wifi' | 'vcard' | 'email' | 'sms' | 'geo' | 'url';
  ssid?: string;
  password?: string;
  security?: 'WPA' | 'WEP' | 'nopass';
  hidden?: boolean;
  name?: string;
  phone?: string;
  email?: string;
  org?: string;
  url?: string;
  subject?: string;
  body?: string;
  latitude?: number;
  longitude?: number;
}
interface Inputs {
  text?: string;
  payload?: Payload;
  errorCorrection: Level;
  version?: number;
  mask?: number;
  margin: number;
  output: 'svg' | 'matrix' | 'both';
}

function need<K extends keyof Payload>(payload: Payload, field: K): NonNullable<Payload[K]> {
  const value = payload[field];
  if (value === undefined || value === '') throw new ToolError(`A ${payload.type} payload needs "${field}".`);
  return value as NonNullable<Payload[K]>;
}

/** ZXing's WIFI: syntax escapes \ ; , : and " with a backslash. */
const wifiEscape = (value: string) => value.replace(/([\\;,:"])/g, '\\$1');
/** vCard 3.0 (RFC 2426) text values escape \ , ; and line breaks. */
const vcardEscape = (value: string) => value.replace(/([\\,;])/g, '\\$1').replace(/\r?\n/g, '\\n');

function payloadText(payload: Payload): string {
  switch (payload.type) {
    case 'wifi': {
      const security = payload.security ?? 'WPA';
      const ssid = need(payload, 'ssid');
      const password = security === 'nopass' ? '' : `P:${wifiEscape(need(payload, 'password'))};`;
      return `WIFI:T:${security};S:${wifiEscape(ssid)};${password}${payload.hidden ? 'H:true;' : ''};`;
    }
    case 'vcard': {
      const name = need(payload, 'name').trim();
      const words = name.split(/\s+/);
      const family = words.length > 1 ? words.pop()! : name;
      const given = words.length > 0 && family !== name ? words.join(' ') : '';
      const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${vcardEscape(family)};${vcardEscape(given)};;;`, `FN:${vcardEscape(name)}`];
      if (payload.org) lines.push(`ORG:${vcardEscape(payload.org)}`);
      if (payload.phone) lines.push(`TEL:${payload.phone}`);
      if (payload.email) lines.push(`EMAIL:${payload.email}`);
      if (payload.url) lines.push(`URL:${payload.url}`);
      lines.push('END:VCARD');
      return lines.join('\r\n');
    }
    case 'email': {
      const query = [
        payload.subject ? `subject=${encodeURIComponent(payload.subject)}` : '',
        payload.body ? `body=${encodeURIComponent(payload.body)}` : '',
      ].filter(Boolean);
      return `mailto:${need(payload, 'email')}${query.length ? `?${query.join('&')}` : ''}`;
    }
    case 'sms':
      return `SMSTO:${need(payload, 'phone')}:${payload.body ?? ''}`;
    case 'geo':
      return `geo:${need(payload, 'latitude')},${need(payload, 'longitude')}`;
    case 'url':
      return need(payload, 'url');
  }
}

/** The modules as SVG: a white square with the quiet zone, and one path of dark runs, one per row run. */
function svgOf(rows: string[], margin: number): string {
  const width = rows.length + 2 * margin;
  let d = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (row[x] !== '1') {
        x++;
        continue;
      }
      let end = x;
      while (end < row.length && row[end] === '1') end++;
      d += `M${x + margin} ${y + margin}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${width}" shape-rendering="crispEdges"><rect width="${width}" height="${width}" fill="#ffffff"/><path fill="#000000" d="${d}"/></svg>`;
}

const LEVELS: Record<number, Level> = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' };
const short = { type: 'string', maxLength: 256 } as const;

export default defineTool({
  slug: 'qr-code-generator',
  name: 'QR code generator',
  category: 'encoding',
  description:
    'Makes a QR code (ISO/IEC 18004, with qrcode 1.5.4) from text or from a payload: Wi-Fi (WIFI:T:…;S:…;P:…;H:true;; with \\ ; , : " escaped, as ZXing reads it), contact (vCard 3.0; the last word of the name is the family name), email (mailto: with subject and body percent-encoded), SMS (SMSTO:number:message), geo (geo:lat,lon) or URL. Text is split into numeric, alphanumeric and byte (UTF-8) segments to the shortest bit stream; no ECI header. Error correction L, M (default), Q or H restores about 7, 15, 25 or 30 % of the modules; version 1–40 (21 to 177 modules a side) is the smallest that fits unless given; mask 0–7 by the standard\'s penalty rules unless given. Returns the module matrix (rows of 0/1, dark = 1, without the quiet zone) and an SVG with a quiet zone of margin modules (4 by default, as the standard asks).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 2953, description: 'The text to encode (give text or payload).' },
      payload: {
        type: 'object',
        description: 'A structured payload instead of text: the fields its type needs.',
        properties: {
          type: { type: 'string', enum: ['wifi', 'vcard', 'email', 'sms', 'geo', 'url'], description: 'The kind of payload.' },
          ssid: { ...short, description: 'wifi: the network name.' },
          password: { ...short, description: 'wifi: the password (not with nopass).' },
          security: { type: 'string', enum: ['WPA', 'WEP', 'nopass'], description: 'wifi: WPA (default, also WPA2/WPA3), WEP or nopass.' },
          hidden: { type: 'boolean', description: 'wifi: the network does not broadcast its name.' },
          name: { ...short, description: 'vcard: the full name.' },
          phone: { type: 'string', maxLength: 64, description: 'vcard, sms: the phone number.' },
          email: { ...short, description: 'vcard, email: the e-mail address.' },
          org: { ...short, description: 'vcard: the organisation.' },
          url: { type: 'string', maxLength: 2048, description: 'vcard, url: the web address.' },
          subject: { ...short, description: 'email: the subject.' },
          body: { type: 'string', maxLength: 1000, description: 'email, sms: the message.' },
          latitude: { type: 'number', minimum: -90, maximum: 90, description: 'geo: latitude in degrees.' },
          longitude: { type: 'number', minimum: -180, maximum: 180, description: 'geo: longitude in degrees.' },
        },
        required: ['type'],
        additionalProperties: false,
      },
      errorCorrection: { type: 'string', enum: ['L', 'M', 'Q', 'H'], default: 'M', description: 'Error correction level.' },
      version: { type: 'integer', minimum: 1, maximum: 40, description: 'Symbol version 1–40 (default: the smallest that fits).' },
      mask: { type: 'integer', minimum: 0, maximum: 7, description: 'Mask pattern 0–7 (default: chosen by the penalty rules).' },
      margin: { type: 'integer', minimum: 0, maximum: 16, default: 4, description: 'Quiet zone of the SVG, in modules.' },
      output: { type: 'string', enum: ['svg', 'matrix', 'both'], default: 'both', description: 'What to return.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      version: { type: 'integer', description: 'Symbol version (1–40).' },
      errorCorrection: { type: 'string', description: 'Error correction level.' },
      mask: { type: 'integer', description: 'Mask pattern used (0–7).' },
      size: { type: 'integer', description: 'Modules per side, without the quiet zone (17 + 4 × version).' },
      svg: nullable({ type: 'string' }, { description: 'The SVG image; null when not asked.' }),
      matrix: nullable({ type: 'array', items: { type: 'string' } }, { description: 'Rows of "0"/"1", dark = 1; null when not asked.' }),
      payload: { type: 'string', description: 'The text that was encoded.' },
    },
    required: ['version', 'errorCorrection', 'mask', 'size', 'svg', 'matrix', 'payload'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"errorCorrection":"Q","margin":2,"output":"both","text":"HELLO WORLD"},"result":{"version":1,"errorCorrection":"Q","mask":6,"size":21,"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 25 25\" shape-rendering=\"crispEdges\"><rect width=\"25\" height=\"25\" fill=\"#ffffff\"/><path fill=\"#000000\" d=\"M2 2h7v1h-7zM13 2h1v1h-1zM16 2h7v1h-7zM2 3h1v1h-1zM8 3h1v1h-1zM10 3h2v1h-2zM14 3h1v1h-1zM16 3h1v1h-1zM22 3h1v1h-1zM2 4h1v1h-1zM4 4h3v1h-3zM8 4h1v1h-1zM11 4h1v1h-1zM13 4h2v1h-2zM16 4h1v1h-1zM18 4h3v1h-3zM22 4h1v1h-1zM2 5h1v1h-1zM4 5h3v1h-3zM8 5h1v1h-1zM10 5h5v1h-5zM16 5h1v1h-1zM18 5h3v1h-3zM22 5h1v1h-1zM2 6h1v1h-1zM4 6h3v1h-3zM8 6h1v1h-1zM10 6h2v1h-2zM13 6h1v1h-1zM16 6h1v1h-1zM18 6h3v1h-3zM22 6h1v1h-1zM2 7h1v1h-1zM8 7h1v1h-1zM11 7h1v1h-1zM14 7h1v1h-1zM16 7h1v1h-1zM22 7h1v1h-1zM2 8h7v1h-7zM10 8h1v1h-1zM12 8h1v1h-1zM14 8h1v1h-1zM16 8h7v1h-7zM10 9h2v1h-2zM13 9h2v1h-2zM3 10h1v1h-1zM5 10h4v1h-4zM10 10h2v1h-2zM14 10h3v1h-3zM18 10h2v1h-2zM21 10h1v1h-1zM2 11h1v1h-1zM4 11h4v1h-4zM9 11h1v1h-1zM14 11h4v1h-4zM19 11h3v1h-3zM4 12h1v1h-1zM6 12h1v1h-1zM8 12h2v1h-2zM13 12h1v1h-1zM16 12h2v1h-2zM2 13h1v1h-1zM4 13h2v1h-2zM7 13h1v1h-1zM11 13h1v1h-1zM13 13h2v1h-2zM18 13h2v1h-2zM2 14h2v1h-2zM5 14h8v1h-8zM14 14h3v1h-3zM18 14h5v1h-5zM10 15h1v1h-1zM14 15h1v1h-1zM17 15h1v1h-1zM19 15h1v1h-1zM2 16h7v1h-7zM11 16h2v1h-2zM15 16h2v1h-2zM19 16h4v1h-4zM2 17h1v1h-1zM8 17h1v1h-1zM10 17h1v1h-1zM12 17h1v1h-1zM15 17h1v1h-1zM18 17h1v1h-1zM20 17h3v1h-3zM2 18h1v1h-1zM4 18h3v1h-3zM8 18h1v1h-1zM10 18h2v1h-2zM13 18h1v1h-1zM16 18h1v1h-1zM20 18h3v1h-3zM2 19h1v1h-1zM4 19h3v1h-3zM8 19h1v1h-1zM10 19h1v1h-1zM12 19h3v1h-3zM18 19h1v1h-1zM20 19h1v1h-1zM2 20h1v1h-1zM4 20h3v1h-3zM8 20h1v1h-1zM11 20h1v1h-1zM16 20h1v1h-1zM21 20h2v1h-2zM2 21h1v1h-1zM8 21h1v1h-1zM10 21h3v1h-3zM15 21h3v1h-3zM20 21h2v1h-2zM2 22h7v1h-7zM11 22h1v1h-1zM13 22h1v1h-1zM21 22h1v1h-1z\"/></svg>","matrix":["111111100001001111111","100000101100101000001","101110100101101011101","101110101111101011101","101110101101001011101","100000100100101000001","111111101010101111111","000000001101100000000","010111101100111011010","101111010000111101110","001010110001001100000","101101000101100011000","110111111110111011111","000000001000100101000","111111100110011001111","100000101010010010111","101110101101001000111","101110101011100010100","101110100100001000011","100000101110011100110","111111100101000000010"],"payload":"HELLO WORLD"}},
    {"inputs":{"errorCorrection":"M","margin":4,"output":"matrix","payload":{"type":"wifi","ssid":"Caf; Guest","password":"pa:ss\\word","security":"WPA"}},"result":{"version":3,"errorCorrection":"M","mask":2,"size":29,"svg":null,"matrix":["11111110000100000010101111111","10000010001001111110101000001","10111010101010001101101011101","10111010110000111110101011101","10111010101000001001001011101","10000010110001000000101000001","11111110101010101010101111111","00000000101101101001100000000","10111110011001011010101111100","01101000101100101010101011001","00110010110001011110000010101","01000001101001101101111111001","10010011111101010110110001111","10010001111110111010100001111","00100011010010001100100100100","01011001101000011001111011100","11001110000110010010100100100","10000101001011011011111011011","10001010001111101100000110010","10010001010001011010100111001","10011110110110111010111110111","00000000101010000000100011100","11111110001110011000101011100","10000010110100101100100011000","10111010110110011000111110000","10111010100001100010101100010","10111010100111111110010001010","10000010010100101101110101111","11111110110100010110101011110"],"payload":"WIFI:T:WPA;S:Caf\\; Guest;P:pa\\:ss\\\\word;;"}},
    {"inputs":{"errorCorrection":"L","margin":4,"output":"matrix","text":"https://example.com/?id=01234567890123","version":4,"mask":5},"result":{"version":4,"errorCorrection":"L","mask":5,"size":33,"svg":null,"matrix":["111111100111011101110101001111111","100000100001100100110110101000001","101110100111001010011100001011101","101110101011001100110101101011101","101110101010111101000000101011101","100000100110011011001100101000001","111111101010101010101010101111111","000000000100110001100000100000000","110001110110101100000011000011000","110001000010001000100111100010110","110001110101100000110010111001010","110011011011001110011000101100100","000001110110011001100111001100011","101101000010111001000010101100011","110001101100011111001110000100010","110110010000111011101110010100101","111011111110101100000001010110010","100100001000000010101111101101011","101011101000111011101111100110001","111101000111001110011000011000100","010001101001000010111100110010010","100000011010110011001111000111010","101011111100011111001010011001010","100010010010110001100100110111100","111001111111110111011100111111010","000000001100000010101000100011101","111111101111100000110101101011110","100000101001000100010001100011101","101110100011000010111100111111001","101110100100111001000111000010010","101110100101000100010000010011111","100000101100110001100101011101100","111111101000101100000110111100010"],"payload":"https://example.com/?id=01234567890123"}},
  ],
  heavy: true,
  timeoutMs: 5_000,
  run({ text, payload, errorCorrection, version, mask, margin, output }: Inputs) {
    if ((text === undefined) === (payload === undefined)) throw new ToolError('Give either "text" or "payload".');
    const content = text ?? payloadText(payload!);
    if (content === '') throw new ToolError('There is nothing to encode: the text is empty.');
    let qr: QRCode.QRCode;
    try {
      qr = QRCode.create(content, {
        errorCorrectionLevel: errorCorrection,
        ...(version === undefined ? {} : { version }),
        ...(mask === undefined ? {} : { maskPattern: mask as QRCode.QRCodeMaskPattern }),
      });
    } catch (error) {
      const message = (error as Error).message.replace(/\s+/g, ' ').trim();
      throw new ToolError(`${message.slice(0, 200)} (error correction ${errorCorrection}).`);
    }
    const size = qr.modules.size;
    const rows: string[] = [];
    for (let y = 0; y < size; y++) {
      let row = '';
      for (let x = 0; x < size; x++) row += qr.modules.get(y, x) ? '1' : '0';
      rows.push(row);
    }
    return {
      version: qr.version,
      errorCorrection: LEVELS[qr.errorCorrectionLevel.bit]!,
      mask: qr.maskPattern!,
      size,
      svg: output === 'matrix' ? null : svgOf(rows, margin),
      matrix: output === 'svg' ? null : rows,
      payload: content,
    };
  },
});
