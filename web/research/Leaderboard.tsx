// The benchmark leaderboard: a table sortable by any column (buttons in the headers, aria-sort on the sorted one),
// the top 25 rows at first and every row on request, since production may rank hundreds of models. Each row says in
// words who held the environment (SPEC §6 "Trust") and how many fallback moves its run has. Two orders (issue 40):
// by the mean over every run of the model, abandoned tables included (the research view, shown first), or by the top
// run (the seed's order); rows whose intervals overlap share a tie group, since the data cannot order them. Two
// intervals, labelled apart: the top run's own over its episodes beside its overall, and the interval of the mean of
// the model's runs in its own column. Below the ranked models, muted and unranked, the built-in bots' reference rows.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { TableWrap } from './load.tsx';
import { int, interval, num, pct, words } from './format.ts';
import { DIMENSIONS, type Leaderboard, type LeaderboardEntry, type ReferenceRow } from './types.ts';

export const FIRST_ROWS = 25;

export type RankBy = Leaderboard['rankBy'];

/** The page's own `?rankBy=`: `overall` shows the seed's order; anything else the mean over all runs. */
export const rankByOfPage = (): RankBy => (new URLSearchParams(location.search).get('rankBy') === 'overall' ? 'overall' : 'mean');

const RANK_BY_LABELS: Record<RankBy, string> = {
  mean: 'Mean of all runs (abandoned tables included)',
  overall: 'Top run (the benchmark’s headline order)',
};

/** The order of the board: two radio buttons; the choice is kept in the address, so a link shows the same order. */
export function RankByChoice({ rankBy, onChange }: { rankBy: RankBy; onChange: (rankBy: RankBy) => void }) {
  const choose = (next: RankBy) => {
    const url = new URL(location.href);
    if (next === 'mean') url.searchParams.delete('rankBy');
    else url.searchParams.set('rankBy', next);
    history.replaceState(null, '', url);
    onChange(next);
  };
  return (
    <fieldset class="rank-by">
      <legend>Rank models by</legend>
      {(Object.keys(RANK_BY_LABELS) as RankBy[]).map((option) => (
        <label key={option}>
          <input type="radio" name="rank-by" value={option} checked={rankBy === option} onChange={() => choose(option)} /> {RANK_BY_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}

type Direction = 'ascending' | 'descending';

interface Column {
  id: string;
  label: string;
  numeric: boolean;
  /** The value sorted by; null sorts last whichever the direction. */
  value: (e: LeaderboardEntry) => number | string | null;
  cell: (e: LeaderboardEntry) => ComponentChildren;
  /** The cell of a reference row; a dash where the column means nothing for one (rank, runs, head-to-head). */
  reference?: (r: ReferenceRow) => ComponentChildren;
  /** The direction of the first click: best first for scores, A to Z for names. */
  first: Direction;
}

type Verification = LeaderboardEntry['verification'];

/** The badge's words and its tooltip; the sentence above the table says the same for those who cannot hover. */
const VERIFICATION: Record<Verification, { label: string; title: string }> = {
  'provider-verified': {
    label: 'Provider-verified',
    title: 'Provider-verified: this server played the run itself, calling the model through a registered provider.',
  },
  refereed: {
    label: 'Refereed',
    title: 'Refereed: played through this server, which drew the seed and applied every decision.',
  },
  'self-reported': {
    label: 'Self-reported',
    title: 'Self-reported: played by the submitter; the server replayed and re-scored it.',
  },
};

/** Strongest tier first, as the server ranks them. */
const TIER: Record<Verification, number> = { 'provider-verified': 0, refereed: 1, 'self-reported': 2 };

function VerificationBadge({ verification }: { verification: Verification }) {
  const { label, title } = VERIFICATION[verification];
  return (
    <span class={`badge badge-${verification}`} title={title}>
      {label}
    </span>
  );
}

/** A reference row's badge: its tooltip says what the bot does (the row's description). */
function ReferenceBadge({ row }: { row: ReferenceRow }) {
  return (
    <span class="badge badge-reference" title={`Reference: ${row.description}`}>
      Reference
    </span>
  );
}

/** An overall with its run's own 95 % interval over its episodes, when the run had several. */
function OverallCell({ overall, ci95, episodes }: { overall: number; ci95: LeaderboardEntry['dimensionsCi95']; episodes: number }) {
  return (
    <>
      {num(overall, 1)}
      {ci95 && (
        <span class="muted small" title={`95 % interval over the run's ${episodes} episodes`}>
          {' '}
          ({interval(ci95.overall)})
        </span>
      )}
    </>
  );
}

/** The ranks each tie group spans, e.g. "1–7"; a group of one is that rank alone. */
function tieSpans(entries: readonly LeaderboardEntry[]): Map<number, string> {
  const spans = new Map<number, [number, number]>();
  for (const e of entries) {
    const span = spans.get(e.tieGroup);
    spans.set(e.tieGroup, span ? [Math.min(span[0], e.rank), Math.max(span[1], e.rank)] : [e.rank, e.rank]);
  }
  return new Map([...spans].map(([group, [first, last]]) => [group, first === last ? 'alone' : `ranks ${first}–${last}`]));
}

/** The mean of the model's runs, its interval, how many runs and how many of them were abandoned tables. */
function RunsMeanCell({ e }: { e: LeaderboardEntry }) {
  return (
    <>
      {e.runs === 1 ? (
        <>
          {num(e.runsMeanOverall, 1)}
          <span class="muted small"> one run</span>
        </>
      ) : (
        <>
          {num(e.runsMeanOverall, 1)}
          {e.runsCi95 && <span class="muted small"> ({interval(e.runsCi95)})</span>}
          <span class="muted small"> mean of {int(e.runs)} runs</span>
        </>
      )}
      {e.abandoned > 0 && <span class="muted small">, {int(e.abandoned)} abandoned</span>}
      {e.abandonedOften && (
        <>
          {' '}
          <span
            class="badge badge-abandoned"
            title="More than a quarter of this model's runs are tables it opened and let expire: its top run may be the pick of many tries."
          >
            Often abandoned
          </span>
        </>
      )}
    </>
  );
}

const opponent = (o: LeaderboardEntry['bestAgainst']) => (o ? `${o.opponent} (${pct(o.winRate)})` : '—');
const record = (e: LeaderboardEntry) => `${e.headToHead.wins}-${e.headToHead.losses}-${e.headToHead.draws}`;

/** Rank and model stay in view while the scores scroll sideways (research.css pins them on wider screens). */
const PINNED: Record<string, string> = { rank: 'pin pin-rank', model: 'pin pin-model' };
const cellClass = (c: Column) => [c.numeric ? 'num' : '', PINNED[c.id] ?? ''].filter(Boolean).join(' ') || undefined;

const RANK: Column = { id: 'rank', label: 'Rank', numeric: true, value: (e) => e.rank, cell: (e) => e.rank, first: 'ascending' };

const RUNS_MEAN: Column = {
  id: 'runsMean',
  label: 'Mean of runs (95 %)',
  numeric: true,
  value: (e) => e.runsMeanOverall,
  cell: (e) => <RunsMeanCell e={e} />,
  first: 'descending',
};

const MODEL: Column = {
  id: 'model',
  label: 'Model',
  numeric: false,
  value: (e) => `${e.provider}:${e.model}`,
  cell: (e) => (
    <>
      {e.model} <span class="muted">{e.provider}</span>
    </>
  ),
  reference: (r) => (
    <>
      {r.model} <span class="muted">reference</span>
    </>
  ),
  first: 'ascending',
};

const VERIFICATION_COLUMN: Column = {
  id: 'verification',
  label: 'Verification',
  numeric: false,
  value: (e) => TIER[e.verification],
  cell: (e) => <VerificationBadge verification={e.verification} />,
  reference: (r) => <ReferenceBadge row={r} />,
  first: 'ascending',
};

/** The ranks an entry cannot be told apart from: its tie group's span (`spans` from tieSpans). */
const tieColumn = (spans: Map<number, string>): Column => ({
  id: 'tie',
  label: 'Tied with',
  numeric: false,
  value: (e) => e.tieGroup,
  cell: (e) => spans.get(e.tieGroup),
  first: 'ascending',
});

const OVERALL: Column = {
  id: 'overall',
  label: 'Overall (95 % over episodes)',
  numeric: true,
  value: (e) => e.overall,
  cell: (e) => <OverallCell overall={e.overall} ci95={e.dimensionsCi95} episodes={e.episodes} />,
  reference: (r) => <OverallCell overall={r.overall} ci95={r.dimensionsCi95} episodes={r.episodes} />,
  first: 'descending',
};

/** The columns after the ranking ones: dimensions, human alignment, head to head, rating and fallback moves. */
const DETAIL_COLUMNS: Column[] = [
  ...DIMENSIONS.map<Column>((d) => ({
    id: d,
    label: words(d),
    numeric: true,
    value: (e) => e.dimensions[d],
    cell: (e) => num(e.dimensions[d], 1),
    reference: (r) => num(r.dimensions[d], 1),
    first: 'descending',
  })),
  {
    id: 'humanAlignment',
    label: 'Human alignment',
    numeric: true,
    value: (e) => e.humanAlignment,
    cell: (e) => num(e.humanAlignment, 1),
    reference: (r) => num(r.humanAlignment, 1),
    first: 'descending',
  },
  {
    id: 'record',
    label: 'Head-to-head W-L-D',
    numeric: true,
    value: (e) => e.headToHead.winRate,
    cell: (e) => (
      <>
        {record(e)}
        <span class="muted small"> ({pct(e.headToHead.winRate)})</span>
      </>
    ),
    first: 'descending',
  },
  { id: 'best', label: 'Best against', numeric: false, value: (e) => e.bestAgainst?.winRate ?? null, cell: (e) => opponent(e.bestAgainst), first: 'descending' },
  { id: 'worst', label: 'Worst against', numeric: false, value: (e) => e.worstAgainst?.winRate ?? null, cell: (e) => opponent(e.worstAgainst), first: 'ascending' },
  {
    id: 'rating',
    label: 'Rating (95 % interval)',
    numeric: true,
    value: (e) => e.rating,
    cell: (e) =>
      e.rating === null ? (
        e.ratingProvisional ? (
          <span class="muted" title="Fewer than 3 rated opponents met: not rated yet">
            provisional
          </span>
        ) : (
          '—'
        )
      ) : (
        <>
          {num(e.rating, 0)}
          {e.ratingCi95 && <span class="muted small"> ({interval(e.ratingCi95, 0)})</span>}
        </>
      ),
    first: 'descending',
  },
  // Fewest first: a fallback move is a decision the model failed to make.
  { id: 'invalidReplies', label: 'Invalid replies', numeric: true, value: (e) => e.invalidReplies, cell: (e) => int(e.invalidReplies), first: 'ascending' },
];

/** The board's columns: what it is ranked by comes first among the scores. */
const columnsOf = (rankBy: RankBy, spans: Map<number, string>): Column[] => [
  RANK,
  MODEL,
  VERIFICATION_COLUMN,
  tieColumn(spans),
  ...(rankBy === 'mean' ? [RUNS_MEAN, OVERALL] : [OVERALL, RUNS_MEAN]),
  ...DETAIL_COLUMNS,
];

function sortEntries(entries: LeaderboardEntry[], column: Column, direction: Direction): LeaderboardEntry[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...entries].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    if (x === null || y === null) return x === y ? a.rank - b.rank : x === null ? 1 : -1;
    const order = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return sign * order || a.rank - b.rank;
  });
}

/** A cell of a row, the model's as the row's header. */
function Cell({ column, children }: { column: Column; children: ComponentChildren }) {
  return column.id === 'model' ? (
    <th scope="row" class={cellClass(column)}>
      {children}
    </th>
  ) : (
    <td class={cellClass(column)}>{children}</td>
  );
}

export function LeaderboardTable({ entries, references = [], rankBy }: { entries: LeaderboardEntry[]; references?: ReferenceRow[]; rankBy: RankBy }) {
  const [sort, setSort] = useState<{ id: string; direction: Direction }>({ id: 'rank', direction: 'ascending' });
  const [showAll, setShowAll] = useState(false);
  const columns = columnsOf(rankBy, tieSpans(entries));
  const column = columns.find((c) => c.id === sort.id) ?? columns[0]!;
  const sorted = sortEntries(entries, column, sort.direction);
  const shown = showAll ? sorted : sorted.slice(0, FIRST_ROWS);
  const sortBy = (c: Column) =>
    setSort((now) => ({ id: c.id, direction: now.id === c.id ? (now.direction === 'ascending' ? 'descending' : 'ascending') : c.first }));

  if (entries.length === 0 && references.length === 0) return <p class="muted">No benchmark runs have been submitted yet.</p>;
  return (
    <>
      {entries.length === 0 && <p class="muted">No benchmark runs have been submitted yet.</p>}
      <p id="leaderboard-trust">
        <strong>Provider-verified</strong> runs were played by this server itself, calling the model through a provider the
        operator registered, so the row names the model that played; <strong>refereed</strong> runs were played through this
        server, which drew the seed and applied every decision a client relayed; <strong>self-reported</strong> runs were
        played by their submitter, then replayed and re-scored by the server. By rank, every provider-verified model comes
        before every refereed one, and every refereed one before every self-reported one. <em>Invalid replies</em> counts the decisions where the
        model gave no valid answer and a fallback move was played.
      </p>
      <p id="leaderboard-intervals">
        <em>Overall</em> is the model's top run, with that run's own 95 % interval over its episodes (each game played
        several times). <em>Mean of runs</em> is the mean overall of all the model's runs, with the 95 % interval of that
        mean: the top run, being the best of them, often lies above it. A refereed table the model opened and let expire
        counts as one of its runs (<em>abandoned</em>), played out with fallback moves, so neither a best-of-many pick nor
        dropping the tables that went badly raises the mean. <em>Reference</em> rows, below the ranked models and not
        ranked, are this server's built-in bots played against the current human baseline, for comparison.
      </p>
      <p id="leaderboard-order">
        {rankBy === 'mean'
          ? 'Ranked by the mean of all runs, the research view: cite this order.'
          : 'Ranked by the top run of each model, the benchmark’s headline order: a model with more runs has had more tries.'}{' '}
        <em>Tied with</em> names the ranks whose 95 % intervals overlap the first of their group ({rankBy === 'mean' ? 'the mean’s' : 'the top run’s'}): the
        data cannot order those models.
      </p>
      <p class="muted" id="leaderboard-help">
        Scores are 0–100. Activate a column heading to sort by it; activate it again to reverse the order. Reference rows
        keep their place.
      </p>
      <TableWrap label="Leaderboard (scrolls sideways)">
        <table class="leaderboard" aria-describedby="leaderboard-order leaderboard-trust leaderboard-intervals leaderboard-help">
          <caption class="visually-hidden">
            Benchmark leaderboard, sorted by {column.label} {sort.direction}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" class={cellClass(c)} aria-sort={c.id === sort.id ? sort.direction : undefined}>
                  <button type="button" class="sort" onClick={() => sortBy(c)}>
                    {c.label}
                    <span aria-hidden="true" class="arrow">
                      {c.id === sort.id ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody class="ranked">
            {shown.map((e) => (
              <tr key={e.runId}>
                {columns.map((c) => (
                  <Cell key={c.id} column={c}>
                    {c.cell(e)}
                  </Cell>
                ))}
              </tr>
            ))}
          </tbody>
          {references.length > 0 && (
            <tbody class="references">
              <tr class="references-head">
                <th scope="rowgroup" colSpan={columns.length}>
                  <span class="sticky-label">Reference agents: built-in bots, not ranked</span>
                </th>
              </tr>
              {references.map((r) => (
                <tr key={r.model} class="reference">
                  {columns.map((c) => (
                    <Cell key={c.id} column={c}>
                      {c.reference ? c.reference(r) : '—'}
                    </Cell>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </TableWrap>
      <div class="row table-foot">
        <p class="muted" role="status">
          Showing {shown.length} of {entries.length} models.
        </p>
        {entries.length > FIRST_ROWS && (
          <button type="button" class="secondary" onClick={() => setShowAll(!showAll)}>
            {showAll ? `Show the top ${FIRST_ROWS} only` : `Show all ${entries.length}`}
          </button>
        )}
      </div>
    </>
  );
}
