import { LIB_GraphicSprites, type LIB_GraphicSpritesChange } from '../model/index.js';

/**
 * The `LIB_GraphicSprites` behind a `<lib-sprites-group>` (its `controller`).
 * It is the model itself, with every spec method; the only addition is that
 * each change it makes is handed to the element, which mirrors it in the DOM.
 */
export class SpritesController extends LIB_GraphicSprites {
  /**
   * @internal Set by the owning element. Declared, not initialized, because the
   * base constructor may already notify before a subclass initializer would run.
   */
  declare changeListener: ((change: LIB_GraphicSpritesChange) => void) | undefined;

  protected override notify(change: LIB_GraphicSpritesChange): void {
    this.changeListener?.(change);
  }
}
