// SEED's "Dataset facts": how the research data is collected and governed, as the overview and the reports state it.

export const DATASET = {
  collectionMethod: 'client-side, desktop game app, instrumented per turn',
  consent: 'explicit opt-in in a first-launch dialog; revocable in settings',
  legalBasis: 'GDPR Article 6(1)(a), consent of the data subject',
  retention: 'indefinite for research; deletion on request by writing to the privacy contact address with the session ID',
  neverCollected: ['names', 'e-mail addresses', 'IP addresses', 'API keys', 'chat content of language models'],
  sessionIdentifier: 'HMAC-SHA256 over internal simulation IDs; stable per buyer; not reversible',
  timestampPrecision: 'calendar date only, format yyyy-mm-dd',
};
