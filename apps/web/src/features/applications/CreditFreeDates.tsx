/**
 * On the application form: which of the chosen dates use no leave credit (issue 22), e.g.
 * '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.'. The engine's rule
 * through @sahod/shared, the same the approval applies (national holidays, Sunday rest day).
 */
import { Alert, Text } from '@mantine/core';
import { addDaysIso, daysBetween, isCalendarDate, leaveCreditNote } from '@sahod/shared';

/** A form's range is at most a few months; longer input is being typed, not filed. */
const MAX_DAYS = 400;

export function creditFreeNotes(start: string, end: string): string[] {
  if (!isCalendarDate(start)) return [];
  const last = isCalendarDate(end) && end >= start ? end : start;
  const days = Math.min(daysBetween(start, last), MAX_DAYS);
  const notes: string[] = [];
  for (let i = 0; i <= days; i++) {
    const note = leaveCreditNote(addDaysIso(start, i));
    if (note) notes.push(note);
  }
  return notes;
}

export function CreditFreeDates({
  usesCredits,
  start,
  end,
}: {
  usesCredits: boolean;
  start: string;
  end: string;
}) {
  if (!usesCredits) return null;
  const notes = creditFreeNotes(start, end);
  if (notes.length === 0) return null;
  return (
    <Alert color="teal" variant="light" data-testid="credit-free-dates">
      {notes.map((note) => (
        <Text size="sm" key={note}>
          {note}
        </Text>
      ))}
    </Alert>
  );
}
