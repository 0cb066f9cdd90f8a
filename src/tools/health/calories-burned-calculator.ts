import { ToolError, defineTool } from '../define.ts';
import { dec, round } from '../health-formulas.ts';

/** MET values from the 2011 Compendium of Physical Activities (Ainsworth et al., Med Sci Sports Exerc 43(8):1575–1581), with their codes. */
const activities = {
  sleeping: 0.95, // 07030
  'sitting-quietly': 1.3, // 07021
  'yoga-hatha': 2.5, // 02150
  'walking-2.5-mph': 3.0, // 17170
  'walking-3-mph': 3.5, // 17190
  'walking-3.5-mph': 4.3, // 17200
  'walking-4-mph': 5.0, // 17220
  'bicycling-leisure-under-10-mph': 4.0, // 01010
  'bicycling-12-14-mph': 8.0, // 01030
  'bicycling-14-16-mph': 10.0, // 01040
  'swimming-laps-moderate': 5.8, // 18240
  'swimming-laps-vigorous': 9.8, // 18230
  'weight-lifting-vigorous': 6.0, // 02050
  hiking: 6.0, // 17080
  basketball: 6.5, // 15055
  jogging: 7.0, // 12020
  'soccer-casual': 7.0, // 15610
  tennis: 7.3, // 15675
  'running-5-mph': 8.3, // 12030
  'running-6-mph': 9.8, // 12050
  'running-7-mph': 11.0, // 12070
  'running-8-mph': 11.8, // 12090
  'running-10-mph': 14.5, // 12120
} as const;

interface Inputs {
  met?: number;
  activity?: keyof typeof activities;
  weightKg: number;
  minutes: number;
}

export default defineTool({
  slug: 'calories-burned-calculator',
  name: 'Calories burned calculator',
  category: 'health',
  description:
    'Energy spent in an activity: MET × 3.5 × body weight (kg) / 200 kcal per minute, times the minutes, rounded half up to 0.1 kcal. Give a MET value or pick an activity; the activities carry the MET values of the 2011 Compendium of Physical Activities (Ainsworth et al. 2011). Gross calories (resting energy included); an estimate, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      met: { type: 'number', minimum: 0.5, maximum: 25, description: 'Metabolic equivalent of the activity (instead of activity).' },
      activity: { type: 'string', enum: Object.keys(activities), description: 'An activity from the 2011 Compendium (instead of met).' },
      weightKg: { type: 'number', exclusiveMinimum: 0, maximum: 700, description: 'Body weight in kg.' },
      minutes: { type: 'number', exclusiveMinimum: 0, maximum: 10080, description: 'Duration in minutes (up to a week).' },
    },
    required: ['weightKg', 'minutes'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      kcal: { type: 'number', description: 'Kilocalories burned (1 decimal).' },
      met: { type: 'number', description: 'The MET value used.' },
    },
    required: ['kcal', 'met'],
  },
  examples: [
    { inputs: { activity: 'running-6-mph', weightKg: 70, minutes: 30 }, result: { kcal: 360.2, met: 9.8 } },
    { inputs: { met: 3.5, weightKg: 82.5, minutes: 45 }, result: { kcal: 227.4, met: 3.5 } },
  ],
  run({ met, activity, weightKg, minutes }: Inputs) {
    if ((met === undefined) === (activity === undefined)) throw new ToolError('Give either "met" or "activity" (one of them).');
    const value = met ?? activities[activity!];
    return { kcal: round(dec(value).times('3.5').times(weightKg).dividedBy(200).times(minutes), 1), met: value };
  },
});
