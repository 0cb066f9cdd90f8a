import { defineTool } from '../define.ts';
import { Decimal, halfUp, minorUnitDigits } from '../finance-pricing.ts';
import { attempt } from '../input.ts';

export default defineTool({
  slug: 'currency-formatter',
  name: 'Currency formatter',
  category: 'finance',
  description:
    'Formats an exact decimal amount as money in a locale with Intl.NumberFormat: the amount is first rounded half up to the currency\'s minor unit (ISO 4217 digits from ICU: JPY 0, EUR 2, KWD 3). Output follows the ICU/CLDR data of Node 20 (ICU 78.2) and may change with other ICU versions; it contains the locale\'s own characters, e.g. the no-break space U+00A0 in "1.234,56 €" (de-DE) or U+202F in fr-FR. An unsupported but well-formed locale falls back to the default one (see resolvedLocale).',
  inputSchema: {
    type: 'object',
    properties: {
      amount: { type: 'string', pattern: '^[+-]?[0-9]{1,18}(\\.[0-9]{1,18})?$', maxLength: 40, description: 'Decimal string, e.g. "1234.56".' },
      currency: { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code, e.g. EUR.' },
      locale: { type: 'string', pattern: '^[A-Za-z0-9-]{2,35}$', default: 'en-US', description: 'BCP 47 tag, e.g. de-DE.' },
      display: { type: 'string', enum: ['symbol', 'narrowSymbol', 'code', 'name'], default: 'symbol', description: 'How the currency is shown: symbol (US$ or $ per locale, the default), narrowSymbol ($), code (USD) or name (US dollars).' },
      accounting: { type: 'boolean', default: false, description: 'Negative amounts in the locale\'s accounting style, e.g. ($1.00).' },
    },
    required: ['amount', 'currency'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string' },
      minorUnitDigits: { type: 'integer', description: 'Fraction digits of the currency.' },
      roundedAmount: { type: 'string', description: 'The amount rounded half up to the minor unit, as a decimal string.' },
      resolvedLocale: { type: 'string', description: 'The locale ICU actually used.' },
    },
    required: ['formatted', 'minorUnitDigits', 'roundedAmount', 'resolvedLocale'],
  },
  examples: [
    // Expected strings: TOOLS-PLAN §5 measurements on node 20.20.2 / ICU 78.2, rebuilt from the CLDR patterns in
    // test/reference/finance_pricing.py. Note the U+00A0 before € and the fullwidth yen sign U+FFE5 of ja.
    { inputs: { amount: '1234.56', currency: 'EUR', locale: 'de-DE' }, result: { formatted: '1.234,56\u00a0€', minorUnitDigits: 2, roundedAmount: '1234.56', resolvedLocale: 'de-DE' } },
    { inputs: { amount: '1234567.891', currency: 'INR', locale: 'en-IN' }, result: { formatted: '₹12,34,567.89', minorUnitDigits: 2, roundedAmount: '1234567.89', resolvedLocale: 'en-IN' } },
    { inputs: { amount: '1234.5', currency: 'JPY', locale: 'ja-JP' }, result: { formatted: '\uffe51,235', minorUnitDigits: 0, roundedAmount: '1235', resolvedLocale: 'ja-JP' } },
    { inputs: { amount: '-1234.5', currency: 'USD', accounting: true }, result: { formatted: '($1,234.50)', minorUnitDigits: 2, roundedAmount: '-1234.50', resolvedLocale: 'en-US' } },
  ],
  run({ amount, currency, locale = 'en-US', display = 'symbol', accounting = false }: { amount: string; currency: string; locale?: string; display?: 'symbol' | 'narrowSymbol' | 'code' | 'name'; accounting?: boolean }) {
    const digits = minorUnitDigits(currency);
    const format = attempt(`Cannot format for locale "${locale}"`, () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency.toUpperCase(),
        currencyDisplay: display,
        currencySign: accounting ? 'accounting' : 'standard',
      }),
    );
    // decimal.js toFixed: the exact digits of the already rounded amount (not Number#toFixed).
    let rounded = halfUp(new Decimal(amount), digits);
    if (rounded.isZero()) rounded = new Decimal(0);
    const roundedAmount = rounded.toFixed(digits);
    return {
      formatted: format.format(roundedAmount as unknown as number),
      minorUnitDigits: digits,
      roundedAmount,
      resolvedLocale: format.resolvedOptions().locale,
    };
  },
});
