import type { CodeColumn } from './columns.js';

/**
 * The slots of a string field's records by value, kept beside the column so a value's members
 * are read without a scan. It reads a slot's old value from the column, so the projection moves
 * a slot before it writes the column and lets it leave before it clears it. A record lacking the
 * value belongs to no group.
 */
export class GroupIndex {
  private readonly members = new Map<string, Set<number>>();

  constructor(private readonly column: CodeColumn) {}

  /** Puts the slot in the group of `value`, out of the one its column holds now. */
  move(slot: number, value: unknown): void {
    const next = typeof value === 'string' ? value : null;
    if (this.column.get(slot) === next) return;
    this.leave(slot);
    if (next === null) return;
    const group = this.members.get(next);
    if (group === undefined) this.members.set(next, new Set([slot]));
    else group.add(slot);
  }

  /** Takes the slot out of the group its column holds now. */
  leave(slot: number): void {
    const value = this.column.get(slot);
    if (value === null) return;
    const group = this.members.get(value);
    if (group === undefined) return;
    group.delete(slot);
    if (group.size === 0) this.members.delete(value);
  }

  membersOf(value: string): number[] {
    return [...(this.members.get(value) ?? [])];
  }
}
