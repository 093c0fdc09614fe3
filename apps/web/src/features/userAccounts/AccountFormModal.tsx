/**
 * The user account modal (spec 2 "User account modal"): role, company -> department -> designation
 * cascade, status, approval status ('For Approval' until Approved or Rejected is chosen), the
 * password pair with show/hide toggles and the spec's hint, and Change Password when editing.
 * Save asks for confirmation; saving an existing account logs its user out (spec 4).
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type Account,
  type AccountCreate,
  type AccountUpdate,
  type AssignableRole,
  MSG,
  SELECTABLE_APPROVAL_STATUSES,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { alreadyReported, errorMessage, useConfirm } from '../../components';
import {
  type AccountField,
  type AccountFormErrors,
  type AccountFormMode,
  type AccountFormValues,
  applyEmployee,
  applyFieldChange,
  canSave,
  createBody,
  initialAccountValues,
  passwordShown,
  updateBody,
  validateAccount,
} from './accountForm';
import { linkableEmployeesQuery, roleOptionsQuery, useOrganisationOptions } from './api';
import { ACCOUNTS_TEXT } from './texts';

export interface AccountFormModalProps {
  opened: boolean;
  onClose: () => void;
  mode: AccountFormMode;
  /** The account being edited, or starting values for a new one (e.g. from an employee). */
  account?: Partial<Account> | null;
  /** Editing the signed-in user's own account: saving logs them out. */
  isOwnAccount?: boolean;
  /** The employee link is fixed (the profile's 'Create User Account'): the picker is read-only. */
  employeeLocked?: boolean;
  onCreate?: (body: AccountCreate) => Promise<unknown>;
  onUpdate?: (body: AccountUpdate) => Promise<unknown>;
  /** Shown under the form (the edit modal's 'Reset two-factor sign-in'). */
  extra?: React.ReactNode;
}

export function AccountFormModal(props: AccountFormModalProps) {
  const [held, setHeld] = useState(false);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.mode === 'add' ? ACCOUNTS_TEXT.createTitle : ACCOUNTS_TEXT.editTitle}
      centered
      size="lg"
      closeOnClickOutside={!held}
      closeOnEscape={!held}
      withCloseButton={!held}
    >
      {/* Mounted with the modal: every opening starts from the account given then. */}
      <AccountForm {...props} onHoldChange={setHeld} />
      {props.extra}
    </Modal>
  );
}

const STATUS_OPTIONS = ['Active', 'Inactive'];

/**
 * Only the roles the signed-in user may give (the server refuses the others); an edited account's
 * current role stays visible, disabled, so the form shows what it has.
 */
export function roleOptions(roles: readonly AssignableRole[], currentRoleId: string) {
  return roles
    .filter((r) => r.assignable || String(r.role_id) === currentRoleId)
    .map((r) => ({ value: String(r.role_id), label: r.role_name, disabled: !r.assignable }));
}

function AccountForm({
  mode,
  account,
  isOwnAccount = false,
  employeeLocked = false,
  onClose,
  onCreate,
  onUpdate,
  onHoldChange,
}: AccountFormModalProps & { onHoldChange: (held: boolean) => void }) {
  const confirm = useConfirm();
  const [initial] = useState(() => initialAccountValues(account));
  const [values, setValues] = useState<AccountFormValues>(initial);
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const [tried, setTried] = useState(false);
  // Fields the user has left once: their messages show from then on (before the first Save).
  const [touched, setTouched] = useState<ReadonlySet<AccountField>>(() => new Set());
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    onHoldChange(busy || confirming);
    return () => onHoldChange(false);
  }, [busy, confirming, onHoldChange]);

  const roles = useQuery(roleOptionsQuery).data ?? [];
  const employees = useQuery(linkableEmployeesQuery).data ?? [];
  const companies = useOrganisationOptions('company').data ?? [];
  const departments = useOrganisationOptions('department', values.company_id).data ?? [];
  const designations = useOrganisationOptions('designation', values.department_id).data ?? [];

  const employeeOptions = useMemo(
    () =>
      employees.map((e) => {
        const linkedElsewhere = e.user_id !== null && e.user_id !== account?.user_id;
        const label = ACCOUNTS_TEXT.employeeLabel(e.employee_code, e.last_name, e.first_name);
        return {
          value: String(e.employee_id),
          label: linkedElsewhere ? `${label} (${ACCOUNTS_TEXT.linkedElsewhere})` : label,
          disabled: linkedElsewhere,
        };
      }),
    [employees, account?.user_id],
  );

  const shownErrors = (all: AccountFormErrors, seen: ReadonlySet<AccountField>): AccountFormErrors =>
    tried
      ? all
      : Object.fromEntries(Object.entries(all).filter(([field]) => seen.has(field as AccountField)));
  // Keep the same object while the messages stay the same: no re-render of every input per key.
  const showErrors = (next: AccountFormErrors) =>
    setErrors((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  const update = (next: AccountFormValues) => {
    setValues(next);
    setServerError(null);
    // After a first attempt, or once a field was left, the messages follow the input.
    if (tried || touched.size > 0)
      showErrors(shownErrors(validateAccount(mode, next, account?.user_id), touched));
  };
  const leave = (field: AccountField) => {
    const seen = new Set(touched).add(field);
    setTouched(seen);
    showErrors(shownErrors(validateAccount(mode, values, account?.user_id), seen));
  };
  const set = <F extends AccountField>(field: F, value: AccountFormValues[F]) =>
    update(applyFieldChange(values, field, value));

  const showPassword = passwordShown(mode, values);
  const saveEnabled = !busy && canSave(mode, values, initial);

  async function save() {
    setTried(true);
    const found = validateAccount(mode, values, account?.user_id);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setConfirming(true);
    const confirmed = await confirm({
      message:
        mode === 'add' ? (
          MSG.saveConfirm
        ) : (
          <Stack gap={4}>
            <Text size="sm">{MSG.saveConfirm}</Text>
            <Text size="sm" c="dimmed">
              {isOwnAccount ? ACCOUNTS_TEXT.selfNote : ACCOUNTS_TEXT.logoutNote}
            </Text>
          </Stack>
        ),
    });
    setConfirming(false);
    if (!confirmed) return;
    setBusy(true);
    try {
      if (mode === 'add') await onCreate?.(createBody(values));
      else await onUpdate?.(updateBody(values, account?.user_id ?? 0));
      onClose();
    } catch (caught) {
      setServerError(alreadyReported(caught) ? null : errorMessage(caught, MSG.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saveEnabled) void save();
      }}
    >
      <Stack gap="sm">
        <Select
          label={ACCOUNTS_TEXT.employee}
          description={mode === 'add' && !employeeLocked ? ACCOUNTS_TEXT.employeeHint : undefined}
          data={employeeOptions}
          value={values.employee_id || null}
          onChange={(next) =>
            update(applyEmployee(values, mode, employees.find((e) => String(e.employee_id) === next) ?? null))
          }
          searchable
          clearable={!employeeLocked}
          disabled={busy || employeeLocked}
          error={errors.employee_id}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={ACCOUNTS_TEXT.username}
            required
            value={values.username}
            onChange={(event) => set('username', event.currentTarget.value)}
            onBlur={() => leave('username')}
            error={errors.username}
            disabled={busy}
            autoComplete="off"
          />
          <TextInput
            label={ACCOUNTS_TEXT.name}
            required
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            onBlur={() => leave('name')}
            error={errors.name}
            disabled={busy}
          />
        </SimpleGrid>
        <Select
          label={ACCOUNTS_TEXT.role}
          required
          data={roleOptions(roles, initial.role_id)}
          value={values.role_id || null}
          onChange={(next) => set('role_id', next ?? '')}
          error={errors.role_id}
          disabled={busy}
          searchable
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={ACCOUNTS_TEXT.company}
            data={companies}
            value={values.company_id || null}
            onChange={(next) => set('company_id', next ?? '')}
            error={errors.company_id}
            disabled={busy}
            searchable
            clearable
          />
          <Select
            label={ACCOUNTS_TEXT.department}
            data={departments}
            value={values.department_id || null}
            onChange={(next) => set('department_id', next ?? '')}
            error={errors.department_id}
            disabled={busy || values.company_id === ''}
            searchable
            clearable
          />
          <Select
            label={ACCOUNTS_TEXT.designation}
            data={designations}
            value={values.designation_id || null}
            onChange={(next) => set('designation_id', next ?? '')}
            error={errors.designation_id}
            disabled={busy || values.department_id === ''}
            searchable
            clearable
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={ACCOUNTS_TEXT.status}
            data={STATUS_OPTIONS}
            value={values.status}
            onChange={(next) => next && set('status', next as AccountFormValues['status'])}
            allowDeselect={false}
            disabled={busy}
          />
          <Select
            label={ACCOUNTS_TEXT.approvalStatus}
            // 'For Approval' is the starting state, not an option (spec 4).
            data={[...SELECTABLE_APPROVAL_STATUSES]}
            value={values.approval_status === 'For Approval' ? null : values.approval_status}
            placeholder="For Approval"
            onChange={(next) => next && set('approval_status', next as AccountFormValues['approval_status'])}
            allowDeselect={false}
            error={errors.approval_status}
            disabled={busy}
          />
        </SimpleGrid>
        {mode === 'edit' && (
          <Checkbox
            label={ACCOUNTS_TEXT.changePassword}
            checked={values.change_password}
            onChange={(event) => set('change_password', event.currentTarget.checked)}
            disabled={busy}
          />
        )}
        {showPassword && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={ACCOUNTS_TEXT.password}
              description={MSG.passwordHint}
              required
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': ACCOUNTS_TEXT.togglePassword }}
              value={values.password}
              onChange={(event) => set('password', event.currentTarget.value)}
              onBlur={() => leave('password')}
              error={errors.password}
              disabled={busy}
            />
            <PasswordInput
              label={ACCOUNTS_TEXT.confirm}
              required
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': ACCOUNTS_TEXT.toggleConfirm }}
              value={values.confirm}
              onChange={(event) => set('confirm', event.currentTarget.value)}
              onBlur={() => leave('confirm')}
              error={errors.confirm}
              disabled={busy}
            />
          </SimpleGrid>
        )}
        {mode === 'edit' && (
          <Text size="sm" c="dimmed">
            {isOwnAccount ? ACCOUNTS_TEXT.selfNote : ACCOUNTS_TEXT.logoutNote}
          </Text>
        )}
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {ACCOUNTS_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={!saveEnabled} loading={busy}>
            {ACCOUNTS_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
