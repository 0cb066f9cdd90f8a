// A baseline report: per trait, each segment's spread (p5–p95 line, p25–p75 box, median tick, mean diamond) with the
// numbers as a table; the proxies; and the pairwise Welch comparisons with the significant ones marked in words.
import * as Plot from '@observablehq/plot';
import { useCallback } from 'preact/hooks';
import { TableWrap } from './load.tsx';
import { int, num, pValue, words } from './format.ts';
import { labelMargin, PlotFigure } from './PlotFigure.tsx';
import { PROXIES, TRAIT_NAMES, TRAITS, type BaselineReport, type Comparison, type Segment, type Trait, type TraitSummary } from './types.ts';

export function BaselineResults({ report }: { report: BaselineReport }) {
  const filters = Object.entries(report.filters);
  return (
    <section class="card" aria-labelledby="report-title">
      <h2 id="report-title">Report: {words(report.segmentBy)} segments</h2>
      <p>
        {int(report.totalProfiles)} profiles in {report.segments.length} segment{report.segments.length === 1 ? '' : 's'} of at least{' '}
        {int(report.minProfiles)}; alpha {report.alpha}; {filters.length ? `filters: ${filters.map(([k, v]) => `${words(k)} = ${v}`).join(', ')}` : 'no filters'}.
      </p>
      {report.excludedSegments.length > 0 && (
        <p class="muted">Not reported (fewer than {int(report.minProfiles)} profiles, or none): {report.excludedSegments.map((s) => s.segment).join(', ')}.</p>
      )}
      {report.segments.length === 0 ? (
        <p class="notice">No segment has enough profiles for this query. Lower the minimum (not below 10) or remove filters.</p>
      ) : (
        <>
          <h3>Big Five traits by segment</h3>
          <p class="muted small">
            Line: 5th to 95th percentile; box: 25th to 75th; thick tick: median; diamond: mean. All charts share one scale.
          </p>
          <div class="trait-grid">
            {TRAITS.map((trait) => (
              <TraitChart key={trait} trait={trait} segments={report.segments} domain={domainOf(report.segments)} />
            ))}
          </div>
          <ProxiesTable segments={report.segments} />
          <ComparisonsTable comparisons={report.comparisons} alpha={report.alpha} />
        </>
      )}
      <details>
        <summary>Method</summary>
        <dl class="terms">
          {Object.entries(report.meta.method).map(([term, text]) => (
            <div key={term}>
              <dt>{words(term)}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

/** One x range for every trait chart, so their spreads can be compared by eye. */
function domainOf(segments: Segment[]): [number, number] {
  const values = segments.flatMap((s) => TRAITS.flatMap((t) => [s.traits[t].p5, s.traits[t].p95]));
  return [Math.min(...values), Math.max(...values)];
}

type Row = TraitSummary & { segment: string; n: number };

function TraitChart({ trait, segments, domain }: { trait: Trait; segments: Segment[]; domain: [number, number] }) {
  const rows: Row[] = segments.map((s) => ({ segment: s.segment, n: s.n, ...s.traits[trait] }));
  const name = TRAIT_NAMES[trait];
  const draw = useCallback(
    (width: number) =>
      Plot.plot({
        width,
        height: 34 * rows.length + 46,
        marginLeft: labelMargin(rows.map((r) => r.segment), width),
        marginRight: 16,
        ariaLabel: `${name} by segment: percentile chart`,
        ariaDescription: rows.map((r) => `${r.segment}: median ${num(r.p50)}, middle half ${num(r.p25)} to ${num(r.p75)}`).join('; '),
        x: { domain, label: name, grid: true },
        y: { label: null, domain: rows.map((r) => r.segment) },
        marks: [
          Plot.ruleY(rows, { y: 'segment', x1: 'p5', x2: 'p95', stroke: '#4d5561' }),
          Plot.barX(rows, { y: 'segment', x1: 'p25', x2: 'p75', fill: '#cfe2f5', stroke: '#0b5cad', insetTop: 6, insetBottom: 6 }),
          Plot.tickX(rows, { y: 'segment', x: 'p50', stroke: '#1b1f24', strokeWidth: 3, insetTop: 4, insetBottom: 4 }),
          Plot.dot(rows, { y: 'segment', x: 'mean', symbol: 'diamond', fill: '#a4161a', r: 4 }),
        ],
      }),
    [segments, trait, domain[0], domain[1]],
  );
  return (
    <PlotFigure
      class="trait"
      draw={draw}
      caption={`${name} (${trait}): spread of the endgame score in each segment.`}
      table={
        <TableWrap label={`${name} percentiles by segment`}>
          <table>
            <caption class="visually-hidden">{name} by segment</caption>
            <thead>
              <tr>
                <th scope="col">Segment</th>
                {['n', 'Mean', 'SD', 'P5', 'P25', 'Median', 'P75', 'P95'].map((h) => (
                  <th key={h} scope="col" class="num">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.segment}>
                  <th scope="row">{r.segment}</th>
                  <td class="num">{int(r.n)}</td>
                  {[r.mean, r.std, r.p5, r.p25, r.p50, r.p75, r.p95].map((v, i) => (
                    <td key={i} class="num">
                      {num(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      }
    />
  );
}

function ProxiesTable({ segments }: { segments: Segment[] }) {
  return (
    <>
      <h3>Behaviour proxies by segment</h3>
      <TableWrap label="Behaviour proxies by segment">
        <table>
          <caption class="visually-hidden">Mean behaviour proxies by segment (0 to 1)</caption>
          <thead>
            <tr>
              <th scope="col">Segment</th>
              <th scope="col" class="num">
                n
              </th>
              {PROXIES.map((p) => (
                <th key={p} scope="col" class="num">
                  {words(p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {segments.map((s) => (
              <tr key={s.segment}>
                <th scope="row">{s.segment}</th>
                <td class="num">{int(s.n)}</td>
                {PROXIES.map((p) => (
                  <td key={p} class="num">
                    {num(s.proxies[p], 3)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}

export function ComparisonsTable({ comparisons, alpha }: { comparisons: Comparison[]; alpha: number }) {
  const significant = comparisons.filter((c) => c.significant).length;
  const adjusted = comparisons.filter((c) => c.pAdjusted !== null && c.pAdjusted < alpha).length;
  return (
    <>
      <h3 id="comparisons-title">Comparisons between segments</h3>
      {comparisons.length === 0 ? (
        <p class="muted">Only one segment is reported: there is nothing to compare.</p>
      ) : (
        <>
          <p>
            Welch's t-test per trait and pair of segments. <strong>{significant}</strong> of {comparisons.length} differ at p &lt; {alpha}{' '}
            (unadjusted), {adjusted} after Holm–Bonferroni. Significant rows are marked <span class="sig-mark">✱ Significant</span>.
          </p>
          <TableWrap label="Comparisons between segments">
            <table class="comparisons" aria-labelledby="comparisons-title">
              <thead>
                <tr>
                  <th scope="col">Trait</th>
                  <th scope="col">Segment A</th>
                  <th scope="col">Segment B</th>
                  <th scope="col" class="num">
                    Mean diff (A − B)
                  </th>
                  <th scope="col" class="num">
                    t
                  </th>
                  <th scope="col" class="num">
                    df
                  </th>
                  <th scope="col" class="num">
                    p
                  </th>
                  <th scope="col" class="num">
                    p (Holm)
                  </th>
                  <th scope="col" class="num">
                    Cohen's d
                  </th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {comparisons.map((c) => (
                  <tr key={`${c.trait}-${c.segmentA}-${c.segmentB}`} class={c.significant ? 'significant' : undefined}>
                    <th scope="row">{TRAIT_NAMES[c.trait as Trait] ?? c.trait}</th>
                    <td>{c.segmentA}</td>
                    <td>{c.segmentB}</td>
                    <td class="num">{num(c.meanDiff, 3)}</td>
                    <td class="num">{num(c.t)}</td>
                    <td class="num">{num(c.df, 1)}</td>
                    <td class="num">{pValue(c.pValue)}</td>
                    <td class="num">{pValue(c.pAdjusted)}</td>
                    <td class="num">{num(c.cohensD, 3)}</td>
                    <td>{c.significant ? <span class="sig-mark">✱ Significant</span> : <span class="muted">Not significant</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
    </>
  );
}
