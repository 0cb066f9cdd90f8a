// The public research portal: dataset overview, benchmark leaderboard, head-to-head heatmap and compliance summary.
import { useState } from 'preact/hooks';
import { Layout } from '../lib/layout.tsx';
import { ComplianceSection } from './Compliance.tsx';
import { Heatmap } from './Heatmap.tsx';
import { LeaderboardTable, RankByChoice, rankByOfPage, type RankBy } from './Leaderboard.tsx';
import { Loading, useLoad, type Loaded } from './load.tsx';
import { OverviewSection } from './Overview.tsx';
import type { Leaderboard, Matrix } from './types.ts';
import './research.css';

export function ResearchPage() {
  // The research-grade order (the mean over every run) unless the page's address asks for the seed's (?rankBy=overall).
  const [rankBy, setRankBy] = useState<RankBy>(rankByOfPage);
  const leaderboard = useLoad<Leaderboard>(`/api/research/benchmark/leaderboard?rankBy=${rankBy}`);
  return (
    <Layout current="/research" title="Research portal">
      <p>
        Behavioural data from consented game sessions and benchmark results of language models. Public figures need no
        key; per-segment statistics are on the <a href="/research/baseline">compliance baseline</a> page (research key
        required). Every endpoint is described in the <a href="/docs">API reference</a>.
      </p>
      <OverviewSection />
      <section class="card" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">Benchmark leaderboard</h2>
        <RankByChoice rankBy={rankBy} onChange={setRankBy} />
        <Loading loaded={leaderboard} what="the leaderboard">
          {(board) => (
            <>
              {board.synthetic && <p class="notice">Synthetic benchmark runs (demo data).</p>}
              <LeaderboardTable entries={board.entries} references={board.references} rankBy={board.rankBy} />
            </>
          )}
        </Loading>
      </section>
      <HeadToHeadSection leaderboard={leaderboard} />
      <ComplianceSection />
    </Layout>
  );
}

function HeadToHeadSection({ leaderboard }: { leaderboard: Loaded<Leaderboard> }) {
  const matrix = useLoad<Matrix>('/api/research/head-to-head/matrix');
  return (
    <section class="card" aria-labelledby="heatmap-title">
      <h2 id="heatmap-title">Head-to-head win rates</h2>
      <Loading loaded={matrix} what="the head-to-head matrix">
        {(m) => (
          <Loading loaded={leaderboard} what="the leaderboard">
            {(board) => <Heatmap entries={board.entries} matrix={m} />}
          </Loading>
        )}
      </Loading>
    </section>
  );
}
