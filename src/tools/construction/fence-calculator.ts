import { exact, nearest } from '../exact-fraction.ts';
import { defineTool, nullable } from '../define.ts';

// Pickets are measured in the small unit of each system: 12 in per ft, 100 cm per m.
const SMALL_PER_LARGE = { imperial: 12, metric: 100 } as const;

interface Inputs {
  length: number;
  postSpacing: number;
  railsPerSection?: number;
  picketWidth?: number;
  picketGap?: number;
  unit?: 'imperial' | 'metric';
}

export default defineTool({
  slug: 'fence-calculator',
  name: 'Fence calculator',
  category: 'construction',
  description:
    'Posts, rails and pickets for one straight run of fence (no gates, corners or ends other than the two posts): sections = ⌈length / maximum post spacing⌉, posts = sections + 1, rails = sections × rails per section (default 2), pickets = ⌈length / (picket width + gap)⌉; every ceiling is taken on exact values, so an exact multiple never adds a section or a picket. Imperial: length and spacing in feet, picket width and gap in inches; metric: meters and centimeters. Concrete per post, gates and corner posts are not included; for several runs, add them up.',
  inputSchema: {
    type: 'object',
    properties: {
      length: { type: 'number', exclusiveMinimum: 0, maximum: 100000, description: 'Length of the run, ft (imperial) or m (metric).' },
      postSpacing: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Largest distance between posts, ft or m.' },
      railsPerSection: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Horizontal rails in each section (default 2).' },
      picketWidth: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Picket width, in (imperial) or cm (metric); gives `pickets` when set.' },
      picketGap: { type: 'number', minimum: 0, maximum: 1000, default: 0, description: 'Gap between pickets, in or cm (default 0, a closed fence).' },
      unit: { type: 'string', enum: ['imperial', 'metric'], default: 'imperial', description: 'imperial (default: ft and in) or metric (m and cm).' },
    },
    required: ['length', 'postSpacing'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      sections: { type: 'integer', description: 'Sections between posts.' },
      posts: { type: 'integer', description: 'Posts: sections + 1.' },
      rails: { type: 'integer', description: 'Rails: sections × rails per section.' },
      pickets: nullable({ type: 'integer' }, { description: 'Pickets, rounded up; null without picketWidth.' }),
    },
    required: ['sections', 'posts', 'rails', 'pickets'],
  },
  examples: [
    { inputs: { length: 100, postSpacing: 8, picketWidth: 3.5, picketGap: 0.5 }, result: { sections: 13, posts: 14, rails: 26, pickets: 300 } },
    { inputs: { length: 21.6, postSpacing: 2.4, railsPerSection: 3, picketWidth: 9, picketGap: 3, unit: 'metric' }, result: { sections: 9, posts: 10, rails: 27, pickets: 180 } },
    { inputs: { length: 50, postSpacing: 6 }, result: { sections: 9, posts: 10, rails: 18, pickets: null } },
  ],
  run({ length, postSpacing, railsPerSection = 2, picketWidth, picketGap = 0, unit = 'imperial' }: Inputs) {
    const run = exact(length);
    const sections = run.div(exact(postSpacing)).ceil();
    const pickets = picketWidth === undefined ? null : run.mul(SMALL_PER_LARGE[unit]).div(exact(picketWidth).add(exact(picketGap))).ceil();
    return {
      sections: nearest(sections, 'number of sections'),
      posts: nearest(sections.add(1), 'number of posts'),
      rails: nearest(sections.mul(railsPerSection), 'number of rails'),
      pickets: pickets === null ? null : nearest(pickets, 'number of pickets'),
    };
  },
});
