// The tool categories; a tool's folder under src/tools must be one of these ids.

export const categories = {
  text: 'Text',
  developer: 'Developer',
  encoding: 'Encoding',
  security: 'Security',
  math: 'Math',
  finance: 'Finance',
  dates: 'Dates & time',
  units: 'Units',
  statistics: 'Statistics',
  color: 'Color',
  health: 'Health & fitness',
  science: 'Science & engineering',
  everyday: 'Everyday',
  network: 'Network',
  data: 'Data validators',
  electronics: 'Electronics',
  construction: 'Home & construction',
} as const;

export type CategoryId = keyof typeof categories;

export const isCategory = (id: string): id is CategoryId => Object.hasOwn(categories, id);
