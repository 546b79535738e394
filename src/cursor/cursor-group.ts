/**
 * A sprite group as the cursor: the group element itself is moved into the
 * cursor box while it is the cursor, and put back where it was (marked by a
 * comment) afterwards. Composed through the DOM only: nothing here imports
 * the elements, which the package entry defines. The group's own playback
 * keeps running across the move (a group that plays resumes when reconnected).
 */

/** What a borrowed group needs restored when it goes home. */
interface Borrowed {
  group: HTMLElement;
  home: Comment;
  left: string;
  top: string;
}

let borrowed: Borrowed | null = null;

const IMPORTANT = 'important';

/** A group's own length attribute (`width`, `left`...), when it is a finite number. */
export function groupLength(group: Element, name: string, fallback: number): number {
  const raw = group.getAttribute(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

/**
 * Puts `group` into `box` (returning any other borrowed group first). The
 * group's stage is offset by its `left`/`top`; the group is shifted back by
 * them so that the group's coordinate origin is the box's corner.
 */
export function borrowGroup(group: HTMLElement, box: HTMLElement): void {
  if (borrowed?.group === group && group.parentNode === box) return;
  returnGroup();
  const home = (group.ownerDocument ?? document).createComment(' lib-fake-cursor: this group is the cursor ');
  const left = group.style.getPropertyValue('left');
  const top = group.style.getPropertyValue('top');
  if (group.parentNode) group.parentNode.replaceChild(home, group);
  borrowed = { group, home, left, top };
  group.style.setProperty('left', `${-groupLength(group, 'left', 0)}px`, IMPORTANT);
  group.style.setProperty('top', `${-groupLength(group, 'top', 0)}px`, IMPORTANT);
  box.appendChild(group);
}

/** Puts the borrowed group back where it came from, if any is borrowed. */
export function returnGroup(): void {
  const was = borrowed;
  if (!was) return;
  borrowed = null;
  const { group, home } = was;
  restoreInline(group, 'left', was.left);
  restoreInline(group, 'top', was.top);
  if (home.parentNode) home.parentNode.replaceChild(group, home);
  else group.remove();
}

function restoreInline(el: HTMLElement, name: string, value: string): void {
  if (value) el.style.setProperty(name, value);
  else el.style.removeProperty(name);
}

/** The group now in the cursor box, or null. */
export function borrowedGroup(): HTMLElement | null {
  return borrowed?.group ?? null;
}

/** The node the borrowed group came from (its parent before the move), or null. */
export function borrowedFrom(): Node | null {
  return borrowed?.home.parentNode ?? null;
}
