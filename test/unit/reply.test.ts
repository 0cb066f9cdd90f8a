// parseChoice (reply formats, inline reasoning, the last legal answer), the `choose` tool's schema and its arguments.
import { describe, expect, it } from 'vitest';
import { choiceTool, correction, parseChoice, parseToolArguments, replyInstruction, stripReasoning } from '../../src/battery/agents/reply.ts';
import { CHOICES, matchesForms } from '../../src/research/games.ts';

const pd = CHOICES['prisoners-dilemma'];
const contribute = CHOICES['public-goods'];
const returnOnly = [{ prefix: 'return', min: 0, max: 30 }] as const;
const ultimatum = CHOICES['ultimatum-game'];
const negotiation = CHOICES.negotiation;

describe('parseChoice', () => {
  it('reads JSON, fenced JSON, JSON inside prose and CHOICE lines', () => {
    expect(parseChoice('{"choice": "defect"}', pd)).toBe('defect');
    expect(parseChoice('```json\n{\n  "choice": "cooperate"\n}\n```', pd)).toBe('cooperate');
    expect(parseChoice('I think trust pays off here. {"choice": "cooperate"} That is my move.', pd)).toBe('cooperate');
    expect(parseChoice('Reasoning first.\nCHOICE: defect', pd)).toBe('defect');
    expect(parseChoice('choice: contribute:4', contribute)).toBe('contribute:4');
    expect(parseChoice('**Choice:** defect', pd)).toBe('defect');
    expect(parseChoice('{"Choice": "DEFECT"}', pd)).toBe('defect');
  });

  it('normalises case, spaces around the colon, leading zeros and bare numbers for a lone numbered form', () => {
    expect(parseChoice('{"choice": "  Cooperate "}', pd)).toBe('cooperate');
    expect(parseChoice('{"choice": "contribute : 7"}', contribute)).toBe('contribute:7');
    expect(parseChoice('{"choice": "Contribute:07"}', contribute)).toBe('contribute:7');
    expect(parseChoice('{"choice": "7"}', contribute)).toBe('contribute:7');
    expect(parseChoice('{"choice": 7}', contribute)).toBe('contribute:7');
    expect(parseChoice('CHOICE: 10', contribute)).toBe('contribute:10');
  });

  it('refuses choices that are not legal', () => {
    expect(parseChoice('{"choice": "contribute:11"}', contribute)).toBeNull();
    expect(parseChoice('{"choice": "11"}', contribute)).toBeNull();
    expect(parseChoice('{"choice": "return:31"}', returnOnly)).toBeNull();
    expect(parseChoice('{"choice": "return:30"}', returnOnly)).toBe('return:30');
    expect(parseChoice('{"choice": "contribute:-1"}', contribute)).toBeNull();
    expect(parseChoice('{"choice": "contribute:2.5"}', contribute)).toBeNull();
    expect(parseChoice('{"choice": "betray"}', pd)).toBeNull();
    expect(parseChoice('{"choice": "stag"}', pd)).toBeNull();
    // a bare number is ambiguous when words are legal too
    expect(parseChoice('{"choice": "5"}', ultimatum)).toBeNull();
  });

  it('returns null for replies without a choice', () => {
    for (const text of ['', 'I would cooperate.', '{"choice": }', '{"move": "defect"}', '["defect"]', '{"choice": null}', 'defect']) {
      expect(parseChoice(text, pd), text).toBeNull();
    }
  });

  it('takes the last legal candidate when a reply holds several: a model that weighs options answers last', () => {
    expect(parseChoice('{"choice": "maybe"} then {"choice": "defect"}', pd)).toBe('defect');
    expect(parseChoice('{"choice": "defect"} then {"choice": "maybe"}', pd)).toBe('defect');
    expect(parseChoice('I could say {"choice": "defect"}, but trust pays: {"choice": "cooperate"}', pd)).toBe('cooperate');
    expect(parseChoice('Options: {"choice": "contribute:0"} or {"choice": "contribute:10"}. I pick\n```json\n{"choice": "contribute:7"}\n```', contribute)).toBe(
      'contribute:7',
    );
    expect(parseChoice('CHOICE: defect\nOn second thought:\nCHOICE: cooperate', pd)).toBe('cooperate');
  });

  it('orders JSON objects by where they close, so an outer answer beats the objects inside it', () => {
    expect(parseChoice('{"note": {"choice": "x"}, "choice": "cooperate"}', pd)).toBe('cooperate');
    expect(parseChoice('{"considered": {"choice": "defect"}, "choice": "cooperate"}', pd)).toBe('cooperate');
  });

  it('ranks a legal JSON choice above a CHOICE line wherever they stand, and reads the line when no JSON is legal', () => {
    expect(parseChoice('{"choice": "defect"}\nCHOICE: cooperate', pd)).toBe('defect');
    expect(parseChoice('CHOICE: cooperate\n{"choice": "defect"}', pd)).toBe('defect');
    expect(parseChoice('{"choice": "betray"}\nCHOICE: cooperate', pd)).toBe('cooperate');
  });

  it('never reads inline reasoning: a decoy in <think>, <thinking> or <reasoning> loses to the answer after it', () => {
    for (const tag of ['think', 'thinking', 'reasoning', 'THINK', 'Thinking']) {
      const reply = `<${tag}>\nMaybe {"choice": "defect"}?\nCHOICE: defect\n</${tag}>\n{"choice": "cooperate"}`;
      expect(parseChoice(reply, pd), tag).toBe('cooperate');
    }
    // several blocks, and a block opened inside another
    expect(parseChoice('<think>{"choice": "defect"}</think>{"choice": "cooperate"}<think>{"choice": "defect"}</think>', pd)).toBe('cooperate');
    expect(parseChoice('<think>a <thinking>{"choice": "defect"}</thinking> {"choice": "defect"}</think>CHOICE: cooperate', pd)).toBe('cooperate');
    // the decoy alone, inside reasoning, is no answer
    expect(parseChoice('<think>{"choice": "defect"}</think>', pd)).toBeNull();
  });

  it('drops everything before a lone closing tag (the server opened the block in its template)', () => {
    expect(parseChoice('I might {"choice": "defect"}.\nCHOICE: defect\n</think>\n\n{"choice": "cooperate"}', pd)).toBe('cooperate');
    expect(parseChoice('{"choice": "defect"}</think>', pd)).toBeNull();
  });

  it('reads nothing after an opening tag that never closes (reasoning cut off by max tokens)', () => {
    expect(parseChoice('<think>I lean to {"choice": "defect"} because', pd)).toBeNull();
    expect(parseChoice('{"choice": "cooperate"}\n<think>or {"choice": "defect"}', pd)).toBe('cooperate');
  });
});

describe('stripReasoning', () => {
  it('keeps the text outside reasoning blocks', () => {
    expect(stripReasoning('a<think>b</think>c<reasoning x="1">d</reasoning>e')).toBe('ace');
    expect(stripReasoning('before</think>after')).toBe('after');
    expect(stripReasoning('a</think>b</think>c')).toBe('c');
    expect(stripReasoning('kept<thinking>cut off')).toBe('kept');
    expect(stripReasoning('no reasoning here')).toBe('no reasoning here');
    expect(stripReasoning('<think></think>')).toBe('');
  });
});

describe('choiceTool and parseToolArguments', () => {
  it('offers `choose` with an enum of the legal words', () => {
    const tool = choiceTool(pd);
    expect(tool.type).toBe('function');
    expect(tool.function.name).toBe('choose');
    expect(tool.function.parameters).toMatchObject({ type: 'object', required: ['choice'], additionalProperties: false });
    expect(tool.function.parameters.properties.choice).toMatchObject({ type: 'string', enum: ['cooperate', 'defect'] });
    expect(tool.function.parameters.properties.choice.pattern).toBeUndefined();
  });

  it('lists a small numbered range, and gives a pattern for a large one', () => {
    const small = choiceTool(contribute).function.parameters.properties.choice;
    expect(small.enum).toEqual(Array.from({ length: 11 }, (_, n) => `contribute:${n}`));
    expect(choiceTool(returnOnly).function.parameters.properties.choice.enum).toHaveLength(31);

    const large = choiceTool(negotiation).function.parameters.properties.choice;
    expect(large.enum).toBeUndefined();
    expect(large.description).toContain('offer:<0-100>, accept, walk-away');
    const pattern = new RegExp(large.pattern!, 'u');
    for (const ok of ['offer:0', 'offer:7', 'offer:100', 'accept', 'walk-away']) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['offer:07', 'offer:', 'offer:1000', 'accepted', 'reject', 'walk', 'offer:-1']) expect(pattern.test(bad), bad).toBe(false);
    // the pattern checks the spelling; the range is checked when the call is read
    expect(pattern.test('offer:101')).toBe(true);
    expect(matchesForms(negotiation, 'offer:101')).toBe(false);
  });

  it('reads the choice of the arguments as a JSON string, an object or JSON encoded twice, normalised like text', () => {
    expect(parseToolArguments('{"choice": "defect"}', pd)).toBe('defect');
    expect(parseToolArguments('{"choice": " Contribute : 07 "}', contribute)).toBe('contribute:7');
    expect(parseToolArguments('{"choice": 7}', contribute)).toBe('contribute:7');
    expect(parseToolArguments({ choice: 'cooperate' }, pd)).toBe('cooperate');
    expect(parseToolArguments(JSON.stringify('{"choice": "defect"}'), pd)).toBe('defect');
    for (const bad of ['{"choice": "betray"}', '{"choice": "contribute:11"}', '', 'defect', '{"choice": ', null, 7]) {
      expect(parseToolArguments(bad, bad === '{"choice": "contribute:11"}' ? contribute : pd), String(bad)).toBeNull();
    }
  });
});

describe('replyInstruction and correction', () => {
  it('name the legal forms and the JSON shape', () => {
    expect(replyInstruction(pd)).toBe('Reply with JSON only, nothing else: {"choice": "<one of: cooperate, defect>"}.');
    expect(replyInstruction(contribute)).toContain('contribute:<0-10>');
    expect(replyInstruction(contribute)).toContain('whole number');
    expect(correction(pd)).toMatch(/^Your reply did not contain a valid choice\. Reply with JSON only/);
  });
});
