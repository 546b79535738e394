// Starting points of the playground: one of each kind of thing a page draws.
// Art paths are relative to the site (the playground page sits at its top level).

export const PRESETS: Record<string, string> = {
  Empty: '',
  'Sprite sheet': `<lib-sprites-group src="art/walker.svg" src-width="64" src-height="64" width="128" height="128" fps="10" autoplay loop label="A creature walking">
  <lib-sprite src-left="0"></lib-sprite>
  <lib-sprite src-left="64"></lib-sprite>
  <lib-sprite src-left="128"></lib-sprite>
  <lib-sprite src-left="192"></lib-sprite>
  <lib-sprite src-left="256"></lib-sprite>
  <lib-sprite src-left="320"></lib-sprite>
  <lib-sprite src-left="384"></lib-sprite>
  <lib-sprite src-left="448"></lib-sprite>
</lib-sprites-group>`,
  Shapes: `<lib-sprites-group width="160" height="100" fps="2" autoplay loop label="A blinking light">
  <lib-sprite>
    <lib-sub-sprite src-type="RECTANGLE" width="160" height="100" data-style="#234"></lib-sub-sprite>
    <lib-sub-sprite src-type="CIRCLE" left="80" top="50" data-radius="30" data-style="#fc3"></lib-sub-sprite>
  </lib-sprite>
  <lib-sprite>
    <lib-sub-sprite src-type="RECTANGLE" width="160" height="100" data-style="#234"></lib-sub-sprite>
    <lib-sub-sprite src-type="CIRCLE" left="80" top="50" data-radius="30" data-stroke data-line-width="4" data-style="#fc3"></lib-sub-sprite>
  </lib-sprite>
</lib-sprites-group>`,
  Map: `<lib-sprites-group id="grass" hidden width="16" height="16">
  <lib-sprite src-type="RECTANGLE" data-style="#4a2"></lib-sprite>
</lib-sprites-group>
<lib-sprites-group id="water" hidden width="16" height="16" fps="3" autoplay loop>
  <lib-sprite src-type="RECTANGLE" data-style="#38c"></lib-sprite>
  <lib-sprite src-type="RECTANGLE" data-style="#27b"></lib-sprite>
</lib-sprites-group>
<lib-sprites-group width="96" height="48" label="A small tiled map">
  <lib-sprite src-type="MAP" width="96" height="48" src='[["g","g","w","w","g","g"],["g","w","w","w","w","g"],["g","g","g","g","g","g"]]' data-elements-data='{"g":{"id":"grass"},"w":{"id":"water"}}' data-elements-width="16" data-elements-height="16"></lib-sprite>
</lib-sprites-group>`,
  Scene: `<lib-sprites-scene renderer="canvas" width="320" height="140">
  <lib-sprites-group id="walker" src="art/walker.svg" src-width="64" src-height="64" width="64" height="64" left="20" top="40" fps="10" autoplay loop label="A walker">
    <lib-sprite src-left="0"></lib-sprite>
    <lib-sprite src-left="64"></lib-sprite>
    <lib-sprite src-left="128"></lib-sprite>
    <lib-sprite src-left="192"></lib-sprite>
  </lib-sprites-group>
  <lib-sprites-group id="sign" src-type="TEXT" left="140" top="60" width="160" height="24" z-index="2">
    <lib-sprite src="Hello, scene"></lib-sprite>
  </lib-sprites-group>
</lib-sprites-scene>`,
};

export const DEFAULT_PRESET = 'Sprite sheet';
