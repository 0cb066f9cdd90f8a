// Compliance summary: what the dataset holds and how it is governed, as the public endpoint states it.
import { Loading, useLoad } from './load.tsx';
import { int, words } from './format.ts';
import type { ComplianceSummary } from './types.ts';

export function ComplianceSection() {
  const loaded = useLoad<ComplianceSummary>('/api/research/compliance/summary');
  return (
    <section class="card" aria-labelledby="compliance-title">
      <h2 id="compliance-title">Compliance summary</h2>
      <Loading loaded={loaded} what="the compliance summary">
        {(summary) => <ComplianceBody summary={summary} />}
      </Loading>
    </section>
  );
}

function ComplianceBody({ summary }: { summary: ComplianceSummary }) {
  const { regulatory } = summary;
  const rows: Array<[string, string]> = [
    ['Framework', regulatory.framework],
    ['Legal basis', regulatory.legalBasis],
    ['Consent', regulatory.consentMechanism],
    ['Withdrawal', regulatory.withdrawal],
    ['Retention', regulatory.retention],
    ['Deletion', regulatory.deletion],
    ['Session identifier', regulatory.sessionIdentifier],
    ['Timestamps', regulatory.timestampPrecision],
    ['Never collected', regulatory.neverCollected.join(', ')],
  ];
  return (
    <>
      <p>
        {int(summary.totalSessions)} sessions and {int(summary.totalProfiles)} endgame profiles
        {summary.dateRange ? ` from ${summary.dateRange.from} to ${summary.dateRange.to}` : ''}, over {summary.games.length} games. Dimensions
        measured: {summary.dimensionsMeasured.map(words).join(', ')}.
      </p>
      <dl class="terms">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div class="columns">
        <EndpointList title="Public endpoints (no key)" endpoints={summary.endpoints.public} />
        <EndpointList title="Endpoints that need a research key" endpoints={summary.endpoints.authenticated} />
      </div>
    </>
  );
}

const EndpointList = ({ title, endpoints }: { title: string; endpoints: string[] }) => (
  <div>
    <h3>{title}</h3>
    <ul class="endpoints">
      {endpoints.map((e) => (
        <li key={e}>
          <code>{e}</code>
        </li>
      ))}
    </ul>
  </div>
);
