// The baseline report's parameters: the attribute to segment by, the demographic filters, minProfiles and alpha.
import { DEMOGRAPHICS, SEGMENT_KEYS, type DemographicKey, type SegmentKey } from './types.ts';
import { words } from './format.ts';

export interface BaselineParams {
  segmentBy: SegmentKey | '';
  filters: Partial<Record<DemographicKey, string>>;
  minProfiles: string;
  alpha: string;
}

export const DEFAULT_PARAMS: BaselineParams = { segmentBy: '', filters: {}, minProfiles: '30', alpha: '0.05' };

/** The query string: empty fields are left out, so the server applies its defaults; it checks every value itself. */
export function queryOf(params: BaselineParams): string {
  const query = new URLSearchParams();
  if (params.segmentBy) query.set('segmentBy', params.segmentBy);
  for (const [key, value] of Object.entries(params.filters)) if (value) query.set(key, value);
  if (params.minProfiles.trim()) query.set('minProfiles', params.minProfiles.trim());
  if (params.alpha.trim()) query.set('alpha', params.alpha.trim());
  return query.toString();
}

const FILTER_KEYS = Object.keys(DEMOGRAPHICS) as DemographicKey[];

export function BaselineFields({ params, onChange }: { params: BaselineParams; onChange: (params: BaselineParams) => void }) {
  const set = (patch: Partial<BaselineParams>) => onChange({ ...params, ...patch });
  return (
    <>
      <div class="fields">
        <div>
          <label for="segment-by">Segment by (required)</label>
          <select id="segment-by" required value={params.segmentBy} onChange={(e) => set({ segmentBy: e.currentTarget.value as SegmentKey | '' })}>
            <option value="">Choose an attribute…</option>
            {SEGMENT_KEYS.map((key) => (
              <option key={key} value={key}>
                {words(key)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label for="min-profiles">Minimum profiles per segment</label>
          <input
            id="min-profiles"
            type="number"
            inputMode="numeric"
            min={10}
            step={1}
            aria-describedby="min-profiles-note"
            value={params.minProfiles}
            onInput={(e) => set({ minProfiles: e.currentTarget.value })}
          />
          <p id="min-profiles-note" class="muted small">
            Default 30; at least 10 (the privacy floor).
          </p>
        </div>
        <div>
          <label for="alpha">Significance level (alpha)</label>
          <input
            id="alpha"
            type="number"
            inputMode="decimal"
            min={0}
            max={0.5}
            step="any"
            aria-describedby="alpha-note"
            value={params.alpha}
            onInput={(e) => set({ alpha: e.currentTarget.value })}
          />
          <p id="alpha-note" class="muted small">
            Default 0.05; above 0, at most 0.5.
          </p>
        </div>
      </div>
      <fieldset>
        <legend>Only profiles with (optional filters)</legend>
        <div class="fields">
          {FILTER_KEYS.map((key) => (
            <div key={key}>
              <label for={`filter-${key}`}>{words(key)}</label>
              <select
                id={`filter-${key}`}
                value={params.filters[key] ?? ''}
                onChange={(e) => set({ filters: { ...params.filters, [key]: e.currentTarget.value } })}
              >
                <option value="">Any</option>
                {DEMOGRAPHICS[key].map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
