import type { Faker } from '@faker-js/faker';
import { faker as sharedFaker } from '@faker-js/faker/locale/en';
import Papa from 'papaparse';
import { ToolError, defineTool, nullable } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

const fields = [
  'id',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'username',
  'phone',
  'address',
  'street',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
  'company',
  'jobTitle',
  'website',
  'ipv4',
  'birthdate',
  'date',
  'iban',
  'creditCard',
  'amount',
  'currency',
  'product',
  'color',
  'sentence',
] as const;
type Field = (typeof fields)[number];

interface Inputs {
  fields: Field[];
  count: number;
  seed?: number;
  at?: string;
  format: 'json' | 'csv';
}

const isoDateTime = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** ISO 8601 date or date-time; a time without an offset is read as UTC (never the server's zone). */
function parseAt(at: string): Date {
  const match = isoDateTime.exec(at.trim());
  if (!match) throw new ToolError('"at" must be an ISO 8601 date-time such as 2024-05-01T12:00:00Z.');
  const [, date, time, zone] = match as unknown as [string, string, string | undefined, string | undefined];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) {
    throw new ToolError(`"at" (${at}) is not a real calendar date.`);
  }
  const timestamp = Date.parse(time === undefined ? `${date}T00:00:00Z` : `${date}T${time}${zone ?? 'Z'}`);
  if (Number.isNaN(timestamp) || year < 1900 || year > 2200) throw new ToolError(`"at" (${at}) must be a real date between the years 1900 and 2200.`);
  return new Date(timestamp);
}

/** A private instance (same English data), so seeding and the reference date never leak into other tools. */
const faker: Faker = new (sharedFaker.constructor as typeof Faker)({ locale: sharedFaker.rawDefinitions });

const fieldDescriptions: Record<Field, string> = {
  id: 'UUID v4.',
  firstName: 'Given name.',
  lastName: 'Family name.',
  fullName: 'First and last name (same person as firstName/lastName/email).',
  email: 'Email address derived from the person’s name.',
  username: 'User name derived from the person’s name.',
  phone: 'US-style phone number.',
  address: 'One-line postal address.',
  street: 'Street address.',
  city: 'City.',
  state: 'US state.',
  zipCode: 'ZIP code.',
  country: 'Country name.',
  latitude: 'Latitude in degrees.',
  longitude: 'Longitude in degrees.',
  company: 'Company name.',
  jobTitle: 'Job title.',
  website: 'Website URL.',
  ipv4: 'IPv4 address.',
  birthdate: 'Date of birth (YYYY-MM-DD), age 18–80 at the reference date.',
  date: 'Date-time within the year before the reference date (ISO 8601).',
  iban: 'IBAN-formatted account number (fake).',
  creditCard: 'Card number passing the Luhn check (fake).',
  amount: 'Money amount with two decimals.',
  currency: 'ISO 4217 currency code.',
  product: 'Product name.',
  color: 'Hex color.',
  sentence: 'Lorem ipsum sentence.',
};

const recordProperties = Object.fromEntries(
  fields.map((field) => [field, { type: field === 'latitude' || field === 'longitude' ? 'number' : 'string', description: fieldDescriptions[field] }]),
);

export default defineTool({
  slug: 'fake-data-generator',
  name: 'Fake data generator',
  category: 'developer',
  draws: ['randomness', 'clock'],
  description:
    'Generates realistic fake records (names, emails, phones, addresses, companies, UUIDs, dates, IBANs…) with Faker for tests and demos; a seed and an `at` reference date make the output reproducible, and CSV output is available.',
  inputSchema: {
    type: 'object',
    properties: {
      fields: {
        type: 'array',
        minItems: 1,
        maxItems: fields.length,
        uniqueItems: true,
        items: { type: 'string', enum: fields },
        default: ['id', 'fullName', 'email', 'phone'],
        description: 'Fields of each record (CSV columns follow this order).',
      },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 10, description: 'Number of records.' },
      seed: seedSchema,
      at: {
        type: 'string',
        maxLength: 64,
        description: 'Reference date-time (ISO 8601) for date and birthdate fields; defaults to now.',
      },
      format: { type: 'string', enum: ['json', 'csv'], default: 'json', description: 'csv also returns the records as CSV text.' },
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      records: {
        type: 'array',
        items: { type: 'object', properties: recordProperties },
        description: 'The generated records, holding exactly the requested fields.',
      },
      csv: nullable({ type: 'string' }, { description: 'The records as CSV with a header row (format csv), else null.' }),
    },
    required: ['records', 'csv'],
  },
  examples: [
    {
      inputs: { fields: ['id', 'fullName', 'email', 'phone'], count: 2, seed: 42, at: '2025-01-01T00:00:00Z', format: 'json' },
      result: {
        records: [
          {
            id: 'b844a4b4-ac19-4b66-8ce4-14d9efb70b18',
            fullName: 'Robyn Crooks',
            email: 'robyn_crooks71@yahoo.com',
            phone: '(679) 419-9628',
          },
          {
            id: '1addd647-8c7a-4a54-a171-c86bbcf55161',
            fullName: 'Boris Cruickshank',
            email: 'boris_cruickshank53@hotmail.com',
            phone: '(246) 947-1980',
          },
        ],
        csv: null,
      },
    },
    {
      inputs: { fields: ['company', 'city', 'birthdate', 'amount'], count: 3, seed: 7, at: '2024-06-30T12:00:00Z', format: 'csv' },
      result: {
        records: [
          {
            company: 'Hahn, Schmidt and Hermann',
            city: 'Andreaneborough',
            birthdate: '1947-11-12',
            amount: '980.63',
          },
          {
            company: 'Keeling - Kautzer',
            city: 'Pinellas Park',
            birthdate: '1967-10-06',
            amount: '1443.13',
          },
          {
            company: 'Moen - Zulauf',
            city: 'Nathanshire',
            birthdate: '1954-03-29',
            amount: '2196.80',
          },
        ],
        csv: 'company,city,birthdate,amount\n"Hahn, Schmidt and Hermann",Andreaneborough,1947-11-12,980.63\nKeeling - Kautzer,Pinellas Park,1967-10-06,1443.13\nMoen - Zulauf,Nathanshire,1954-03-29,2196.80',
      },
    },
  ],
  // Faker takes up to ~0.5 ms per record of every field: too slow for the main thread at the largest inputs.
  heavy: true,
  run({ fields: chosen, count, seed, at, format }: Inputs) {
    const refDate = at === undefined ? new Date() : parseAt(at);
    faker.seed(randomSource(seed).int(0, 2 ** 31 - 1));
    faker.setDefaultRefDate(refDate);
    const records: Array<Record<string, string | number>> = [];
    for (let i = 0; i < count; i++) {
      const sex = faker.person.sexType();
      const firstName = faker.person.firstName(sex);
      const lastName = faker.person.lastName();
      const record: Record<string, string | number> = {};
      for (const field of chosen) {
        switch (field) {
          case 'id': record.id = faker.string.uuid(); break;
          case 'firstName': record.firstName = firstName; break;
          case 'lastName': record.lastName = lastName; break;
          case 'fullName': record.fullName = `${firstName} ${lastName}`; break;
          case 'email': record.email = faker.internet.email({ firstName, lastName }).toLowerCase(); break;
          case 'username': record.username = faker.internet.username({ firstName, lastName }); break;
          case 'phone': record.phone = faker.phone.number({ style: 'national' }); break;
          case 'address':
            record.address = `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode('#####')}`;
            break;
          case 'street': record.street = faker.location.streetAddress(); break;
          case 'city': record.city = faker.location.city(); break;
          case 'state': record.state = faker.location.state(); break;
          case 'zipCode': record.zipCode = faker.location.zipCode('#####'); break;
          case 'country': record.country = faker.location.country(); break;
          case 'latitude': record.latitude = faker.location.latitude({ precision: 5 }); break;
          case 'longitude': record.longitude = faker.location.longitude({ precision: 5 }); break;
          case 'company': record.company = faker.company.name(); break;
          case 'jobTitle': record.jobTitle = faker.person.jobTitle(); break;
          case 'website': record.website = faker.internet.url(); break;
          case 'ipv4': record.ipv4 = faker.internet.ipv4(); break;
          case 'birthdate':
            record.birthdate = faker.date.birthdate({ mode: 'age', min: 18, max: 80, refDate }).toISOString().slice(0, 10);
            break;
          case 'date': record.date = faker.date.past({ years: 1, refDate }).toISOString(); break;
          case 'iban': record.iban = faker.finance.iban({ formatted: true }); break;
          case 'creditCard': record.creditCard = faker.finance.creditCardNumber(); break;
          case 'amount': record.amount = faker.finance.amount({ min: 1, max: 5000, dec: 2 }); break;
          case 'currency': record.currency = faker.finance.currencyCode(); break;
          case 'product': record.product = faker.commerce.productName(); break;
          case 'color': record.color = faker.color.rgb(); break;
          case 'sentence': record.sentence = faker.lorem.sentence(); break;
        }
      }
      records.push(record);
    }
    const csv = format === 'csv' ? Papa.unparse({ fields: chosen as string[], data: records.map((record) => chosen.map((field) => record[field])) }, { newline: '\n' }) : null;
    return { records, csv };
  },
});
