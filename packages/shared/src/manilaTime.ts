/**
 * Every date and time a person reads (files' 'Generated ...', 'Date Created', the Generated Files
 * list, history) is in Asia/Manila, in one format: '2026-11-28 05:56' (24-hour, no seconds), and
 * dates alone '2026-11-28'. Stored timestamps stay ISO-8601 UTC (ARCHITECTURE); only what is shown
 * is converted, here, for the server's files and the web screens alike. Intl with the IANA zone,
 * not a fixed +8 offset, so the rule lives in the platform's time-zone data.
 */
export const MANILA_TIME_ZONE = 'Asia/Manila';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: MANILA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function manilaParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const p of PARTS.formatToParts(at)) if (p.type in out) out[p.type as keyof typeof out] = p.value;
  return out;
}

const asDate = (at: Date | string): Date | null => {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '2026-11-27T21:56:00Z' -> '2026-11-28 05:56'; text that is no timestamp is returned as it is. */
export function formatManilaDateTime(at: Date | string): string {
  const date = asDate(at);
  if (!date) return typeof at === 'string' ? at : '';
  const p = manilaParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** '2026-11-27T21:56:00Z' -> '2026-11-28' (the day in Manila); text that is no timestamp as it is. */
export function formatManilaDate(at: Date | string): string {
  return formatManilaDateTime(at).slice(0, 10);
}
