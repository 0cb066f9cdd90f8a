// The API reference: Scalar's standalone bundle (loaded just before this script) reading the service's own OpenAPI
// document. Nothing leaves the origin: no telemetry, no outside fonts, no hosted proxy or client.
interface ScalarGlobal {
  createApiReference(target: string, configuration: Record<string, unknown>): unknown;
}

/**
 * Where Scalar's light theme falls short of WCAG AA (axe-core checks every page): darker greys and method colours for
 * 4.5:1 contrast on white, and 24 px targets for the sidebar's expand buttons.
 */
const ACCESSIBLE_THEME = `
.light-mode {
  --scalar-color-2: #5c5c5c;
  --scalar-color-3: #5c5c5c;
  --scalar-color-accent: #0062b8;
  --scalar-color-green: #00703f;
  --scalar-color-blue: #005fa3;
  --scalar-color-red: #b3000a;
  --scalar-color-orange: #a63d00;
  --scalar-color-yellow: #7a5c00;
  --scalar-color-purple: #4b02c0;
  --scalar-color-query: #006166;
}
li[data-sidebar-id] button[aria-expanded].absolute { padding: 4px; }
`;

/** Scalar's copy buttons carry only an icon: give each a name screen readers can announce. */
function labelIconButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.scalar-code-copy:not([aria-label])')) {
    button.setAttribute('aria-label', 'Copy code');
  }
}

const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
if (scalar) {
  scalar.createApiReference('#app', {
    url: '/api/v1/openapi.json',
    telemetry: false,
    withDefaultFonts: false,
    hideClientButton: true,
    hideDarkModeToggle: true,
    forceDarkModeState: 'light',
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    persistAuth: false,
    defaultOpenFirstTag: true,
    customCss: ACCESSIBLE_THEME,
  });
  const app = document.getElementById('app');
  if (app) new MutationObserver(() => labelIconButtons(app)).observe(app, { childList: true, subtree: true });
}
