// Which feature a tap on a tile means. The engine names a feature by a kind
// and an edge of the table (`city N`, `road E`), a field by a half edge
// (`field Ne`: the north edge, east half) or as `field inner` when it reaches
// no edge, a monastery by its kind; the tap gives where in the square the
// finger fell. The candidates are tried in
// order with `explain --at X,Y --on NAME`; the first the engine accepts is
// the feature, so the engine alone decides what lies on the tile.
import type { BoardTap } from './board.js';

type Edge = 'N' | 'E' | 'S' | 'W';

export function featureCandidates(tap: Pick<BoardTap, 'u' | 'v'>): string[] {
  const dx = tap.u - 0.5; // east
  const dy = 0.5 - tap.v; // north
  // The edges by how close the finger is to each, the nearest first.
  const edges = (
    [
      ['N', 0.5 - dy],
      ['S', 0.5 + dy],
      ['E', 0.5 - dx],
      ['W', 0.5 + dx],
    ] as [Edge, number][]
  )
    .sort((a, b) => a[1] - b[1])
    .map(([e]) => e);
  const out: string[] = [];
  const centre = Math.max(Math.abs(dx), Math.abs(dy)) < 0.2;
  // A field that reaches no edge (IC-H's) lies in the middle, as a monastery does.
  if (centre) out.push('monastery', 'field inner');
  for (const edge of edges.slice(0, 2)) {
    // Along the edge: the offset from its middle, and which half.
    const along = edge === 'N' || edge === 'S' ? dx : dy;
    const half = halfOf(edge, along);
    const middle = Math.abs(along) < 0.14;
    if (middle) out.push(`road ${edge}`, `city ${edge}`, `field ${edge}${half}`);
    else out.push(`city ${edge}`, `field ${edge}${half}`, `road ${edge}`);
  }
  if (!centre) out.push('monastery', 'field inner');
  return [...new Set(out)];
}

// The half of an edge: the north edge's halves are west and east, and so on.
function halfOf(edge: Edge, along: number): string {
  if (edge === 'N' || edge === 'S') return along > 0 ? 'e' : 'w';
  return along > 0 ? 'n' : 's';
}

// A feature's name once its tile is turned by `by` degrees clockwise: each
// edge moves a quarter round (N to E), each half two places in the order
// `Nw Ne En Es Se Sw Ws Wn`; a name without an edge stays.
const kEdges = ['N', 'E', 'S', 'W'];
const kHalves = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'];

export function turnedFeature(on: string, by: number): string {
  const quarters = (((by / 90) % 4) + 4) % 4;
  return on
    .split(' ')
    .map((word) => {
      const half = kHalves.indexOf(word);
      if (half >= 0) return kHalves[(half + 2 * quarters) % 8];
      const edge = kEdges.indexOf(word);
      if (edge >= 0) return kEdges[(edge + quarters) % 4];
      return word;
    })
    .join(' ');
}

// Where on its square a place lies (0 to 1, x east, y south): an edge's
// middle (`city N`), a half edge (`field En`: the east edge, north half), or
// the middle (a monastery, `field inner`, an area).
const kSpots: Record<string, [number, number]> = {
  N: [0.5, 0.2], E: [0.8, 0.5], S: [0.5, 0.8], W: [0.2, 0.5],
  Nw: [0.3, 0.2], Ne: [0.7, 0.2], En: [0.8, 0.3], Es: [0.8, 0.7],
  Se: [0.7, 0.8], Sw: [0.3, 0.8], Ws: [0.2, 0.7], Wn: [0.2, 0.3],
};

export function placeSpot(on: string): [number, number] {
  return kSpots[on.split(' ')[1] ?? ''] ?? [0.5, 0.5];
}

// A small square with a dot where the place lies: `field En` read at a
// glance as 'the field on the right, above'.
export function placeIcon(on: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('class', 'place-icon');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  const square = document.createElementNS(ns, 'rect');
  for (const [k, v] of Object.entries({ x: '1', y: '1', width: '18', height: '18', rx: '2' })) square.setAttribute(k, v);
  const [x, y] = placeSpot(on);
  const dot = document.createElementNS(ns, 'circle');
  for (const [k, v] of Object.entries({ cx: String(1 + 18 * x), cy: String(1 + 18 * y), r: '3.2' })) dot.setAttribute(k, v);
  svg.append(square, dot);
  return svg;
}
