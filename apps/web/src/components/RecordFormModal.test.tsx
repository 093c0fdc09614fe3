import { MSG } from '@sahod/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecordFormModal, type RecordFormModalProps } from './RecordFormModal.tsx';
import { renderWithProviders } from './test-utils.tsx';

const shift = {
  shift_id: 3,
  shift_name: 'Morning',
  start_time: '08:00',
  hours: 8,
  notes: null,
  color_hex: '#ff0000',
};

function renderForm(props: Partial<RecordFormModalProps> = {}) {
  const onSave = vi.fn<RecordFormModalProps['onSave']>();
  const onClose = vi.fn();
  const all: RecordFormModalProps = {
    opened: true,
    mode: 'edit',
    record: shift,
    excludedFields: ['shift_id'],
    optionalFields: ['notes'],
    numberFields: ['hours'],
    onSave,
    onClose,
    ...props,
  };
  const result = renderWithProviders(<RecordFormModal {...all} />);
  return {
    ...result,
    onSave: all.onSave as typeof onSave,
    onClose: all.onClose as typeof onClose,
    props: all,
  };
}

const formDialog = (name: string) => screen.getByRole('dialog', { name });
const saveButton = () => within(formDialog('Edit Record')).getByRole('button', { name: 'Save' });

async function confirmDialog() {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(MSG.saveConfirm));
    if (!dialog) throw new Error('no save confirmation');
    return dialog;
  });
}

describe('RecordFormModal fields', () => {
  it('titles itself by mode', () => {
    const { unmount } = renderForm({ mode: 'add', record: undefined, fields: ['shift_name'] });
    expect(formDialog('Add New Record')).toBeTruthy();
    unmount();
    renderForm();
    expect(formDialog('Edit Record')).toBeTruthy();
  });

  it('generates labelled inputs from the record, without excluded fields', () => {
    renderForm();
    const dialog = formDialog('Edit Record');
    expect((within(dialog).getByLabelText(/Shift Name/) as HTMLInputElement).value).toBe('Morning');
    expect((within(dialog).getByLabelText(/Start Time/) as HTMLInputElement).value).toBe('08:00');
    expect((within(dialog).getByLabelText(/Hours/) as HTMLInputElement).value).toBe('8');
    expect(within(dialog).getByLabelText(/Color Hex/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Shift Id/)).toBeNull();
  });

  it('marks required fields but not optional or display-only ones', () => {
    renderForm({ displayOnlyFields: ['color_hex'] });
    expect(screen.getByLabelText(/Shift Name/)).toHaveProperty('required', true);
    expect(screen.getByLabelText(/Hours/)).toHaveProperty('required', true);
    expect(screen.getByLabelText(/Notes/)).toHaveProperty('required', false);
    const displayOnly = screen.getByLabelText(/Color Hex/) as HTMLInputElement;
    expect(displayOnly.readOnly).toBe(true);
    expect(displayOnly.required).toBe(false);
  });

  it('uses field label overrides and the field list order', () => {
    renderForm({ fields: ['hours', 'shift_name'], fieldLabels: { hours: 'Working Hours' } });
    const labels = Array.from(formDialog('Edit Record').querySelectorAll('label')).map((label) =>
      label.textContent?.replace('*', '').trim(),
    );
    expect(labels).toEqual(['Working Hours', 'Shift Name']);
    expect(screen.queryByLabelText(/Start Time/)).toBeNull();
  });
});

describe('RecordFormModal required fields', () => {
  it('blocks Save and names the missing fields until every required field is filled', async () => {
    const { user } = renderForm({
      mode: 'add',
      record: undefined,
      fields: ['shift_name', 'start_time', 'notes'],
      optionalFields: ['notes'],
    });
    const dialog = formDialog('Add New Record');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Required: Shift Name, Start Time')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Shift Name/), 'Night');
    expect(within(dialog).getByText('Required: Start Time')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Start Time/), '   ');
    expect(save).toHaveProperty('disabled', true);
    await user.clear(within(dialog).getByLabelText(/Start Time/));
    await user.type(within(dialog).getByLabelText(/Start Time/), '22:00');
    expect(save).toHaveProperty('disabled', false);
    expect(within(dialog).queryByText(/^Required:/)).toBeNull();
  });

  it('blocks Save when a required field of an edited record is cleared', async () => {
    const { user } = renderForm();
    await user.clear(screen.getByLabelText(/Shift Name/));
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Required: Shift Name')).toBeTruthy();
  });
});

describe('RecordFormModal saving', () => {
  it('enables Save in edit mode only when something changed', async () => {
    const { user } = renderForm();
    expect(saveButton()).toHaveProperty('disabled', true);
    const name = screen.getByLabelText(/Shift Name/);
    await user.type(name, 'X');
    expect(saveButton()).toHaveProperty('disabled', false);
    await user.type(name, '{Backspace}');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it("asks 'Are you sure you want to save?' and does nothing on Cancel", async () => {
    const { user, onSave, onClose } = renderForm();
    await user.type(screen.getByLabelText(/Shift Name/), ' Shift');
    await user.click(saveButton());
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the form and its edits when the save confirmation is dismissed with Escape', async () => {
    const { user, onSave, onClose } = renderForm();
    await user.type(screen.getByLabelText(/Shift Name/), '!');
    await user.click(saveButton());
    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(saveButton());
    await confirmDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Shift Name/) as HTMLInputElement).value).toBe('Morning!');
  });

  it('saves the parsed values and the changed fields after confirmation, then closes', async () => {
    const { user, onSave, onClose } = renderForm();
    const hours = screen.getByLabelText(/Hours/);
    await user.clear(hours);
    await user.type(hours, '9.5');
    await user.type(screen.getByLabelText(/Notes/), ' bring ID ');
    await user.click(saveButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ ...shift, hours: 9.5, notes: 'bring ID' }, ['hours', 'notes']);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends every editable field when adding, empty optional fields as null', async () => {
    const { user, onSave } = renderForm({
      mode: 'add',
      record: { company_id: 1 },
      fields: ['shift_name', 'hours', 'notes'],
    });
    const dialog = formDialog('Add New Record');
    await user.type(within(dialog).getByLabelText(/Shift Name/), 'Night');
    await user.type(within(dialog).getByLabelText(/Hours/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ company_id: 1, shift_name: 'Night', hours: 8, notes: null }, [
        'shift_name',
        'hours',
      ]),
    );
  });

  it('keeps the modal open and shows the error when saving fails, with buttons disabled meanwhile', async () => {
    let fail: (error: Error) => void = () => {};
    const onSave = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    const { user, onClose } = renderForm({ onSave });
    await user.type(screen.getByLabelText(/Shift Name/), '!');
    await user.click(saveButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saveButton().getAttribute('data-loading')).toBe('true'));
    const form = formDialog('Edit Record');
    expect(within(form).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(within(form).getByLabelText(/Shift Name/)).toHaveProperty('disabled', true);
    fail(new Error('Name is already in use.'));
    expect(await within(form).findByText('Name is already in use.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(saveButton()).toHaveProperty('disabled', false);
    expect((within(form).getByLabelText(/Shift Name/) as HTMLInputElement).value).toBe('Morning!');
  });

  it('blocks saving with the message of a failed extra rule', async () => {
    const { user, onSave } = renderForm({
      validate: (values) => (values.start_time === '25:00' ? 'Invalid times.' : undefined),
    });
    const start = screen.getByLabelText(/Start Time/);
    await user.clear(start);
    await user.type(start, '25:00');
    await user.click(saveButton());
    expect(await screen.findByText('Invalid times.')).toBeTruthy();
    expect(screen.queryByText(MSG.saveConfirm)).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('uses a custom save confirmation message', async () => {
    const { user } = renderForm({ saveConfirmMessage: 'Are you sure you want to save this entry?' });
    await user.type(screen.getByLabelText(/Shift Name/), '!');
    await user.click(saveButton());
    expect(await screen.findByText('Are you sure you want to save this entry?')).toBeTruthy();
  });
});

describe('RecordFormModal select fields', () => {
  it('offers the options and saves the chosen value, as a number when listed as one', async () => {
    const { user, onSave } = renderForm({
      record: { department_id: 1, name: 'HR' },
      excludedFields: [],
      numberFields: ['department_id'],
      selectFields: {
        department_id: [
          { value: '1', label: 'Human Resources' },
          { value: '2', label: 'Finance' },
        ],
      },
      fieldLabels: { department_id: 'Department' },
    });
    const select = screen.getByRole('combobox', { name: /Department/ }) as HTMLInputElement;
    expect(select.value).toBe('Human Resources');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    expect(select.value).toBe('Finance');
    await user.click(saveButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ department_id: 2, name: 'HR' }, ['department_id']),
    );
  });
});

describe('RecordFormModal delete and cancel', () => {
  it("asks 'Are you sure you want to delete?' before onDelete, then closes", async () => {
    const onDelete = vi.fn();
    const { user, onClose } = renderForm({ onDelete });
    await user.click(within(formDialog('Edit Record')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText(MSG.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('does not delete when the confirmation is cancelled, and has no Delete without onDelete', async () => {
    const onDelete = vi.fn();
    const { user, unmount } = renderForm({ onDelete });
    await user.click(within(formDialog('Edit Record')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    unmount();
    renderForm();
    expect(within(formDialog('Edit Record')).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('closes on Cancel without saving', async () => {
    const { user, onClose, onSave } = renderForm();
    await user.type(screen.getByLabelText(/Shift Name/), '!');
    await user.click(within(formDialog('Edit Record')).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('starts from the record again when reopened', async () => {
    const { user, rerender, props } = renderForm();
    await user.type(screen.getByLabelText(/Shift Name/), ' edited');
    rerender(<RecordFormModal {...props} opened={false} />);
    rerender(<RecordFormModal {...props} opened record={{ ...shift, shift_name: 'Night' }} />);
    expect((screen.getByLabelText(/Shift Name/) as HTMLInputElement).value).toBe('Night');
  });
});
