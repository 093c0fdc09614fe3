/** Picks the dated statutory figure in force on a day: the last entry whose effective_from is on or before it. */

export interface Dated {
  /** First day (yyyy-MM-dd) the figures apply; entries are listed oldest first. */
  readonly effective_from: string;
}

/** `yyyy-MM-dd` strings compare correctly as text, so no date parsing is needed. */
export function inForceOn<T extends Dated>(entries: readonly T[], onDate: string, what: string): T {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.effective_from <= onDate) return entry;
  }
  throw new RangeError(`no ${what} in force on ${onDate} (earliest is ${entries[0]?.effective_from})`);
}
