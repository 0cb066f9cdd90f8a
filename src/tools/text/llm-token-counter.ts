import { ToolError, defineTool, nullable } from '../define.ts';

type EncodingName = 'o200k_base' | 'cl100k_base';
interface Encoder {
  encode(text: string, options: { disallowedSpecial: Set<string> }): number[];
}

/** The rank tables are megabytes: loaded on first use, in the worker threads that run this heavy tool only. */
const encoders = new Map<EncodingName, Promise<Encoder>>();
function load(name: EncodingName): Promise<Encoder> {
  let encoder = encoders.get(name);
  if (!encoder) {
    encoder = name === 'o200k_base' ? import('gpt-tokenizer/encoding/o200k_base') : import('gpt-tokenizer/encoding/cl100k_base');
    encoders.set(name, encoder);
  }
  return encoder;
}

const MAX_TOKEN_IDS = 10_000;

/**
 * The byte-pair merge is quadratic in the length of one pre-token, and a pre-token never holds whitespace: a run of
 * letters, or of symbols, longer than this is refused rather than left to run out the time budget (measured: 100,000
 * letters in one run took 6 s; 1,000 runs of 1,000 CJK characters, 5 s; ordinary text of 1 MB, well under 1 s).
 */
const LONGEST_RUN = 1_000;
const RUNS = /[\p{L}\p{M}]+|[^\s\p{L}\p{M}\p{N}]+/gu;
/** Special-token text such as <|endoftext|> is ordinary text here, as in tiktoken's encode(disallowed_special=()). */
const PLAIN = { disallowedSpecial: new Set<string>() };

export default defineTool({
  slug: 'llm-token-counter',
  name: 'LLM token counter',
  category: 'text',
  description:
    'Counts the tokens of a text in OpenAI\'s byte-pair encodings: o200k_base (GPT-4o, GPT-4.1, o-series, GPT-5) or cl100k_base (GPT-4, GPT-3.5-turbo, text-embedding-3), with gpt-tokenizer 4.0.0 and the official rank files (the same counts as OpenAI\'s tiktoken). Text that looks like a special token (<|endoftext|>) is counted as plain text. Counts cover the text alone: chat messages add a few tokens each for their framing. Other vendors\' models (Claude, Gemini, Llama) use other tokenizers and give other counts. Optionally returns the token ids (the first 10,000). A run of more than 1,000 letters, or of more than 1,000 symbols, without a space (one repeated letter, a long unspaced line) is refused: the merge step of the tokenizer is quadratic in the length of a run.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'The text to tokenize.' },
      encoding: { type: 'string', enum: ['o200k_base', 'cl100k_base'], default: 'o200k_base', description: 'The tokenizer: o200k_base (GPT-4o and later) or cl100k_base (GPT-4, GPT-3.5).' },
      includeTokens: { type: 'boolean', default: false, description: 'Also return the token ids (at most the first 10,000).' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      tokens: { type: 'integer', description: 'Number of tokens.' },
      characters: { type: 'integer', description: 'Characters (Unicode code points).' },
      encoding: { type: 'string', description: 'The encoding used.' },
      tokenIds: nullable({ type: 'array', items: { type: 'integer' } }, { description: 'The token ids in order (the first 10,000); null unless includeTokens.' }),
    },
    required: ['tokens', 'characters', 'encoding', 'tokenIds'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"text":"tiktoken is great!","encoding":"cl100k_base","includeTokens":true},"result":{"tokens":6,"characters":18,"encoding":"cl100k_base","tokenIds":[83,1609,5963,374,2294,0]}},
    {"inputs":{"text":"Hello, world! Tokenizers split text into sub-word pieces.","encoding":"o200k_base","includeTokens":true},"result":{"tokens":13,"characters":57,"encoding":"o200k_base","tokenIds":[13225,11,2375,0,17951,24223,12648,2201,1511,1543,80202,12762,13]}},
    {"inputs":{"text":"Naïve café — 東京タワー 🗼 <|endoftext|> x = f(a[i]) ** 2\n\n    return","encoding":"o200k_base","includeTokens":false},"result":{"tokens":31,"characters":63,"encoding":"o200k_base","tokenIds":null}},
    {"inputs":{"text":"Naïve café — 東京タワー 🗼 <|endoftext|> x = f(a[i]) ** 2\n\n    return","encoding":"cl100k_base","includeTokens":false},"result":{"tokens":33,"characters":63,"encoding":"cl100k_base","tokenIds":null}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  prepare: () => Promise.all([load('o200k_base'), load('cl100k_base')]),
  async run({ text, encoding, includeTokens }: { text: string; encoding: EncodingName; includeTokens: boolean }) {
    for (const [run] of text.matchAll(RUNS)) {
      if (run.length > LONGEST_RUN) {
        throw new ToolError(`The text holds a run of ${run.length} letters or symbols without a space; runs of up to ${LONGEST_RUN} are counted (the tokenizer's merge step is quadratic in a run's length).`);
      }
    }
    const encoder = await load(encoding);
    const ids = encoder.encode(text, PLAIN);
    let characters = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) i++;
      }
      characters++;
    }
    return { tokens: ids.length, characters, encoding, tokenIds: includeTokens ? ids.slice(0, MAX_TOKEN_IDS) : null };
  },
});
