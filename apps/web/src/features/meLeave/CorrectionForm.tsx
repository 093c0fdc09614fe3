/** Request a time correction of one day (issue 24 §2 Attendance): a 'Time Correction' application. */
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { ME_LEAVE_TEXT, type MeAttendanceDay, timeCorrectionCreateSchema } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../components/notify';
import { meLeaveOptionsQuery, useFileCorrection } from './api';
import { hm } from './MeQueryState';

export function CorrectionForm({ day, onDone }: { day: MeAttendanceDay; onDone: () => void }) {
  const options = useQuery(meLeaveOptionsQuery);
  const [timeIn, setTimeIn] = useState(hm(day.start_time) || hm(day.shift_start));
  const [timeOut, setTimeOut] = useState(hm(day.end_time) || hm(day.shift_end));
  const [reason, setReason] = useState('');
  const [approver, setApprover] = useState('');
  const file = useFileCorrection();

  const submit = async () => {
    const parsed = timeCorrectionCreateSchema.safeParse({
      date: day.date,
      time_in: timeIn,
      time_out: timeOut,
      reason,
      approver_employee_id: approver,
    });
    if (!parsed.success) {
      notifyError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (await file.run(parsed.data)) onDone();
  };

  return (
    <Stack gap="sm">
      <Group grow>
        <TextInput
          label="Time in"
          type="time"
          value={timeIn}
          onChange={(e) => setTimeIn(e.currentTarget.value)}
          required
        />
        <TextInput
          label="Time out"
          type="time"
          value={timeOut}
          onChange={(e) => setTimeOut(e.currentTarget.value)}
          required
        />
      </Group>
      <Textarea
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={2}
        required
      />
      <NativeSelect
        label="Approver"
        data={[
          { value: '', label: 'Choose...' },
          ...(options.data?.approvers ?? []).map((a) => ({
            value: String(a.employee_id),
            label: a.company ? `${a.name} (${a.company})` : a.name,
          })),
        ]}
        value={approver}
        onChange={(e) => setApprover(e.currentTarget.value)}
        required
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={file.pending}>
          {ME_LEAVE_TEXT.requestCorrection}
        </Button>
      </Group>
    </Stack>
  );
}
