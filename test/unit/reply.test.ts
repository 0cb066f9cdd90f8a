// parseChoice: the reply formats a model may use, and the replies that must not pass as a choice.
import { describe, expect, it } from 'vitest';
import { correction, parseChoice, replyInstruction } from '../../src/battery/agents/reply.ts';
import { CHOICES } from '../../src/research/games.ts';

const pd = CHOICES['prisoners-dilemma'];
const contribute = CHOICES['public-goods'];
const returnOnly = [{ prefix: 'return', min: 0, max: 30 }] as const;
const ultimatum = CHOICES['ultimatum-game'];

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

  it('takes the first legal candidate when a reply holds several', () => {
    expect(parseChoice('{"choice": "maybe"} then {"choice": "defect"}', pd)).toBe('defect');
    expect(parseChoice('{"note": {"choice": "x"}, "choice": "cooperate"}', pd)).toBe('cooperate');
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
