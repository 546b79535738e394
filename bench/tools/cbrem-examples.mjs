// The CrossBrowdy examples bench/tools/cbrem-compare.mjs can put side by side with
// <lib-sprites-scene>: where each one's files are in a copy of the CrossBrowdy
// repository, which of them the page loads as the original's scripts, which it
// runs as the example's own code (twice, once with our classes), and what it
// stubs. Nothing of CrossBrowdy is in this repository: these are only paths.
const ADVANCED = 'crossbrowdy.com/_html/_doc/examples/EN/advanced';
const REM = `${ADVANCED}/graphic_rendering_engine_files`;
const GEM = `${ADVANCED}/simple_game_engine_files`;

/** The original classes and helpers, loaded once as scripts (both sides of the page use the helpers). */
const BASE_FILES = [
  'CrossBrowdy/CrossBase/general/CB_data.js',
  'CrossBrowdy/CrossBase/general/CB_Arrays.js',
  'CrossBrowdy/CrossBase/general/CB_others.js',
  'CrossBrowdy/CrossBase/general/CB_Elements.js',
  'CrossBrowdy/CrossBase/audiovisual/image/CB_GraphicSprites.js',
  'CrossBrowdy/CrossBase/audiovisual/image/CB_GraphicSpritesScene.js',
  'CrossBrowdy/CrossBase/audiovisual/image/canvas/CB_Canvas.js',
  `${REM}/rendering_engine_module.js`,
  `${REM}/rendering_engine.js`,
];

/**
 * What would take the whole framework to load: CrossBrowdy.js's configuration,
 * module registry and console; CB_Client's canvas check (true: Chromium has a
 * native canvas, as the real one answers); CB_Device.getTiming, which is
 * performance.now() there and reads the page's manual clock here
 * (bench/pages/manual-clock.ts), as our model does.
 */
const PRELUDE = [
  'var CB_NAME = "CrossBrowdy"; var CB_BASE_NAME = "CrossBase"; var CB_this = window;',
  'var CB_Configuration = { CrossBase: { EXTEND_DOM: false } };',
  'var CB_console = function () {};',
  'var CB_Modules = { modules: {}, STATUSES: { UNKNOWN: 0, UNLOADED: 1, LOADING: 2, LOADED: 3, READY: 4, FAILED: 5 }, addNeededModule: function () {}, setStatus: function () {} };',
  'var CB_Client = { supportsCanvas: function () { return true; } };',
  'var CB_Device = { getTiming: function () { return performance.now(); }, Vibration: { start: function () {}, stop: function () {} } };',
];

/**
 * The games also read the screen, input devices, sound and events. The page
 * has no input (every key, button and axis is up, no pointer), no sound, and a
 * window the size of the canvas.
 */
const gamePrelude = (width, height) => [
  ...PRELUDE,
  `var CB_Screen = { getWindowWidth: function () { return ${width}; }, getWindowHeight: function () { return ${height}; }, isLandscape: function () { return ${width >= height}; }, isFullScreen: function () { return false; }, setFullScreen: function () {}, setViewport: function () {}, onResize: function () {}, keepAwake: function () {} };`,
  'var CB_Events = { add: function () {}, remove: function () {}, on: function () {}, removeByName: function () {}, executeByName: function () {} };',
  'var CB_Keyboard = { keys: new Proxy({}, { get: function () { return [-1]; } }), isKeyDown: function () { return false; }, onKeyDown: function () {}, onKeyUp: function () {} };',
  'var CB_Controllers = { isButtonDown: function () { return false; }, isAxisDown: function () { return false; }, getAxesDown: function () { return []; } };',
  'var CB_Mouse = { getButtons: function () { return {}; } };',
  'var CB_Pointer = new Proxy({}, { get: function () { return function () {}; } });',
  'var CB_Touch = new Proxy({}, { get: function () { return function () { return null; }; } });',
  'var CB_Speaker = new Proxy({}, { get: function () { return function () { return null; }; } });',
  'var CB_AudioDetector = { isAPISupported: function () { return false; } };',
  'var CB_applyOptions = function () {};',
];

/**
 * The tower defense game's sound (Sound.js) and input (Input.js) classes, which only reach the page's
 * audio and pointer: silent, and no pointer over the map (the cell under the pointer is none).
 */
const towerDefensePrelude = (width, height) => [
  ...gamePrelude(width, height),
  'var Sound = { FX: { prepare: function () {}, play: function () {} }, Music: { playByLevel: function () {}, play: function () {}, stop: function () {}, prepare: function () {} } };',
  'var Input = { mouseData: { column: -1, row: -1 }, init: function () {}, manage: function () {} };',
];

/**
 * A game on CrossBrowdy's simple game engine: the engine's two files, then the game's own. `start`, where
 * given, is the game's own code run in its scope once both engines' loops have started (a player's click on
 * the start button).
 */
const game = (folder, own = [], extra = {}) => ({
  kind: 'game',
  folder: `${ADVANCED}/${folder}`,
  files: [...BASE_FILES, 'CrossBrowdy/CrossBase/general/CB_Collisions.js'],
  sources: [`${GEM}/game_engine_module.js`, `${GEM}/game_engine.js`, ...own, `${ADVANCED}/${folder}/main.js`],
  prelude: gamePrelude,
  start: null,
  ...extra,
});
const TOWER = `${ADVANCED}/tower_defense_game_files`;

export const EXAMPLES = {
  graphic_rendering_engine: {
    kind: 'rendering',
    folder: REM,
    files: BASE_FILES,
    sources: [`${REM}/main.js`],
    prelude: () => PRELUDE,
  },
  simple_game_engine: game('simple_game_engine_files'),
  pong: game('pong_game_files'),
  sokoban: game('sokoban_game_files', [`${ADVANCED}/sokoban_game_files/levels.js`]),
  balloon_popping: game('balloon_popping_game_files'),
  // Its first level, started as its start button does: Game.start().
  tower_defense: game(
    'tower_defense_game_files',
    ['towers.js', 'enemies.js', 'levels.js', 'Visual.js', 'Game.js'].map((file) => `${TOWER}/${file}`),
    { prelude: towerDefensePrelude, start: 'Game.start()' },
  ),
};
