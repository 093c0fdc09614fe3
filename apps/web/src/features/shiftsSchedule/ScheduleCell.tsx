/** One cell of the Shifts Schedule: the shift (name and times), a leave, 'Rest Day' or no shift. */
import { Box, Text } from '@mantine/core';
import { hhmm, isLeaveShift, NO_SHIFT_COLOR, type ShiftRow, TA_TEXT } from '@sahod/shared';
import { textOn } from '../timeattendance/WeekGrid';

/** Issue 22: an empty cell on one of the employee's rest days. */
export const REST_DAY = 'Rest Day';
const REST_DAY_COLOR = '#ECEFF1';

export function ScheduleCell({ shift, restDay = false }: { shift: ShiftRow | undefined; restDay?: boolean }) {
  const rest = shift === undefined && restDay;
  const color = shift?.color_hex ?? (rest ? REST_DAY_COLOR : NO_SHIFT_COLOR);
  const leave = shift !== undefined && isLeaveShift(shift.shift_id);
  return (
    <Box
      data-testid="schedule-cell"
      data-rest-day={rest ? 'true' : undefined}
      style={{
        background: color,
        color: textOn(color),
        borderRadius: 6,
        padding: '4px 6px',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
      }}
    >
      <Text size="xs" fw={600} truncate style={{ color: 'inherit' }}>
        {shift?.shift_name ?? (rest ? REST_DAY : TA_TEXT.noShiftAssigned)}
      </Text>
      {shift && !leave && (
        <Text size="xs" truncate style={{ color: 'inherit' }}>
          {hhmm(shift.start_time)}-{hhmm(shift.end_time)}
        </Text>
      )}
    </Box>
  );
}
