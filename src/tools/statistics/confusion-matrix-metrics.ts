import { defineTool } from '../define.ts';
import { ROUNDING_NOTE, nullableNumberOut, sig } from '../stats-helpers.ts';

const MAX_COUNT = 1e12;
const count = (description: string) => ({ type: 'integer', minimum: 0, maximum: MAX_COUNT, description });

/** numerator / denominator rounded to 12 significant digits, null when the denominator is 0. */
const ratio = (numerator: number, denominator: number, what: string) => (denominator === 0 ? null : sig(numerator / denominator, what));

export default defineTool({
  slug: 'confusion-matrix-metrics',
  name: 'Confusion matrix metrics',
  category: 'statistics',
  description: `Precision, recall, F1 and the other binary-classification metrics of a confusion matrix (true/false positives and negatives), with scikit-learn's definitions: accuracy (tp + tn)/total, precision tp/(tp + fp), recall (sensitivity, TPR) tp/(tp + fn), specificity (TNR) tn/(tn + fp), f1 2tp/(2tp + fp + fn), npv tn/(tn + fn), fpr fp/(fp + tn), fnr fn/(fn + tp), mcc (tp·tn − fp·fn)/√((tp + fp)(tp + fn)(tn + fp)(tn + fn)) (Matthews correlation; numerator in exact integers), balancedAccuracy (recall + specificity)/2, prevalence (tp + fn)/total. A metric is null where its denominator is 0 (scikit-learn warns and returns 0 there; mcc also when any of the four sums is 0). ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      tp: count('True positives: positives predicted positive (0 to 10¹²).'),
      fp: count('False positives: negatives predicted positive (0 to 10¹²).'),
      fn: count('False negatives: positives predicted negative (0 to 10¹²).'),
      tn: count('True negatives: negatives predicted negative (0 to 10¹²).'),
    },
    required: ['tp', 'fp', 'fn', 'tn'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      total: { type: 'integer' },
      accuracy: nullableNumberOut,
      precision: nullableNumberOut,
      recall: nullableNumberOut,
      specificity: nullableNumberOut,
      f1: nullableNumberOut,
      npv: nullableNumberOut,
      fpr: nullableNumberOut,
      fnr: nullableNumberOut,
      mcc: nullableNumberOut,
      balancedAccuracy: nullableNumberOut,
      prevalence: nullableNumberOut,
    },
    required: ['total', 'accuracy', 'precision', 'recall', 'specificity', 'f1', 'npv', 'fpr', 'fnr', 'mcc', 'balancedAccuracy', 'prevalence'],
  },
  examples: [
    {"inputs": {"tp": 90, "fp": 10, "fn": 20, "tn": 880}, "result": {"total": 1000, "accuracy": 0.97, "precision": 0.9, "recall": 0.818181818182, "specificity": 0.988764044944, "f1": 0.857142857143, "npv": 0.977777777778, "fpr": 0.0112359550562, "fnr": 0.181818181818, "mcc": 0.841616983266, "balancedAccuracy": 0.903472931563, "prevalence": 0.11}},
    {"inputs": {"tp": 45, "fp": 15, "fn": 5, "tn": 35}, "result": {"total": 100, "accuracy": 0.8, "precision": 0.75, "recall": 0.9, "specificity": 0.7, "f1": 0.818181818182, "npv": 0.875, "fpr": 0.3, "fnr": 0.1, "mcc": 0.612372435696, "balancedAccuracy": 0.8, "prevalence": 0.5}},
    {"inputs": {"tp": 0, "fp": 0, "fn": 5, "tn": 95}, "result": {"total": 100, "accuracy": 0.95, "precision": null, "recall": 0, "specificity": 1, "f1": 0, "npv": 0.95, "fpr": 0, "fnr": 1, "mcc": null, "balancedAccuracy": 0.5, "prevalence": 0.05}},
  ],
  run({ tp, fp, fn, tn }: { tp: number; fp: number; fn: number; tn: number }) {
    const total = tp + fp + fn + tn;
    const positives = tp + fn;
    const negatives = tn + fp;
    const predictedPositive = tp + fp;
    const predictedNegative = tn + fn;
    const recall = positives === 0 ? null : tp / positives;
    const specificity = negatives === 0 ? null : tn / negatives;
    const mccDenominator = predictedPositive * positives * negatives * predictedNegative;
    const mccNumerator = Number(BigInt(tp) * BigInt(tn) - BigInt(fp) * BigInt(fn));
    return {
      total,
      accuracy: ratio(tp + tn, total, 'accuracy'),
      precision: ratio(tp, predictedPositive, 'precision'),
      recall: ratio(tp, positives, 'recall'),
      specificity: ratio(tn, negatives, 'specificity'),
      f1: ratio(2 * tp, 2 * tp + fp + fn, 'F1'),
      npv: ratio(tn, predictedNegative, 'NPV'),
      fpr: ratio(fp, negatives, 'FPR'),
      fnr: ratio(fn, positives, 'FNR'),
      mcc: mccDenominator === 0 ? null : sig(Math.max(-1, Math.min(1, mccNumerator / Math.sqrt(mccDenominator))), 'MCC'),
      balancedAccuracy: recall === null || specificity === null ? null : sig((recall + specificity) / 2, 'balanced accuracy'),
      prevalence: ratio(positives, total, 'prevalence'),
    };
  },
});
