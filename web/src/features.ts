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
