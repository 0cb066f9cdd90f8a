// The data validators' refusals and edge cases. Examples run in catalog.test.ts.
import { describe, expect, it } from 'vitest';
import { ISO_3166 } from '../../src/tools/iso-3166.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const outcome = await run(tool(slug), inputs);
  expect(outcome.invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(outcome.error, JSON.stringify(inputs)).toBeUndefined();
  return outcome.result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid, JSON.stringify(inputs)).toBe(true);

describe('data validators', () => {
  it('isbn-validator: shapes, X, prefixes', async () => {
    await invalid('isbn-validator', { isbn: '0-306-40615' }); // 9 characters
    await invalid('isbn-validator', { isbn: '978030640615X' }); // X only ends an ISBN-10
    await invalid('isbn-validator', { isbn: '03064X6152' });
    await invalid('isbn-validator', { isbn: '' });
    await refuses('isbn-validator', { isbn: '4006381333931' }, /begins with 978 or 979/);
    expect(await result('isbn-validator', { isbn: '0306406153' })).toMatchObject({ valid: false, checkDigit: '3', expectedCheckDigit: '2', isbn10: '0306406152' });
    // 1-84356-028-3 (published example of an ISBN-10) and its ISBN-13
    expect(await result('isbn-validator', { isbn: '1-84356-028-3' })).toMatchObject({ valid: true, isbn13: '9781843560289' });
  });

  it('barcode-check-digit: lengths per mode, zero check digit', async () => {
    await refuses('barcode-check-digit', { code: '1234567' }, /8, 12, 13, 14 or 18 digits/);
    await refuses('barcode-check-digit', { code: '12345678', mode: 'compute' }, /7, 11, 12, 13 or 17 digits/);
    await invalid('barcode-check-digit', { code: '12345a78' });
    await invalid('barcode-check-digit', { code: ' - ' });
    expect(await result('barcode-check-digit', { code: '0000000', mode: 'compute' })).toMatchObject({ expectedCheckDigit: 0, code: '00000000', type: 'gtin-8' });
    // GS1 worked example: GTIN-14 1 0614141 00001 ? → 9
    expect(await result('barcode-check-digit', { code: '1061414100001', mode: 'compute' })).toMatchObject({ code: '10614141000019', gtin14: '10614141000019', type: 'gtin-14' });
  });

  it('luhn-checksum: bounds', async () => {
    await refuses('luhn-checksum', { number: '7' }, /at least 2 digits/);
    expect(await result('luhn-checksum', { number: '7', mode: 'compute' })).toEqual({ valid: null, checkDigit: null, expectedCheckDigit: 5, full: '75' });
    expect(await result('luhn-checksum', { number: '00' })).toMatchObject({ valid: true });
    expect(await result('luhn-checksum', { number: '4111 1111 1111 1111' })).toMatchObject({ valid: true });
    await invalid('luhn-checksum', { number: '1'.repeat(101) });
    expect(await result('luhn-checksum', { number: '9'.repeat(100), mode: 'compute' })).toMatchObject({ full: expect.stringMatching(/^9{100}\d$/) });
  });

  it('vin-decoder: characters, year codes, unassigned ranges', async () => {
    await invalid('vin-decoder', { vin: '1M8GDM9AXKP04278' });
    await invalid('vin-decoder', { vin: '1M8GDM9AXKP04278O' }); // O is no VIN character
    await invalid('vin-decoder', { vin: 'IM8GDM9AXKP042788' });
    expect(await result('vin-decoder', { vin: '1m8gdm9axkp042788' })).toMatchObject({ valid: true, wmi: '1M8' });
    // position 10 = 0: no model year; position 1 = 0: no region or country
    expect(await result('vin-decoder', { vin: '0A000000700000000' })).toMatchObject({ region: null, country: null, modelYears: [], modelYear: null, valid: true });
    // position 7 a letter → the later candidate
    expect(await result('vin-decoder', { vin: '5YJ3E1EA7KF000000' })).toMatchObject({ modelYears: [1989, 2019], modelYear: 2019, country: 'United States' });
    expect(await result('vin-decoder', { vin: 'AP000000000000000' })).toMatchObject({ region: 'africa', country: null });
    expect(await result('vin-decoder', { vin: 'Z2000000000000000' })).toMatchObject({ country: 'Slovenia' });
  });

  it('vat-number-validator: published valid numbers of every covered country', async () => {
    // TOOLS-PLAN-2 §6 references and the national/stdnum documentation samples (also checked in test/reference/data.py).
    const published = ['DE136695976', 'FR40303265045', 'IT00743110157', 'GB980780684', 'ATU13585627', 'BE0403019261', 'BE403019261',
      'BG175074752', 'CY10259033P', 'CZ25123891', 'DK13585628', 'EE100931558', 'EL094259216', 'GR094259216', 'ESA13585625', 'ESX5253868R',
      'FI20774740', 'HR33392005961', 'HU12892312', 'IE6433435F', 'IE8D79739I', 'LT119511515', 'LU15027442', 'LV40003521600',
      'MT11679112', 'NL004495445B01', 'PL8567346215', 'PT501964843', 'RO18547290', 'SE123456789701', 'SI50223054', 'SK2022749619',
      'CHE-107.787.577 IVA', 'NO 995 525 828 MVA', 'XI980780684'];
    for (const vatNumber of published) expect(await result('vat-number-validator', { vatNumber }), vatNumber).toMatchObject({ valid: true, checksumValid: true });
    expect(await result('vat-number-validator', { vatNumber: 'GR094259216' })).toMatchObject({ countryCode: 'EL' });
    expect(await result('vat-number-validator', { vatNumber: 'BE403019261' })).toMatchObject({ number: '0403019261' });
  });

  it('vat-number-validator: wrong checks, formats, nulls and refusals', async () => {
    expect(await result('vat-number-validator', { vatNumber: 'ATU13585626' })).toMatchObject({ valid: false, checksumValid: false });
    expect(await result('vat-number-validator', { vatNumber: 'SI50223055' })).toMatchObject({ valid: false, checksumValid: false });
    expect(await result('vat-number-validator', { vatNumber: 'DE12345678' })).toEqual({ valid: false, countryCode: 'DE', number: '12345678', formatValid: false, checksumValid: null });
    expect(await result('vat-number-validator', { vatNumber: 'FRAB303265045' })).toMatchObject({ valid: true, checksumValid: null });
    expect(await result('vat-number-validator', { vatNumber: 'GBGD001' })).toMatchObject({ valid: true, checksumValid: null });
    expect(await result('vat-number-validator', { vatNumber: 'LV01017012345' })).toMatchObject({ checksumValid: null });
    expect(await result('vat-number-validator', { vatNumber: 'B64717838', country: 'es' })).toMatchObject({ countryCode: 'ES', number: 'B64717838' });
    await refuses('vat-number-validator', { vatNumber: '136695976' }, /give country/);
    await refuses('vat-number-validator', { vatNumber: 'US136695976' }, /Unknown VAT prefix US/);
    await refuses('vat-number-validator', { vatNumber: 'DE136695976', country: 'FR' }, /prefix DE but country says FR/);
    await refuses('vat-number-validator', { vatNumber: '136695976', country: 'US' }, /No VAT rules for US/);
    await invalid('vat-number-validator', { vatNumber: 'DE136695976', country: 'DEU' });
  });

  it('country-code-lookup: the table and the lookups', async () => {
    expect(ISO_3166).toHaveLength(249);
    expect(new Set(ISO_3166.map((row) => row[0])).size).toBe(249);
    expect(new Set(ISO_3166.map((row) => row[1])).size).toBe(249);
    expect(new Set(ISO_3166.map((row) => row[2])).size).toBe(249);
    expect(await result('country-code-lookup', { query: '76' })).toMatchObject({ alpha2: 'BR', numeric: '076' });
    expect(await result('country-code-lookup', { query: 'south korea' })).toMatchObject({ alpha2: 'KR' });
    expect(await result('country-code-lookup', { query: 'Usa' })).toMatchObject({ alpha2: 'US' });
    expect(await result('country-code-lookup', { query: 'Ger' })).toMatchObject({ alpha2: 'DE', matches: [] });
    await refuses('country-code-lookup', { query: 'XX' }, /not an ISO 3166-1 alpha-2 code/);
    await refuses('country-code-lookup', { query: '999' }, /not an ISO 3166-1 numeric code/);
    await refuses('country-code-lookup', { query: 'Atlantis' }, /No ISO 3166-1 country/);
    await refuses('country-code-lookup', { query: 'DE', locale: 'en-a' }, /BCP 47/);
    // every row gets a CLDR name in English from node's ICU
    for (const [alpha2] of ISO_3166) expect((await result('country-code-lookup', { query: alpha2, locale: 'en' })).localizedName, alpha2).not.toBe(alpha2);
  });

  it('answers hostile strings with a 400, a 422 or a result, never a crash', async () => {
    const hostile = ['', ' ', '-', 'X', '0', '0'.repeat(17), '9'.repeat(18), 'Z'.repeat(17), 'ÄÖÜ', '١٢٣', 'GBGD', 'CHE', 'NOMVA', 'ES', 'IE+', '__proto__', 'constructor', '0'.repeat(40), ' -'.repeat(20)];
    const cases: Array<[string, string]> = [['isbn-validator', 'isbn'], ['barcode-check-digit', 'code'], ['vin-decoder', 'vin'], ['luhn-checksum', 'number'], ['vat-number-validator', 'vatNumber'], ['country-code-lookup', 'query']];
    for (const [slug, field] of cases) {
      for (const text of hostile) {
        for (const extra of [{}, slug === 'vat-number-validator' ? { country: 'gb' } : slug === 'country-code-lookup' ? { locale: 'ar' } : { mode: 'compute' }]) {
          const inputs = { [field]: text, ...extra };
          if (slug !== 'barcode-check-digit' && slug !== 'luhn-checksum' && 'mode' in extra) continue;
          const outcome = await run(tool(slug), inputs);
          expect(outcome.invalid || typeof outcome.error === 'string' || outcome.result !== undefined, `${slug} ${JSON.stringify(inputs)}`).toBe(true);
        }
      }
    }
  });
});
