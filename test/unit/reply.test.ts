// Reading replies: parseChoice / answersInText (reply formats, inline reasoning, Python quotes, a bare word, two
// different answers made ambiguous), readAnswers, the `choose` tool's schema and its arguments, and the corrections.
import { describe, expect, it } from 'vitest';
import {
  answersInText,
  answersInToolArguments,
  choiceTool,
  correction,
  parseChoice,
  parseToolArguments,
  readAnswers,
  replyInstruction,
  stripReasoning,
} from '../../src/battery/agents/reply.ts';
import { CHOICES, matchesForms, type ChoiceForm } from '../../src/research/games.ts';

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
    // a bare number is read when one legal form is numbered, words beside it or not; with two numbered forms it is not
    expect(parseChoice('{"choice": "5"}', ultimatum)).toBe('offer:5');
    expect(parseChoice('{"choice": 40}', negotiation)).toBe('offer:40');
    expect(parseChoice('{"choice": "5"}', CHOICES['trust-game'])).toBeNull();
    expect(parseChoice('{"choice": "11"}', ultimatum)).toBeNull();
  });

  it('returns null for replies without a choice', () => {
    for (const text of ['', '   ', 'I would cooperate.', '{"choice": }', '{"move": "defect"}', '["defect"]', '{"choice": null}', 'defect or cooperate']) {
      expect(parseChoice(text, pd), text).toBeNull();
      expect(readAnswers(answersInText(text, pd)), text).toEqual({ choice: null, problem: 'no-choice' });
    }
  });

  it('reads one legal answer among illegal ones, and the same choice given twice', () => {
    expect(parseChoice('{"choice": "maybe"} then {"choice": "defect"}', pd)).toBe('defect');
    expect(parseChoice('{"choice": "defect"} then {"choice": "maybe"}', pd)).toBe('defect');
    expect(parseChoice('{"choice": "defect"}\nTo repeat: {"choice": "Defect"}\nCHOICE: defect', pd)).toBe('defect');
    expect(answersInText('{"choice": "defect"} and again {"choice": "defect"}', pd)).toEqual(['defect', 'defect']);
  });

  it('finds two different legal answers ambiguous, whatever their order or format: never the first, never the last', () => {
    const ambiguous = (text: string, legal: readonly ChoiceForm[] = pd) => {
      const reading = readAnswers(answersInText(text, legal));
      return { ...reading, problem: 'problem' in reading ? reading.problem : null, namedChoices: 'namedChoices' in reading ? reading.namedChoices : [] };
    };
    // the outside review's case: the answer, then an explanation quoting the choice not made
    expect(readAnswers(answersInText('{"choice": "cooperate"}\n\nI did not choose {"choice": "defect"}.', pd))).toEqual({
      choice: null,
      problem: 'ambiguous',
      namedChoices: ['cooperate', 'defect'],
    });
    expect(ambiguous('I could say {"choice": "defect"}, but trust pays: {"choice": "cooperate"}').namedChoices).toEqual(['defect', 'cooperate']);
    expect(ambiguous('{"choice": "defect"}\nCHOICE: cooperate').namedChoices).toEqual(['defect', 'cooperate']);
    expect(ambiguous('CHOICE: cooperate\n{"choice": "defect"}').namedChoices).toEqual(['cooperate', 'defect']);
    expect(ambiguous('CHOICE: defect\nOn second thought:\nCHOICE: cooperate').namedChoices).toEqual(['defect', 'cooperate']);
    expect(ambiguous("{'choice': 'defect'} or {\"choice\": \"cooperate\"}").problem).toBe('ambiguous');
    const options = 'Options: {"choice": "contribute:0"} or {"choice": "contribute:10"}. I pick\n```json\n{"choice": "contribute:7"}\n```';
    expect(ambiguous(options, contribute).namedChoices).toEqual(['contribute:0', 'contribute:10', 'contribute:7']);
    expect(parseChoice(options, contribute)).toBeNull();
  });

  it('orders JSON objects by where they close, so an outer answer beats the objects inside it', () => {
    expect(parseChoice('{"note": {"choice": "x"}, "choice": "cooperate"}', pd)).toBe('cooperate');
    expect(parseChoice('{"considered": {"choice": "defect"}, "choice": "cooperate"}', pd)).toBe('cooperate');
  });

  it('reads a CHOICE line beside JSON whose choice is not legal, or that agrees with it', () => {
    expect(parseChoice('{"choice": "betray"}\nCHOICE: cooperate', pd)).toBe('cooperate');
    expect(parseChoice('{"choice": "cooperate"}\nCHOICE: cooperate', pd)).toBe('cooperate');
  });

  it("reads JSON in Python's single quotes, escapes and mixed quoting included", () => {
    expect(parseChoice("{'choice': 'cooperate'}", pd)).toBe('cooperate');
    expect(parseChoice("My move: {'choice': 'Defect'} — final.", pd)).toBe('defect');
    expect(parseChoice("{'reason': 'it\\'s a \"safe\" move}', 'choice': 'defect'}", pd)).toBe('defect');
    expect(parseChoice("{'choice': 7}", contribute)).toBe('contribute:7');
    expect(parseChoice("```python\n{'choice': 'offer:40'}\n```", negotiation)).toBe('offer:40');
    expect(parseChoice("{'choice': 'betray'}", pd)).toBeNull();
  });

  it('reads a bare legal word: the whole reply one legal choice, quotes, backticks, emphasis and a final period allowed', () => {
    for (const text of ['defect', '  Defect \n', '"defect"', "'Defect.'", '`defect`', '**defect**', 'DEFECT.', 'defect!']) {
      expect(parseChoice(text, pd), text).toBe('defect');
    }
    expect(parseChoice('walk-away', negotiation)).toBe('walk-away');
    expect(parseChoice('offer: 40', negotiation)).toBe('offer:40');
    expect(parseChoice('40', negotiation)).toBe('offer:40');
    expect(parseChoice('"7."', contribute)).toBe('contribute:7');
    expect(parseChoice('<think>cooperate is kind</think>\ndefect', pd)).toBe('defect');
    // not one legal choice: out of range, two numbered forms, a word not legal
    for (const [text, legal] of [['101', negotiation], ['5', CHOICES['trust-game']], ['betray', pd], ['stag', pd]] as const) {
      expect(parseChoice(text, legal), text).toBeNull();
    }
  });

  it('never reads a legal word inside prose: that reply is re-asked', () => {
    for (const text of ['I defect.', 'I will cooperate this round', 'defect, because they defected', 'Choose: cooperate or defect?', 'My answer is defect']) {
      expect(parseChoice(text, pd), text).toBeNull();
    }
    expect(parseChoice('I offer 40', negotiation)).toBeNull();
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

  it('lists every legal answer in the arguments, so a call with two different ones is ambiguous', () => {
    expect(answersInToolArguments('{"choice": "defect"}', pd)).toEqual(['defect']);
    expect(answersInToolArguments('{"choice": "defect"} {"choice": "cooperate"}', pd)).toEqual(['defect', 'cooperate']);
    expect(parseToolArguments('{"choice": "defect"} {"choice": "cooperate"}', pd)).toBeNull();
    expect(readAnswers([...answersInToolArguments('{"choice": "defect"}', pd), ...answersInToolArguments({ choice: 'cooperate' }, pd)])).toEqual({
      choice: null,
      problem: 'ambiguous',
      namedChoices: ['defect', 'cooperate'],
    });
  });
});

describe('replyInstruction and correction', () => {
  it('name the legal forms and the JSON shape', () => {
    expect(replyInstruction(pd)).toBe('Reply with JSON only, nothing else: {"choice": "<one of: cooperate, defect>"}.');
    expect(replyInstruction(contribute)).toContain('contribute:<0-10>');
    expect(replyInstruction(contribute)).toContain('whole number');
    expect(correction(pd)).toMatch(/^Your reply did not contain a valid choice\. Reply with JSON only/);
  });

  it('after an ambiguous reply, name the choices it gave and ask for one', () => {
    expect(correction(pd, ['cooperate', 'defect'])).toBe(
      `Your reply named two different choices as your answer, "cooperate" and "defect": give exactly one. ${replyInstruction(pd)}`,
    );
    expect(correction(contribute, ['contribute:0', 'contribute:10', 'contribute:7'])).toMatch(
      /^Your reply named 3 different choices as your answer, "contribute:0", "contribute:10" and "contribute:7": give exactly one\./,
    );
  });
});
