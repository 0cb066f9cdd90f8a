// One Observable Plot chart in a <figure>: drawn at the width of its box (redrawn when that changes), with a visible
// caption and, for readers who cannot see the chart, the same numbers as a table in a <details>.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export interface PlotFigureProps {
  /** Draws the chart for a width in CSS pixels (Plot.plot or Plot.legend). */
  draw: (width: number) => Element;
  caption: ComponentChildren;
  /** The chart's numbers as a table: shown under "Show the numbers". */
  table: ComponentChildren;
  class?: string;
}

/**
 * Makes Plot's SVG one labelled image: Plot also names its inner groups ("bar", "x-axis tick"), which says nothing
 * useful and is not allowed on a <g> without a role; the chart's own label and description stay on the <svg>.
 */
export function asImage(chart: Element): Element {
  const svg = chart instanceof SVGSVGElement ? chart : chart.querySelector('svg');
  if (svg) {
    svg.setAttribute('role', 'img');
    for (const inner of svg.querySelectorAll('[aria-label], [aria-description]')) {
      inner.removeAttribute('aria-label');
      inner.removeAttribute('aria-description');
    }
  }
  return chart;
}

/** Room for the longest y-axis label at Plot's 10 px font, but never more than 40 % of the chart. */
export const labelMargin = (labels: string[], width: number) => Math.min(width * 0.4, 12 + 6.2 * Math.max(0, ...labels.map((l) => l.length)));

export function PlotFigure({ draw, caption, table, class: className }: PlotFigureProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let drawnWidth = -1;
    const redraw = () => {
      const width = Math.floor(element.clientWidth);
      if (width <= 0 || width === drawnWidth) return;
      drawnWidth = width;
      element.replaceChildren(asImage(draw(width)));
    };
    redraw();
    const observer = new ResizeObserver(redraw);
    observer.observe(element);
    return () => observer.disconnect();
  }, [draw]);
  return (
    <figure class={`chart ${className ?? ''}`}>
      <div class="chart-box" ref={box} />
      <figcaption>{caption}</figcaption>
      <details>
        <summary>Show the numbers</summary>
        {table}
      </details>
    </figure>
  );
}
