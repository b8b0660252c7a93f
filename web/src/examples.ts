// The bundled examples: documents of the repository's own corpus, loaded when
// chosen (each is its own file of the site, cached for offline use). A Board
// Game Arena log and a JCloisterZone save open through `import`, as a user's would.
const sources = import.meta.glob(
  [
    '../../scenarios/base/quickstart.yaml',
    '../../docs/tutorial/game.yaml',
    '../../scenarios/logs/full-game-72.yaml',
    '../../scenarios/logs/illegal-mismatched-edge.yaml',
    '../../scenarios/maze/advanced-network-completed.yaml',
    '../../scenarios/watchtowers/road-tiles-log.yaml',
    '../../scenarios/import/366166200.json',
    '../../scenarios/import/engine-scoring.jcz',
  ],
  { query: '?raw', import: 'default' },
) as Record<string, () => Promise<string>>;

export interface Example {
  title: string;
  file: string; // the file name the page gives it
  load: () => Promise<string>;
}

const kTitles: [string, string][] = [
  ['quickstart.yaml', 'Quick start: six tiles, a position'],
  ['game.yaml', 'The tutorial\u2019s game log'],
  ['full-game-72.yaml', 'A whole game: all 72 tiles'],
  ['illegal-mismatched-edge.yaml', 'A log with a wrong placement'],
  ['advanced-network-completed.yaml', 'The maze (advanced rules)'],
  ['road-tiles-log.yaml', 'Watchtowers: a log'],
  ['366166200.json', 'A Board Game Arena game (imported)'],
  ['engine-scoring.jcz', 'A JCloisterZone save (imported)'],
];

export const examples: Example[] = kTitles.flatMap(([file, title]) => {
  const key = Object.keys(sources).find((k) => k.endsWith('/' + file));
  return key ? [{ title, file, load: sources[key] }] : [];
});
