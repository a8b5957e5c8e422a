/** The items a tool starts with, numbered from 1 so they can be keyed, moved and removed. */
export const withIds = <T extends object>(items: T[]): (T & { id: number })[] => items.map((x, i) => ({ ...x, id: i + 1 }));

/** The id after the largest in use (1 for an empty list), so a removed item's id is never given twice at once. */
export const nextId = (items: { id: number }[]): number => Math.max(0, ...items.map((x) => x.id)) + 1;
