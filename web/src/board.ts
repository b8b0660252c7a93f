// The board: the engine's own drawing (`draw --format svg`), panned with one
// finger, zoomed with two (or the mouse wheel), and tapped. A tap is reported
// as the square it fell on (from the tiles' data-at attributes: the drawing is
// a grid of 100-unit squares), where in that square (u east, v south, 0 to 1),
// and the tile or follower under it. Marks (violations, a highlighted event)
// are drawn over squares (also squares without a tile: where the editor's
// chosen tile fits). The editor places tiles through the same taps.
import type { Square } from './report.js';

export interface BoardTap {
  square: Square;
  u: number; // 0 at the west side of the square, 1 at the east
  v: number; // 0 at the north side, 1 at the south
  tile: string | null; // the tile id on that square, if any
  follower: { player: string; on: string } | null;
}

export type MarkKind = 'violation' | 'highlight' | 'fit' | 'open';

const kTile = 100;
const kEmptyBoardX = 40;
const kEmptyBoardY = 40;
const kTapSlop = 10; // pixels a finger may move and still tap
const kLegendWidth = 320; // drawing units: the narrowest a legend line is wrapped to
// A square (100 units) is never drawn smaller than a finger can hit: about
// 9 mm, 44 CSS pixels. A board wider than the screen is panned instead.
const kMinScale = 44 / kTile;
const kSvg = 'http://www.w3.org/2000/svg';

// Where the grid lies in the drawing: the top-left corner of one square.
interface Grid {
  x: number;
  y: number;
  at: Square;
}

export class Board {
  private readonly stage: HTMLDivElement;
  private svg: SVGSVGElement | null = null;
  private grid: Grid | null = null;
  private underlay: HTMLImageElement | null = null;
  private scale = 1;
  // The editor's board: squares never below a finger's size (kMinScale);
  // the viewer may show a whole game at once.
  fingerSized = false;
  private frame = 0; // drawing units added around the drawing (setFrame)
  private dx = 0;
  private dy = 0;
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private gesture: { moved: number; multi: boolean; start: number } | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly onTap: (tap: BoardTap) => void,
  ) {
    host.classList.add('board');
    this.stage = document.createElement('div');
    this.stage.className = 'board-stage';
    host.append(this.stage);
    host.addEventListener('pointerdown', (e) => this.down(e));
    host.addEventListener('pointermove', (e) => this.move(e));
    host.addEventListener('pointerup', (e) => this.up(e));
    host.addEventListener('pointercancel', (e) => this.cancel(e));
    host.addEventListener('wheel', (e) => this.wheel(e), { passive: false });
    // A tap is the pointer events' alone: the click a browser makes after a
    // touch would land on whatever a tap opened there (the square's choices).
    host.addEventListener('touchend', (e) => e.preventDefault(), { passive: false });
  }

  // Shows a drawing; `keepView` keeps the zoom and pan (the same board, another move).
  show(svgText: string, keepView: boolean): void {
    this.stage.innerHTML = svgText.replace(/^<\?xml[^>]*>\s*/, '');
    // The new drawing has no frame yet: the board stays where it was on screen.
    this.dx += this.frame * this.scale;
    this.dy += this.frame * this.scale;
    this.frame = 0;
    if (this.underlay) this.stage.prepend(this.underlay);
    this.svg = this.stage.querySelector('svg');
    this.grid = null;
    const first = this.svg?.querySelector('[data-tile][data-at]');
    if (first) {
      const at = parseSquare(first.getAttribute('data-at'));
      if (at)
        this.grid = {
          x: Number(first.getAttribute('x')),
          y: Number(first.getAttribute('y')),
          at,
        };
    }
    // A board without tiles (the editor's new table): [0, 0] lies below the title.
    if (!this.grid && this.svg) this.grid = { x: kEmptyBoardX, y: kEmptyBoardY, at: [0, 0] };
    this.wrapLegend();
    this.placeUnderlay();
    // A board cut to a small drawing's height is fitted again (the new one
    // may be taller), and once more when the editor puts its frame on
    // (setFrame); the editor's board keeps the player's pan when the drawing
    // is larger than the view.
    const cut = this.host.style.height !== '';
    if (!keepView) this.fit();
    else if (this.fingerSized) this.relayout();
    else if (cut) this.fit();
    else this.apply();
  }

  // A legend line longer than the rest of the drawing is wide (an explained
  // feature's `highlighted: ...`) makes the engine's drawing as wide as the
  // line: on a phone the board then stood off centre and the line ran past
  // the screen's edge. Such a line is wrapped at the width of the rest (the
  // table and the title, with the table's left margin, where the coordinates
  // stand, on the right too),
  // which the drawing takes again, taller by the lines added.
  private wrapLegend(): void {
    const svg = this.svg;
    const texts = [...(svg?.querySelectorAll<SVGTextElement>('g.legend text.lg') ?? [])];
    if (!svg || texts.length === 0) return;
    const width = Number(svg.getAttribute('width'));
    const height = Number(svg.getAttribute('height'));
    const left = Number(svg.querySelector('rect.table')?.getAttribute('x') ?? 0);
    let right = 0;
    for (const e of svg.querySelectorAll<SVGGraphicsElement>('rect.table, text.title')) {
      const b = e.getBBox();
      if (b.width > 0) right = Math.max(right, b.x + b.width);
    }
    // An empty board's drawing is its title alone: its lines are wrapped no
    // narrower than a phone's screen, not at the title's width.
    const tiles = Number(svg.querySelector('rect.table')?.getAttribute('width') ?? 0) > 0;
    const target = tiles ? Math.ceil(right + left) : Math.max(Math.ceil(right + left), kLegendWidth);
    if (!(right > 0) || target >= width) return;
    const step = 20; // a wrapped line's height, in drawing units
    let added = 0;
    for (const child of [...svg.querySelector('g.legend')!.children]) {
      // Moved down by the lines added above it, after its own placing (a figure's `translate(...) scale(...)`).
      if (added > 0) child.setAttribute('transform', `translate(0 ${added * step}) ${child.getAttribute('transform') ?? ''}`.trim());
      if (!(child instanceof SVGTextElement) || !child.classList.contains('lg')) continue;
      const x = Number(child.getAttribute('x'));
      const room = target - x;
      if (child.getComputedTextLength() <= room) continue;
      const lines: string[] = [];
      let line = '';
      for (const word of (child.textContent ?? '').split(' ')) {
        const trial = line ? `${line} ${word}` : word;
        child.textContent = trial;
        if (line && child.getComputedTextLength() > room) {
          lines.push(line);
          line = word;
        } else line = trial;
      }
      lines.push(line);
      child.replaceChildren(
        ...lines.map((l, i) => {
          const span = document.createElementNS('http://www.w3.org/2000/svg', 'tspan');
          span.setAttribute('x', String(x));
          if (i > 0) span.setAttribute('dy', String(step));
          span.textContent = i < lines.length - 1 ? `${l} ` : l; // the text as the engine wrote it
          return span;
        }),
      );
      added += lines.length - 1;
    }
    const h = height + added * step;
    svg.setAttribute('width', String(target));
    svg.setAttribute('height', String(h));
    svg.setAttribute('viewBox', `0 0 ${target} ${h}`);
    const bg = svg.querySelector('rect.bg');
    bg?.setAttribute('width', String(target));
    bg?.setAttribute('height', String(h));
  }

  // The photo's origin is the top-left corner of square [0, 0], wherever the
  // drawing puts it (it moves as the board grows west or north, and with the
  // frame), so that a photo lined up once stays on the grid.
  private placeUnderlay(): void {
    if (!this.underlay || !this.grid) return;
    const [x, y] = this.corner([0, 0]);
    this.underlay.style.left = `${x + this.frame}px`;
    this.underlay.style.top = `${y + this.frame}px`;
  }

  // A photo of the table under the drawing (the editor's tracing aid), placed
  // in the drawing's units so that it pans and zooms with the board; null removes it.
  setUnderlay(photo: HTMLImageElement | null): void {
    this.underlay?.remove();
    this.underlay = photo;
    if (photo) {
      photo.classList.add('board-underlay');
      this.stage.prepend(photo);
      this.placeUnderlay();
    }
  }

  clear(): void {
    this.stage.innerHTML = '';
    this.svg = null;
    this.grid = null;
    this.frame = 0;
  }

  // Widens the drawing by `units` on each side, the title, the legend and the
  // coordinates moved out with its edges, so that squares marked next to the
  // board (where the editor's chosen tile fits) lie clear of them. The board
  // stays where it is on the screen; 0 gives the drawing as the engine drew it.
  setFrame(units: number): void {
    const svg = this.svg;
    if (!svg || units === this.frame) return;
    const w = Number(svg.getAttribute('width')) - 2 * this.frame;
    const h = Number(svg.getAttribute('height')) - 2 * this.frame;
    const f = units;
    svg.setAttribute('viewBox', `${-f} ${-f} ${w + 2 * f} ${h + 2 * f}`);
    svg.setAttribute('width', String(w + 2 * f));
    svg.setAttribute('height', String(h + 2 * f));
    const bg = svg.querySelector('rect.bg');
    if (bg) {
      bg.setAttribute('x', String(-f));
      bg.setAttribute('y', String(-f));
      bg.setAttribute('width', String(w + 2 * f));
      bg.setAttribute('height', String(h + 2 * f));
    }
    const shift = (e: Element | null, x: number, y: number) =>
      e?.setAttribute('transform', f === 0 ? '' : `translate(${x} ${y})`);
    const top = Number(svg.querySelector('rect.table')?.getAttribute('y') ?? 0); // labels above it go up
    for (const label of svg.querySelectorAll('g.coordinates text')) {
      const c = label.classList;
      if (c.contains('yl')) shift(label, -f, 0);
      else if (c.contains('yr')) shift(label, f, 0);
      else shift(label, 0, Number(label.getAttribute('y')) < top ? -f : f);
    }
    this.dx -= (f - this.frame) * this.scale;
    this.dy -= (f - this.frame) * this.scale;
    this.frame = f;
    this.placeUnderlay();
    // A board cut to its drawing's height takes the frame's height too.
    if (this.fingerSized) this.relayout();
    else if (this.host.style.height !== '') this.fit();
    else this.apply();
  }

  // The whole drawing in view, with `margin` drawing units around it (the
  // editor: the squares next to the board, where a tile may go).
  fit(margin = 0): void {
    if (!this.svg) return;
    const w = (Number(this.svg.getAttribute('width')) || 1) + 2 * margin;
    const h = (Number(this.svg.getAttribute('height')) || 1) + 2 * margin;
    const box = this.fullBox();
    this.scale = Math.max(this.minScale(), Math.min(box.width / w, box.height / h, 2));
    // A drawing wider than the board is tall would leave empty bands above
    // and below it: the board is only as tall as the drawing (when the whole
    // drawing is in view; a larger one keeps the height to be panned in).
    const whole = w * this.scale <= box.width + 1;
    if (!whole && this.fingerSized) {
      // The editor's board wider than the screen at a finger's size: its
      // west edge in view (the title and the legend's start), as tall as
      // the drawing.
      this.dx = 0;
      this.dy = 0;
      return this.panned();
    }
    const height = whole ? Math.min(box.height, Math.ceil(h * this.scale)) : box.height;
    if (height < box.height) this.host.style.height = `${height}px`;
    this.dx = (box.width - w * this.scale) / 2 + margin * this.scale;
    this.dy = (height - h * this.scale) / 2 + margin * this.scale;
    this.apply();
  }

  // The whole drawing fits the board at a finger's size (or larger).
  private fitsWhole(margin = 0): boolean {
    if (!this.svg) return true;
    const w = (Number(this.svg.getAttribute('width')) || 1) + 2 * margin;
    const h = (Number(this.svg.getAttribute('height')) || 1) + 2 * margin;
    const box = this.fullBox();
    return Math.min(box.width / w, box.height / h) >= this.minScale();
  }

  // The drawing again after a change: fitted when it fits, else at the
  // player's zoom and pan (panned).
  private relayout(): void {
    if (this.fitsWhole()) this.fit();
    else this.panned();
  }

  // A board larger than its view: as tall as the drawing when that is
  // shorter (no empty band above and below it), and never panned past the
  // drawing's edges (no empty band beside it, where a pan would only lose
  // the board); along a side the view is larger than the drawing, centred.
  private panned(): void {
    if (!this.svg) return;
    this.scale = Math.max(this.scale, this.minScale());
    const w = Number(this.svg.getAttribute('width')) * this.scale;
    const h = Number(this.svg.getAttribute('height')) * this.scale;
    const box = this.fullBox();
    const height = Math.min(box.height, Math.ceil(h));
    if (height < box.height) this.host.style.height = `${height}px`;
    this.dx = within(this.dx, box.width, w);
    this.dy = within(this.dy, height, h);
    this.apply();
  }

  // The board's box at the stylesheet's height, the most it takes.
  private fullBox(): DOMRect {
    this.host.style.height = '';
    return this.host.getBoundingClientRect();
  }

  // The whole board in view when it fits at a finger's size; else at that
  // size, following the entry: `last` and the squares around it in view.
  fitOrFollow(margin: number, last: Square): void {
    if (!this.svg) return;
    const w = (Number(this.svg.getAttribute('width')) || 1) + 2 * margin;
    const h = (Number(this.svg.getAttribute('height')) || 1) + 2 * margin;
    const box = this.fullBox();
    if (Math.min(box.width / w, box.height / h) >= this.minScale()) return this.fit(margin);
    if (this.scale > this.minScale()) this.zoom(this.minScale() / this.scale);
    this.panned();
    this.follow(last, 1);
  }

  // Pans as little as it takes to bring a square and `around` squares on
  // each side of it into view (the board stays where it is when they are):
  // the placed tile and the squares next to it in view, the rest of the
  // view as it was, never past the drawing's edges.
  // With none of these squares in the view, pans to the nearest (the least pan).
  revealAny(squares: Square[]): void {
    if (!this.svg || !this.grid || squares.length === 0) return;
    const box = this.host.getBoundingClientRect();
    const size = kTile * this.scale;
    let best: { s: Square; d: number } | null = null;
    for (const s of squares) {
      const [x, y] = this.corner(s);
      const left = this.dx + (x + this.frame) * this.scale;
      const top = this.dy + (y + this.frame) * this.scale;
      const off = (start: number, view: number) => Math.max(0, -start, start + size - view);
      const d = off(left, box.width) + off(top, box.height);
      if (d === 0) return; // one is in view already
      if (!best || d < best.d) best = { s, d };
    }
    if (best) this.follow(best.s, 0);
  }

  private follow(s: Square, around: number): void {
    if (!this.svg || !this.grid) return;
    const [x, y] = this.corner(s);
    const box = this.host.getBoundingClientRect();
    const size = kTile * this.scale;
    const m = around * size;
    const into = (d: number, start: number, view: number) => {
      const lo = d + start - m; // the first pixel wanted, on the screen
      const hi = d + start + size + m;
      if (hi - lo > view) return d + view / 2 - (start + size / 2); // centred: it cannot all be seen
      if (lo < 0) return d - lo;
      if (hi > view) return d - (hi - view);
      return d;
    };
    this.dx = into(this.dx, (x + this.frame) * this.scale, box.width);
    this.dy = into(this.dy, (y + this.frame) * this.scale, box.height - this.legendOver());
    this.panned();
  }

  private minScale(): number {
    return this.fingerSized ? kMinScale : 0.05;
  }

  // Zoom by `factor` about a point of the host (pixels).
  zoom(factor: number, px?: number, py?: number): void {
    const box = this.host.getBoundingClientRect();
    const cx = px ?? box.width / 2;
    const cy = py ?? box.height / 2;
    const next = Math.min(8, Math.max(this.minScale(), this.scale * factor));
    const f = next / this.scale;
    this.dx = cx - (cx - this.dx) * f;
    this.dy = cy - (cy - this.dy) * f;
    this.scale = next;
    this.apply();
  }

  // Outlines these squares (replacing the marks of that kind).
  mark(kind: MarkKind, squares: Square[]): void {
    if (!this.svg) return;
    this.svg.querySelector(`g.marks-${kind}`)?.remove();
    if (!this.grid || squares.length === 0) return;
    const g = document.createElementNS(kSvg, 'g');
    g.setAttribute('class', `marks-${kind}`);
    for (const s of squares) {
      const [x, y] = this.corner(s);
      const r = document.createElementNS(kSvg, 'rect');
      r.setAttribute('x', String(x + 3));
      r.setAttribute('y', String(y + 3));
      r.setAttribute('width', String(kTile - 6));
      r.setAttribute('height', String(kTile - 6));
      r.setAttribute('class', `mark mark-${kind}`);
      r.setAttribute('data-mark', `${s[0]},${s[1]}`);
      g.append(r);
    }
    this.svg.append(g);
    // The legend over the marks: it may lie over the view's lowest squares (stickLabels).
    const legend = this.svg.querySelector('g.legend');
    if (legend) this.svg.append(legend);
  }

  // The top-left corner of a square in the drawing's units.
  private corner(s: Square): [number, number] {
    const g = this.grid!;
    return [g.x + (s[0] - g.at[0]) * kTile, g.y + (g.at[1] - s[1]) * kTile];
  }

  private apply(): void {
    this.stage.style.transform = `translate(${this.dx}px, ${this.dy}px) scale(${this.scale})`;
    this.stickLabels();
  }

  // The title and the legend (each player's score) stay on the screen when
  // the board is panned east: they slide along their own bands, above and
  // below the squares, never past the drawing's east edge. The frame's
  // bands (setFrame) hold them off the ring of empty squares. The legend
  // stays on the screen when a board taller than its view is panned north
  // too: it then lies over the view's lowest squares on a band of the
  // drawing's background, which follow() keeps the entry clear of.
  private stickLabels(): void {
    const svg = this.svg;
    if (!svg) return;
    const f = this.frame;
    const width = Number(svg.getAttribute('width')) - f; // the drawing's east edge, in its units
    const left = -this.dx / this.scale - f; // the view's west edge, in the drawing's units
    const bottom = (this.host.clientHeight - this.dy) / this.scale - f; // the view's south edge
    const pad = 8;
    for (const [sel, base] of [
      ['text.title', -f],
      ['g.legend', f],
    ] as const) {
      const e = svg.querySelector<SVGGraphicsElement>(sel);
      if (!e) continue;
      const b = this.labelBox(e);
      let x = 0;
      let y = base;
      if (this.fingerSized && left > 0) x = Math.max(0, Math.min(left + pad - b.x, width - pad - (b.x + b.width)));
      const band = e.querySelector('rect.legend-band');
      if (band) {
        const over = b.y + b.height + base - (bottom - pad);
        if (this.fingerSized && over > 0) y = base - over;
        band.setAttribute('display', y === base ? 'none' : 'inline');
      }
      e.setAttribute('transform', x === 0 && y === 0 ? '' : `translate(${x} ${y})`);
    }
  }

  // A label's box as the engine drew it (the legend's band put behind it once).
  private labelBox(e: SVGGraphicsElement): DOMRect {
    const known = (e as SVGGraphicsElement & { labelBox?: DOMRect }).labelBox;
    if (known) return known;
    const b = e.getBBox();
    (e as SVGGraphicsElement & { labelBox?: DOMRect }).labelBox = b;
    if (e.matches('g.legend')) {
      const band = document.createElementNS(kSvg, 'rect');
      band.setAttribute('class', 'legend-band bg');
      band.setAttribute('x', String(b.x - 6));
      band.setAttribute('y', String(b.y - 4));
      band.setAttribute('width', String(b.width + 12));
      band.setAttribute('height', String(b.height + 8));
      band.setAttribute('display', 'none');
      e.prepend(band);
    }
    return b;
  }

  // The legend's height on the screen when it may lie over the view's
  // lowest squares (a board taller than its view), else 0.
  private legendOver(): number {
    const e = this.svg?.querySelector<SVGGraphicsElement>('g.legend');
    if (!e || !this.fingerSized) return 0;
    const h = Number(this.svg!.getAttribute('height')) * this.scale;
    return h > this.host.clientHeight + 1 ? (this.labelBox(e).height + 16) * this.scale : 0;
  }

  private down(e: PointerEvent): void {
    this.host.setPointerCapture(e.pointerId);
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1) this.gesture = { moved: 0, multi: false, start: Date.now() };
    else if (this.gesture) this.gesture.multi = true;
  }

  private move(e: PointerEvent): void {
    const last = this.pointers.get(e.pointerId);
    if (!last) return;
    const before = [...this.pointers.values()].map((p) => ({ ...p }));
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const after = [...this.pointers.values()];
    if (this.gesture) this.gesture.moved += Math.hypot(e.clientX - last.x, e.clientY - last.y);
    const box = this.host.getBoundingClientRect();
    if (after.length === 1) {
      this.dx += e.clientX - last.x;
      this.dy += e.clientY - last.y;
      this.apply();
    } else if (after.length >= 2) {
      // Pinch: the two fingers' midpoint moves the board, their distance scales it.
      const [a0, b0] = before;
      const [a1, b1] = after;
      const d0 = Math.hypot(a0.x - b0.x, a0.y - b0.y) || 1;
      const d1 = Math.hypot(a1.x - b1.x, a1.y - b1.y) || 1;
      const m0 = { x: (a0.x + b0.x) / 2 - box.left, y: (a0.y + b0.y) / 2 - box.top };
      const m1 = { x: (a1.x + b1.x) / 2 - box.left, y: (a1.y + b1.y) / 2 - box.top };
      this.dx += m1.x - m0.x;
      this.dy += m1.y - m0.y;
      this.zoom(d1 / d0, m1.x, m1.y);
    }
  }

  private up(e: PointerEvent): void {
    const g = this.gesture;
    this.pointers.delete(e.pointerId);
    if (this.pointers.size > 0) return;
    this.gesture = null;
    if (g && !g.multi && g.moved < kTapSlop && Date.now() - g.start < 800) this.tap(e.clientX, e.clientY);
  }

  private cancel(e: PointerEvent): void {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size === 0) this.gesture = null;
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const box = this.host.getBoundingClientRect();
    this.zoom(Math.exp(-e.deltaY / 300), e.clientX - box.left, e.clientY - box.top);
  }

  private tap(clientX: number, clientY: number): void {
    if (!this.svg || !this.grid) return;
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    const g = this.grid;
    const col = Math.floor((p.x - g.x) / kTile);
    const row = Math.floor((p.y - g.y) / kTile);
    const square: Square = [g.at[0] + col, g.at[1] - row];
    const u = (p.x - g.x) / kTile - col;
    const v = (p.y - g.y) / kTile - row;
    const hit = document.elementFromPoint(clientX, clientY);
    const follower = hit?.closest('[data-player][data-on]');
    const tileElement = this.svg.querySelector(`[data-tile][data-at="${square[0]},${square[1]}"]`);
    this.onTap({
      square,
      u,
      v,
      tile: tileElement?.getAttribute('data-tile') ?? null,
      follower: follower
        ? { player: follower.getAttribute('data-player') ?? '', on: follower.getAttribute('data-on') ?? '' }
        : null,
    });
  }
}

// A pan along one side: centred when the view is larger than the drawing,
// else kept between the drawing's two edges.
function within(d: number, view: number, size: number): number {
  if (size <= view) return (view - size) / 2;
  return Math.min(0, Math.max(view - size, d));
}

function parseSquare(text: string | null): Square | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(text ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

// The follower colours of a drawing, by player (from its followers and legend).
export function playerColours(svgText: string, players: string[]): Record<string, string> {
  const colours: Record<string, string> = {};
  const re = /data-player="([^"]*)"[^>]*fill="([^"]*)"/g;
  for (let m = re.exec(svgText); m; m = re.exec(svgText)) colours[m[1]] ??= m[2];
  // The legend lists the players in order, each after its coloured meeple.
  const legend = svgText.split('<g class="legend">')[1] ?? '';
  const fills = [...legend.matchAll(/<use class="m"[^>]*fill="([^"]*)"/g)].map((m) => m[1]);
  players.forEach((p, i) => {
    if (!colours[p] && fills[i]) colours[p] = fills[i];
  });
  return colours;
}
