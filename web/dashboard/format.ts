// Small display and focus helpers shared by the dashboard's components.

/** A timestamp in the reader's locale, short enough for a table cell. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Milliseconds as the latency line shows them. */
export const formatMs = (ms: number) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

/** Focuses a section heading (tabIndex -1) once the next render has put it in place. */
export const focusHeading = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
