// Dataset overview: totals, date range, how the data is collected, and sessions per game as a bar chart.
import * as Plot from '@observablehq/plot';
import { useCallback } from 'preact/hooks';
import { Loading, TableWrap, useLoad } from './load.tsx';
import { int } from './format.ts';
import { labelMargin, PlotFigure } from './PlotFigure.tsx';
import type { Overview } from './types.ts';

export function OverviewSection() {
  const loaded = useLoad<Overview>('/api/research/overview');
  return (
    <section class="card" aria-labelledby="overview-title">
      <h2 id="overview-title">Dataset overview</h2>
      <Loading loaded={loaded} what="the overview">
        {(overview) => <OverviewBody overview={overview} />}
      </Loading>
    </section>
  );
}

function OverviewBody({ overview }: { overview: Overview }) {
  const { dataset } = overview;
  return (
    <>
      {dataset.synthetic && (
        <p class="notice">
          <strong>Synthetic data.</strong> Everything on this page is generated demo data, not real players.
        </p>
      )}
      <dl class="facts">
        <Fact term="Sessions" value={int(overview.totalSessions)} />
        <Fact term="Endgame profiles" value={int(overview.totalProfiles)} />
        <Fact term="Decisions" value={int(overview.totalDecisions)} />
        <Fact term="Games covered" value={int(overview.gamesCovered)} />
        <Fact term="Date range" value={overview.dateRange ? `${overview.dateRange.from} to ${overview.dateRange.to}` : 'no data yet'} />
      </dl>
      <h3>How the data is collected</h3>
      <dl class="terms">
        <Fact term="Collection" value={dataset.collectionMethod} />
        <Fact term="Consent" value={dataset.consent} />
        <Fact term="Legal basis" value={dataset.legalBasis} />
        <Fact term="Retention" value={dataset.retention} />
        <Fact term="Session identifier" value={dataset.sessionIdentifier} />
        <Fact term="Timestamps" value={dataset.timestampPrecision} />
        <Fact term="Never collected" value={dataset.neverCollected.join(', ')} />
      </dl>
      <h3>Sessions per game</h3>
      {overview.sampleSizeByGame.length === 0 ? <p class="muted">No sessions have been loaded yet.</p> : <SessionsChart games={overview.sampleSizeByGame} />}
    </>
  );
}

const Fact = ({ term, value }: { term: string; value: string }) => (
  <div>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </div>
);

function SessionsChart({ games }: { games: Overview['sampleSizeByGame'] }) {
  const sorted = [...games].sort((a, b) => b.sessions - a.sessions || a.game.localeCompare(b.game));
  const top = sorted[0];
  const draw = useCallback(
    (width: number) =>
      Plot.plot({
        width,
        height: 28 * sorted.length + 50,
        marginLeft: labelMargin(sorted.map((g) => g.game), width),
        marginRight: 36,
        ariaLabel: 'Bar chart: sessions per game',
        ariaDescription: `${sorted.length} games; most sessions: ${top?.game} with ${top?.sessions}. The numbers are in the table below the chart.`,
        x: { label: 'Sessions', grid: true },
        y: { label: null },
        marks: [
          Plot.barX(sorted, { x: 'sessions', y: 'game', sort: { y: '-x' }, fill: '#0b5cad' }),
          Plot.text(sorted, { x: 'sessions', y: 'game', text: (d: { sessions: number }) => int(d.sessions), dx: 4, textAnchor: 'start', fill: 'currentColor' }),
          Plot.ruleX([0]),
        ],
      }),
    [games],
  );
  return (
    <PlotFigure
      draw={draw}
      caption="Sessions per game, most first. Each session is one consented play-through in the desktop app."
      table={
        <TableWrap label="Sessions and turns per game">
          <table>
            <caption class="visually-hidden">Sessions and turns per game</caption>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col" class="num">Sessions</th>
                <th scope="col" class="num">Turns</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((g) => (
                <tr key={g.game}>
                  <th scope="row">{g.game}</th>
                  <td class="num">{int(g.sessions)}</td>
                  <td class="num">{int(g.totalTurns)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      }
    />
  );
}
