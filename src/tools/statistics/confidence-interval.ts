import { ToolError, defineTool } from '../define.ts';
import { MAX_VALUE, ROUNDING_NOTE, confidenceLevelSchema, normalInverse, numberItem, numberOut, sig, tInverse } from '../stats-helpers.ts';

type Inputs = {
  mode: 'mean' | 'proportion';
  confidenceLevel?: number;
  mean?: number;
  standardDeviation?: number;
  n: number;
  sigmaKnown?: boolean;
  successes?: number;
  method?: 'wald' | 'wilson';
};

export default defineTool({
  slug: 'confidence-interval',
  name: 'Confidence interval',
  category: 'statistics',
  description: `Two-sided confidence interval. Mean: mean ± critical × SD/√n, the critical value from Student's t with n − 1 df (sample SD) or the normal distribution when sigmaKnown. Proportion: Wald p̂ ± z·√(p̂(1 − p̂)/n) (may leave 0–1) or Wilson score (default); standardError is √(p̂(1 − p̂)/n) for both. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['mean', 'proportion'], description: 'mean (needs mean and standardDeviation) or proportion (needs successes).' },
      confidenceLevel: confidenceLevelSchema,
      mean: { ...numberItem, description: 'Sample mean, for mode mean.' },
      standardDeviation: { type: 'number', minimum: 0, maximum: MAX_VALUE, description: 'Standard deviation for mode mean: the sample SD, or the population SD with sigmaKnown.' },
      n: { type: 'integer', minimum: 1, maximum: 1e12, description: 'Sample size.' },
      sigmaKnown: { type: 'boolean', default: false, description: 'standardDeviation is the population one (z interval).' },
      successes: { type: 'integer', minimum: 0, maximum: 1e12, description: 'Number of successes out of n, for mode proportion.' },
      method: { type: 'string', enum: ['wald', 'wilson'], default: 'wilson', description: 'Proportion interval: wilson (score interval, the default) or wald.' },
    },
    required: ['mode', 'n'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      estimate: numberOut,
      lower: numberOut,
      upper: numberOut,
      marginOfError: numberOut,
      criticalValue: numberOut,
      standardError: numberOut,
    },
    required: ['estimate', 'lower', 'upper', 'marginOfError', 'criticalValue', 'standardError'],
  },
  examples: [
    {"inputs": {"mode": "mean", "mean": 50, "standardDeviation": 10, "n": 25}, "result": {"estimate": 50, "lower": 45.8722028767, "upper": 54.1277971233, "marginOfError": 4.12779712326, "criticalValue": 2.06389856163, "standardError": 2}},
    {"inputs": {"mode": "mean", "mean": 98.6, "standardDeviation": 0.7, "n": 40, "confidenceLevel": 99, "sigmaKnown": true}, "result": {"estimate": 98.6, "lower": 98.3149079388, "upper": 98.8850920612, "marginOfError": 0.285092061206, "criticalValue": 2.57582930355, "standardError": 0.110679718106}},
    {"inputs": {"mode": "proportion", "successes": 45, "n": 100}, "result": {"estimate": 0.45, "lower": 0.356145379795, "upper": 0.547553970026, "marginOfError": 0.0957042951152, "criticalValue": 1.95996398454, "standardError": 0.0497493718553}},
    {"inputs": {"mode": "proportion", "successes": 45, "n": 100, "method": "wald", "confidenceLevel": 90}, "result": {"estimate": 0.45, "lower": 0.368169565265, "upper": 0.531830434735, "marginOfError": 0.0818304347348, "criticalValue": 1.64485362695, "standardError": 0.0497493718553}},
  ],
  run({ mode, confidenceLevel = 95, mean, standardDeviation, n, sigmaKnown = false, successes, method = 'wilson' }: Inputs) {
    const tail = 1 - (1 - confidenceLevel / 100) / 2;
    let estimate: number;
    let center: number;
    let margin: number;
    let critical: number;
    let standardError: number;
    if (mode === 'mean') {
      if (mean === undefined || standardDeviation === undefined) throw new ToolError('The mean mode needs mean and standardDeviation.');
      if (!sigmaKnown && n < 2) throw new ToolError('A t interval needs n of at least 2 (or sigmaKnown).');
      critical = sigmaKnown ? normalInverse(tail) : tInverse(tail, n - 1);
      standardError = standardDeviation / Math.sqrt(n);
      estimate = center = mean;
      margin = critical * standardError;
    } else {
      if (successes === undefined) throw new ToolError('The proportion mode needs successes.');
      if (successes > n) throw new ToolError('successes cannot exceed n.');
      const p = successes / n;
      critical = normalInverse(tail);
      standardError = Math.sqrt((p * (1 - p)) / n);
      estimate = p;
      if (method === 'wald') {
        center = p;
        margin = critical * standardError;
      } else {
        const z2 = critical * critical;
        const denominator = 1 + z2 / n;
        center = (p + z2 / (2 * n)) / denominator;
        margin = (critical / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
      }
    }
    return {
      estimate: sig(estimate, 'estimate'),
      lower: sig(center - margin, 'lower bound'),
      upper: sig(center + margin, 'upper bound'),
      marginOfError: sig(margin, 'margin of error'),
      criticalValue: sig(critical, 'critical value'),
      standardError: sig(standardError, 'standard error'),
    };
  },
});
