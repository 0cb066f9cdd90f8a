import { ParseError, isSupportedCountry, parsePhoneNumberWithError, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { ToolError, defineTool, nullable } from '../define.ts';

interface Inputs {
  number: string;
  country?: string;
}

const parseErrors: Record<string, string> = {
  NOT_A_NUMBER: 'No phone number was found in the text.',
  INVALID_COUNTRY: 'The country is unknown: start the number with + and the country calling code, or give "country".',
  TOO_SHORT: 'The number is too short to be a phone number.',
  TOO_LONG: 'The number is too long to be a phone number.',
  INVALID_LENGTH: 'The number has an impossible length.',
};

export default defineTool({
  slug: 'phone-number-parser',
  name: 'Phone number parser',
  category: 'developer',
  description:
    'Parses a phone number written in any common style (international with +, or national with a default country) using Google\'s libphonenumber metadata: E.164, national and international formats, tel: URI, line type (mobile, fixed line, toll-free…), extension and validity.',
  inputSchema: {
    type: 'object',
    properties: {
      number: { type: 'string', minLength: 1, maxLength: 200, description: 'The phone number, e.g. "+44 20 7946 0958" or "(415) 555-2671".' },
      country: {
        type: 'string',
        pattern: '^[A-Za-z]{2}$',
        description: 'ISO 3166-1 alpha-2 country for numbers written without a + prefix, e.g. "US" or "DE".',
      },
    },
    required: ['number'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'Whether the number matches a known numbering plan (length and prefix).' },
      possible: { type: 'boolean', description: 'Whether the length is possible for the country (a weaker check).' },
      country: nullable({ type: 'string' }, { description: 'ISO country code; null when the calling code is shared and the number does not tell.' }),
      countryCallingCode: { type: 'string', description: 'The calling code without +, e.g. "44".' },
      nationalNumber: { type: 'string', description: 'The significant national number (digits only).' },
      e164: { type: 'string', description: 'E.164 form, e.g. +442079460958.' },
      national: { type: 'string', description: 'Formatted as dialled within the country.' },
      international: { type: 'string', description: 'Formatted for international dialling.' },
      uri: { type: 'string', description: 'RFC 3966 tel: URI.' },
      type: nullable(
        { type: 'string' },
        {
          description:
            'Line type: fixed_line, mobile, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail; null when unknown.',
        },
      ),
      extension: nullable({ type: 'string' }),
      possibleCountries: { type: 'array', items: { type: 'string' }, description: 'Countries the number could belong to.' },
    },
    required: ['valid', 'possible', 'country', 'countryCallingCode', 'nationalNumber', 'e164', 'national', 'international', 'uri', 'type', 'extension', 'possibleCountries'],
  },
  examples: [
    {
      inputs: { number: '(415) 555-2671', country: 'US' },
      result: {
        valid: true,
        possible: true,
        country: 'US',
        countryCallingCode: '1',
        nationalNumber: '4155552671',
        e164: '+14155552671',
        national: '(415) 555-2671',
        international: '+1 415 555 2671',
        uri: 'tel:+14155552671',
        type: 'fixed_line_or_mobile',
        extension: null,
        possibleCountries: ['US'],
      },
    },
    {
      inputs: { number: '+49 1511 2345678' },
      result: {
        valid: true,
        possible: true,
        country: 'DE',
        countryCallingCode: '49',
        nationalNumber: '15112345678',
        e164: '+4915112345678',
        national: '01511 2345678',
        international: '+49 1511 2345678',
        uri: 'tel:+4915112345678',
        type: 'mobile',
        extension: null,
        possibleCountries: ['DE'],
      },
    },
    {
      inputs: { number: '020 7946 0958 ext. 12', country: 'gb' },
      result: {
        valid: true,
        possible: true,
        country: 'GB',
        countryCallingCode: '44',
        nationalNumber: '2079460958',
        e164: '+442079460958',
        national: '020 7946 0958 x12',
        international: '+44 20 7946 0958 x12',
        uri: 'tel:+442079460958;ext=12',
        type: 'fixed_line',
        extension: '12',
        possibleCountries: ['GB'],
      },
    },
  ],
  run({ number, country }: Inputs) {
    const defaultCountry = country?.toUpperCase();
    if (defaultCountry !== undefined && !isSupportedCountry(defaultCountry)) {
      throw new ToolError(`"${country}" is not a country with known phone numbering; use an ISO 3166-1 alpha-2 code such as US, GB or DE.`);
    }
    let phone: PhoneNumber;
    try {
      phone = parsePhoneNumberWithError(number, defaultCountry as CountryCode | undefined);
    } catch (error) {
      if (error instanceof ParseError) throw new ToolError(parseErrors[error.message] ?? `The phone number could not be parsed (${error.message}).`);
      throw new ToolError(`The phone number could not be parsed: ${String((error as Error)?.message ?? error).slice(0, 200)}`);
    }
    const type = phone.getType();
    return {
      valid: phone.isValid(),
      possible: phone.isPossible(),
      country: phone.country ?? null,
      countryCallingCode: String(phone.countryCallingCode),
      nationalNumber: String(phone.nationalNumber),
      e164: String(phone.number),
      national: phone.formatNational(),
      international: phone.formatInternational(),
      uri: phone.getURI(),
      type: type ? type.toLowerCase() : null,
      extension: phone.ext ?? null,
      possibleCountries: [...phone.getPossibleCountries()],
    };
  },
});
