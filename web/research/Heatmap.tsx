// Head-to-head heatmap: the win rate of every row model against every column model among the leaderboard's top N,
// as an HTML grid. One cell is in the tab order at a time (arrow keys move), and the record of the cell with focus, or
// else of the one under the pointer, is written out in the detail line: a pointer resting on the grid never overwrites
// what a keyboard user is reading. Each cell's accessible name carries the same record.
import * as Plot from '@observablehq/plot';
import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import { TableWrap } from './load.tsx';
import { int, pct } from './format.ts';
import type { LeaderboardEntry, MatchRecord, Matrix } from './types.ts';

export const SIZES = [10, 20, 40] as const;

/** Win rate 0 → red, 0.5 → white, 1 → blue: the same scale drives the cells and the legend. */
const COLOR = { type: 'diverging', scheme: 'RdBu', domain: [0, 1], pivot: 0.5 } as const;

interface Model {
  rank: number;
  name: string;
  /** provider:model, as the matrix names it. */
  id: string;
  index: number;
}

interface Cell {
  row: Model;
  col: Model;
  record: MatchRecord | null;
}

const games = (r: MatchRecord) => r.wins + r.losses + r.draws;
const winRate = (r: MatchRecord) => (games(r) === 0 ? null : r.wins / games(r));

function describe({ row, col, record }: Cell): string {
  const pair = `#${row.rank} ${row.name} against #${col.rank} ${col.name}`;
  if (row === col) return `${pair}: the same model`;
  if (!record || games(record) === 0) return `${pair}: never met`;
  return `${pair}: ${record.wins} wins, ${record.losses} losses, ${record.draws} draws in ${int(games(record))} games, win rate ${pct(winRate(record))}`;
}

/** Black or white, whichever contrasts more with the cell's colour (one of them always reaches 4.5:1). */
function textOn(color: string): string {
  const parts = color.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  const [r, g, b] = hex ? [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) : parts;
  const linear = (c = 255) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

export function Heatmap({ entries, matrix }: { entries: LeaderboardEntry[]; matrix: Matrix }) {
  // A size is offered while the one below it leaves models out (35 models: 10, 20 and "Top 35").
  const sizes = SIZES.filter((_, i) => i === 0 || SIZES[i - 1]! < entries.length);
  const [size, setSize] = useState<number>(sizes[0] ?? 10);
  const [active, setActive] = useState({ r: 0, c: 1 });
  // Kept apart so focus wins: the detail shows the focused cell while there is one, the hovered one otherwise.
  const [focused, setFocused] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);

  const indexOf = useMemo(() => new Map(matrix.models.map((id, i) => [id, i])), [matrix]);
  const models = useMemo(
    () =>
      entries
        .map((e) => ({ rank: e.rank, name: e.model, id: `${e.provider}:${e.model}`, index: indexOf.get(`${e.provider}:${e.model}`) ?? -1 }))
        .filter((m) => m.index >= 0)
        .slice(0, size),
    [entries, indexOf, size],
  );
  const scale = useMemo(() => Plot.scale({ color: COLOR }), []);
  const cellAt = (r: number, c: number): Cell | null => {
    const row = models[r];
    const col = models[c];
    return row && col ? { row, col, record: matrix.matrix[row.index]?.[col.index] ?? null } : null;
  };

  const focusCell = (r: number, c: number) => {
    const last = models.length - 1;
    const next = { r: Math.max(0, Math.min(last, r)), c: Math.max(0, Math.min(last, c)) };
    setActive(next);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${next.r}-${next.c}"]`)?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [active.r - 1, active.c],
      ArrowDown: [active.r + 1, active.c],
      ArrowLeft: [active.r, active.c - 1],
      ArrowRight: [active.r, active.c + 1],
      Home: event.ctrlKey ? [0, 0] : [active.r, 0],
      End: event.ctrlKey ? [models.length - 1, models.length - 1] : [active.r, models.length - 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusCell(move[0], move[1]);
  };

  const legend = useCallback(
    () => Plot.legend({ color: { ...COLOR, label: 'Win rate of the row model', tickFormat: '.0%' }, width: 280 }),
    [],
  );

  if (models.length < 2) return <p class="muted">Fewer than two ranked models have head-to-head results yet.</p>;
  const tabStop = { r: Math.min(active.r, models.length - 1), c: Math.min(active.c, models.length - 1) };
  return (
    <>
      <div class="row">
        <div>
          <label for="heatmap-size">Models shown (top of the leaderboard)</label>
          <select id="heatmap-size" value={String(size)} onChange={(e) => setSize(Number(e.currentTarget.value))}>
            {sizes.map((n) => (
              <option key={n} value={String(n)}>
                Top {Math.min(n, entries.length)}
              </option>
            ))}
          </select>
        </div>
        <Legend draw={legend} />
      </div>
      <p class="muted" id="heatmap-help">
        Each cell is the row model's win rate in per cent against the column model (draws count as games). Columns are
        numbered by leaderboard rank; models without head-to-head games are left out. Use the arrow keys to move between cells; Home and End go to the ends of a row.
      </p>
      <p class="heatmap-detail" id="heatmap-detail" data-testid="heatmap-detail">
        {focused ?? hovered ?? 'Point at or focus a cell to see its record (wins-losses-draws and games).'}
      </p>
      <TableWrap label="Head-to-head heatmap (scrolls sideways)">
        <table class="heatmap" role="grid" ref={grid} aria-describedby="heatmap-help" onKeyDown={onKey}>
          <caption class="visually-hidden">Head-to-head win rates among the top {models.length} models; rows against columns</caption>
          <thead>
            <tr>
              <th scope="col">
                <span class="visually-hidden">Row model, against column model</span>
              </th>
              {models.map((m) => (
                <th key={m.id} scope="col" class="num" title={m.id}>
                  {m.rank}
                  <span class="visually-hidden"> {m.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {models.map((row, r) => (
              <tr key={row.id}>
                <th scope="row" title={row.id}>
                  <span class="rank">{row.rank}</span> {row.name}
                </th>
                {models.map((col, c) => {
                  const cell = cellAt(r, c)!;
                  const rate = cell.record ? winRate(cell.record) : null;
                  const background = rate === null ? undefined : String(scale.apply(rate));
                  const text = describe(cell);
                  return (
                    <td
                      key={col.id}
                      data-cell={`${r}-${c}`}
                      class={row === col ? 'self' : rate === null ? 'empty' : undefined}
                      style={background ? { background, color: textOn(background) } : undefined}
                      tabIndex={r === tabStop.r && c === tabStop.c ? 0 : -1}
                      aria-label={text}
                      onFocus={() => {
                        setActive({ r, c });
                        setFocused(text);
                      }}
                      onBlur={() => setFocused(null)}
                      onMouseEnter={() => setHovered(text)}
                      onMouseLeave={() => setHovered(null)}
                    >
                      <span aria-hidden="true">{rate === null ? (row === col ? '' : '·') : Math.round(rate * 100)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}

/** The colour legend: Plot's ramp, with the scale also said in words for those who cannot see it. */
function Legend({ draw }: { draw: () => Element }) {
  const attach = useCallback((element: HTMLDivElement | null) => element?.replaceChildren(draw()), [draw]);
  return (
    <figure class="legend">
      <div ref={attach} aria-hidden="true" />
      <figcaption class="muted small">Red: the row model mostly loses; white: even; blue: it mostly wins. Grey dot: never met; hatched: the model itself.</figcaption>
    </figure>
  );
}
