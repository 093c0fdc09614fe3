/**
 * User Roles (spec 2 "Settings and admin", 4, 5, 6): pick a role, edit its permission matrix
 * locally, Save Changes only when something differs from the loaded copy; create and delete roles.
 * Create Role needs create, the matrix and Save need update, Delete Role needs delete.
 */
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { MSG, ROLE_MSG, type RolePermissionRow, roleCreateSchema } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { LoadingText } from '../../app/ModuleGuard';
import { usePermission } from '../../app/permissions';
import { useCurrentUser } from '../../app/sessionQueries';
import { alreadyReported, errorMessage, useConfirm } from '../../components';
import {
  protectedPermissionsQuery,
  rolePermissionsQuery,
  rolesQuery,
  useCreateRole,
  useDeleteRole,
  useUpdateRole,
} from './api';
import { PermissionMatrix } from './PermissionMatrix';
import { changedRows, type Flag, isDirty, setAll, setFlag } from './permissionMatrix';
import { ROLES_TEXT } from './texts';

function CreateRoleForm({
  onCreated,
  onCancel,
}: {
  onCreated: (roleId: number) => void;
  onCancel: () => void;
}) {
  const create = useCreateRole();
  const [name, setName] = useState('');
  const [twoFactor, setTwoFactor] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = roleCreateSchema.safeParse({ role_name: name, requires_two_factor: twoFactor });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ROLE_MSG.nameRequired);
      return;
    }
    try {
      const role = await create.mutateAsync(parsed.data);
      onCreated(role.role_id);
    } catch (caught) {
      setError(alreadyReported(caught) ? null : errorMessage(caught, MSG.unexpected));
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={ROLES_TEXT.roleName}
          required
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Checkbox
          label={ROLES_TEXT.requiresTwoFactor}
          description={ROLES_TEXT.requiresTwoFactorHint}
          checked={twoFactor}
          onChange={(event) => setTwoFactor(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {ROLES_TEXT.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {ROLES_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function UserRolesPage() {
  const permissions = usePermission();
  const held = useCurrentUser()?.permissions;
  const confirm = useConfirm();
  const roles = useQuery(rolesQuery);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const loaded = useQuery({ ...rolePermissionsQuery(roleId ?? 0), enabled: roleId !== null });
  // The local copy of the selected role's rows; null until the user changes something.
  const [draft, setDraft] = useState<{ roleId: number; rows: RolePermissionRow[] } | null>(null);
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const guarded = useQuery(protectedPermissionsQuery).data;
  const lockedReasonId = useId();
  const roleIsGuarded = guarded !== undefined && guarded.role_id !== null && guarded.role_id === roleId;
  const isLocked = (key: string, flag: Flag) =>
    roleIsGuarded && guarded.flags.some((f) => f.key === key && f.flag === flag);

  const original = loaded.data ?? [];
  const edited = draft && draft.roleId === roleId ? draft.rows : original;
  const dirty = isDirty(original, edited);
  const role = roles.data?.find((r) => r.role_id === roleId);

  const edit = (change: (rows: readonly RolePermissionRow[]) => RolePermissionRow[]) => {
    if (roleId !== null) setDraft({ roleId, rows: change(edited) });
  };
  const onFlag = (moduleId: number, flag: Flag, checked: boolean) =>
    edit((rows) => setFlag(rows, moduleId, flag, checked));
  const onAll = (moduleId: number, checked: boolean) => edit((rows) => setAll(rows, moduleId, checked));

  const pickRole = async (value: string | null) => {
    const next = value === null ? null : Number(value);
    if (next === roleId) return;
    if (dirty && !(await confirm({ message: ROLES_TEXT.discardConfirm }))) return;
    setDraft(null);
    setRoleId(next);
  };

  const save = async () => {
    if (roleId === null || !dirty) return;
    if (!(await confirm({ message: MSG.saveConfirm }))) return;
    update.mutate(
      { role_id: roleId, permissions: changedRows(original, edited) },
      { onSuccess: () => setDraft(null) },
    );
  };

  const deleteRole = async () => {
    if (roleId === null) return;
    const confirmed = await confirm({
      title: ROLES_TEXT.deleteTitle,
      message: ROLE_MSG.deleteConfirm,
      confirmLabel: ROLES_TEXT.deleteRole,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(roleId, {
      onSuccess: () => {
        setDraft(null);
        setRoleId(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={2}>{ROLES_TEXT.title}</Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={ROLES_TEXT.role}
          placeholder={ROLES_TEXT.pickRole}
          data={(roles.data ?? []).map((r) => ({ value: String(r.role_id), label: r.role_name }))}
          value={roleId === null ? null : String(roleId)}
          onChange={(value) => void pickRole(value)}
          searchable
          allowDeselect={false}
          w={320}
        />
        <Button variant="light" onClick={() => setCreating(true)} disabled={!permissions.create}>
          {ROLES_TEXT.createRole}
        </Button>
        <Button
          variant="light"
          color="red"
          onClick={deleteRole}
          disabled={!permissions.delete || roleId === null}
          loading={remove.isPending}
        >
          {ROLES_TEXT.deleteRole}
        </Button>
      </Group>

      {role && (
        <Text size="sm" c="dimmed">
          {ROLES_TEXT.assignedTo(role.account_count)}
        </Text>
      )}
      {role && (
        <Checkbox
          label={ROLES_TEXT.requiresTwoFactor}
          description={ROLES_TEXT.requiresTwoFactorHint}
          checked={role.requires_two_factor}
          disabled={!permissions.update || update.isPending}
          onChange={(event) =>
            update.mutate({ role_id: role.role_id, requires_two_factor: event.currentTarget.checked })
          }
        />
      )}
      {roleId === null && <Text c="dimmed">{ROLES_TEXT.pickRoleHint}</Text>}
      {roleId !== null && loaded.isPending && <LoadingText />}
      {roleId !== null && loaded.data && (
        <>
          {!permissions.update && (
            <Alert color="yellow" variant="light">
              {ROLES_TEXT.readOnly}
            </Alert>
          )}
          {roleIsGuarded && guarded.reason && (
            <Alert color="blue" variant="light" id={lockedReasonId} data-testid="protected-reason">
              {guarded.reason}
            </Alert>
          )}
          <PermissionMatrix
            rows={edited}
            isLocked={isLocked}
            lockedReasonId={lockedReasonId}
            disabled={!permissions.update || update.isPending}
            // The server refuses granting what you lack; unknown claims leave the check to it.
            canGrant={(key, flag) => !held || held[key]?.[flag] === true}
            onFlag={onFlag}
            onAll={onAll}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDraft(null)} disabled={!dirty || update.isPending}>
              {ROLES_TEXT.discardChanges}
            </Button>
            <Button onClick={save} disabled={!permissions.update || !dirty} loading={update.isPending}>
              {ROLES_TEXT.saveChanges}
            </Button>
          </Group>
        </>
      )}

      <Modal opened={creating} onClose={() => setCreating(false)} title={ROLES_TEXT.createRoleTitle} centered>
        <CreateRoleForm
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void pickRole(String(id));
          }}
        />
      </Modal>
    </Stack>
  );
}
