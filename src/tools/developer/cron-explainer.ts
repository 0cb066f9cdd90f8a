import cronstrue from 'cronstrue';
import { ToolError, defineTool } from '../define.ts';

const fieldNames: Record<number, string[]> = {
  5: ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
  6: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'],
  7: ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'],
};

interface Inputs {
  expression: string;
  use24HourTime: boolean;
  verbose: boolean;
}

export default defineTool({
  slug: 'cron-explainer',
  name: 'Cron expression explainer',
  category: 'developer',
  description:
    'Describes a cron expression in plain English. Accepts 5 fields (minute to day of week), 6 (seconds first) or 7 (seconds and year, Quartz style), the L, W, # and ? extensions and the @daily-style macros.',
  inputSchema: {
    type: 'object',
    properties: {
      expression: { type: 'string', minLength: 1, maxLength: 500, description: 'The cron expression, e.g. "*/15 9-17 * * 1-5".' },
      use24HourTime: { type: 'boolean', default: false, description: 'Write times as 14:30 rather than 02:30 PM.' },
      verbose: { type: 'boolean', default: false, description: 'Spell out every field, e.g. "every hour, every day".' },
    },
    required: ['expression'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      description: { type: 'string', description: 'The schedule in English.' },
      fields: {
        type: 'array',
        description: 'The expression split into its named fields (empty for @-macros).',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'second, minute, hour, dayOfMonth, month, dayOfWeek or year.' },
            value: { type: 'string' },
          },
          required: ['name', 'value'],
        },
      },
    },
    required: ['description', 'fields'],
  },
  examples: [
    {
      inputs: { expression: '*/15 9-17 * * 1-5', use24HourTime: false, verbose: false },
      result: {
        description: 'Every 15 minutes, between 09:00 AM and 05:59 PM, Monday through Friday',
        fields: [
          { name: 'minute', value: '*/15' },
          { name: 'hour', value: '9-17' },
          { name: 'dayOfMonth', value: '*' },
          { name: 'month', value: '*' },
          { name: 'dayOfWeek', value: '1-5' },
        ],
      },
    },
    {
      inputs: { expression: '0 30 18 L * ? *', use24HourTime: true, verbose: false },
      result: {
        description: 'At 18:30, on the last day of the month',
        fields: [
          { name: 'second', value: '0' },
          { name: 'minute', value: '30' },
          { name: 'hour', value: '18' },
          { name: 'dayOfMonth', value: 'L' },
          { name: 'month', value: '*' },
          { name: 'dayOfWeek', value: '?' },
          { name: 'year', value: '*' },
        ],
      },
    },
    {
      inputs: { expression: '@weekly', use24HourTime: true, verbose: false },
      result: { description: 'At 00:00, only on Sunday', fields: [] },
    },
    {
      inputs: { expression: '30 * * * *', use24HourTime: false, verbose: true },
      result: {
        description: 'At 30 minutes past the hour, every hour, every day',
        fields: [
          { name: 'minute', value: '30' },
          { name: 'hour', value: '*' },
          { name: 'dayOfMonth', value: '*' },
          { name: 'month', value: '*' },
          { name: 'dayOfWeek', value: '*' },
        ],
      },
    },
  ],
  run({ expression, use24HourTime, verbose }: Inputs) {
    let description: string;
    try {
      description = cronstrue.toString(expression, {
        throwExceptionOnParseError: true,
        use24HourTimeFormat: use24HourTime,
        verbose,
      });
    } catch (error) {
      const reason = String(error instanceof Error ? error.message : error).replace(/^Error:\s*/, '');
      throw new ToolError(`Invalid cron expression: ${reason.slice(0, 300)}`);
    }
    const trimmed = expression.trim();
    const parts = trimmed.startsWith('@') ? [] : trimmed.split(/\s+/);
    const names = fieldNames[parts.length] ?? [];
    return { description, fields: names.map((name, i) => ({ name, value: parts[i]! })) };
  },
});
