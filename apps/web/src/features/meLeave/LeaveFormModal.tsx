/** File a leave (issue 24 §2 Leave): the Applications form's fields; the server's rules and messages. */
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { APP_MSG, applicationCreateSchema, ME_LEAVE_TEXT, type MeLeaveOptions } from '@sahod/shared';
import { useState } from 'react';
import { notifyError } from '../../components/notify';
import { useFileLeave } from './api';

interface Props {
  opened: boolean;
  onClose: () => void;
  options: MeLeaveOptions | undefined;
}

export function LeaveFormModal({ opened, onClose, options }: Props) {
  const [typeId, setTypeId] = useState('');
  const [date, setDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [fullDay, setFullDay] = useState(true);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [particulars, setParticulars] = useState('');
  const [approver, setApprover] = useState('');
  const file = useFileLeave();

  const submit = async () => {
    const parsed = applicationCreateSchema.safeParse({
      application_type_id: typeId,
      effective_date: date,
      end_date: endDate,
      full_day: fullDay,
      start_time: fullDay ? '' : start,
      end_time: fullDay ? '' : end,
      particulars,
      approver_employee_id: approver,
    });
    if (!parsed.success) {
      notifyError(parsed.error.issues[0]?.message ?? APP_MSG.typeRequired);
      return;
    }
    if (await file.run(parsed.data)) {
      setDate('');
      setEndDate('');
      setParticulars('');
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={ME_LEAVE_TEXT.fileLeave} fullScreen={false} centered>
      <Stack gap="sm">
        <NativeSelect
          label="Leave type"
          data={[
            { value: '', label: 'Choose...' },
            ...(options?.types ?? []).map((t) => ({ value: String(t.application_type_id), label: t.name })),
          ]}
          value={typeId}
          onChange={(e) => setTypeId(e.currentTarget.value)}
          required
        />
        <Group grow>
          <TextInput
            label="Date"
            type="date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            required
          />
          <TextInput
            label="Until (optional)"
            type="date"
            value={endDate}
            onChange={(e) => setEndDate(e.currentTarget.value)}
          />
        </Group>
        <Checkbox
          label="Full day"
          description={APP_MSG.fullDayNote}
          checked={fullDay}
          onChange={(e) => setFullDay(e.currentTarget.checked)}
        />
        {!fullDay && (
          <Group grow>
            <TextInput
              label="Start Time"
              type="time"
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
            />
            <TextInput
              label="End Time"
              type="time"
              value={end}
              onChange={(e) => setEnd(e.currentTarget.value)}
            />
          </Group>
        )}
        <Textarea
          label="Particulars"
          value={particulars}
          onChange={(e) => setParticulars(e.currentTarget.value)}
          autosize
          minRows={2}
          required
        />
        <NativeSelect
          label="Approver"
          data={[
            { value: '', label: 'Choose...' },
            ...(options?.approvers ?? []).map((a) => ({
              value: String(a.employee_id),
              label: a.company ? `${a.name} (${a.company})` : a.name,
            })),
          ]}
          value={approver}
          onChange={(e) => setApprover(e.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={file.pending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
