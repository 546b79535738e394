// The fake cursor area: LIB_Mouse (with LIB_Mouse.CursorImage), <lib-fake-cursor> and <lib-cursor-state>.
import { defineCursorState } from './cursor-state.js';
import { defineFakeCursor } from './fake-cursor.js';

export { LIB_Mouse, Mouse, type LibMouse } from './mouse.js';
export {
  DIV_ID as FAKE_CURSOR_DIV_ID,
  IMAGE_ID as FAKE_CURSOR_IMAGE_ID,
  type CursorImageChange,
  type CursorImageChangeReason,
  type CursorImageOptions,
  type CursorImageSettings,
  type LibCursorImage,
  type PointerLike,
} from './cursor-image.js';
export {
  FAKE_CURSOR_TAG,
  LibFakeCursor,
  defineFakeCursor,
  type FakeCursorHideDetail,
  type FakeCursorHideEvent,
  type FakeCursorHideReason,
  type FakeCursorShowDetail,
  type FakeCursorShowEvent,
  type CursorStateDetail,
  type CursorStateEvent,
} from './fake-cursor.js';
export { CURSOR_STATE_TAG, LibCursorState, defineCursorState } from './cursor-state.js';

// docs/getting-started.md#with-a-bundler: importing the entry defines the element, only if not defined yet.
defineCursorState();
defineFakeCursor();
