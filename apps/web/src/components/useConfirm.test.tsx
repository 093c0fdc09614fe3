import { MSG } from '@sahod/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmOptions } from './ConfirmContent.tsx';
import { ConfirmModal } from './ConfirmModal.tsx';
import { renderWithProviders } from './test-utils.tsx';
import { useConfirm } from './useConfirm.tsx';

function Harness({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(options)))}>
        Ask
      </button>
      <output>{answer}</output>
    </>
  );
}

const answer = () => screen.getByRole('status').textContent;

describe('useConfirm', () => {
  it('shows the title and message in an in-app dialog and resolves true on Confirm', async () => {
    const { user } = renderWithProviders(
      <Harness options={{ title: 'Delete', message: MSG.deleteConfirm }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText(MSG.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answer()).toBe('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancel', async () => {
    const { user } = renderWithProviders(<Harness options={{ message: MSG.saveConfirm }} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer()).toBe('false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false when the dialog is dismissed with Escape', async () => {
    const { user } = renderWithProviders(<Harness options={{ message: MSG.saveConfirm }} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toBe('false'));
  });

  it('uses custom button labels', async () => {
    const { user } = renderWithProviders(
      <Harness options={{ message: 'Log out?', confirmLabel: 'Log out', cancelLabel: 'Stay' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: 'Stay' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(answer()).toBe('true'));
  });

  it('keeps Confirm disabled until the required text is typed exactly', async () => {
    const { user } = renderWithProviders(
      <Harness
        options={{ message: MSG.deleteConfirm, requiredText: 'DELETE jdoe', confirmLabel: 'Confirm Delete' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const confirmButton = await screen.findByRole('button', { name: 'Confirm Delete' });
    const input = screen.getByLabelText(/Confirmation text/);
    expect(screen.getByText('Type DELETE jdoe to confirm.')).toBeTruthy();
    expect(confirmButton).toHaveProperty('disabled', true);
    await user.type(input, 'delete jdoe');
    expect(confirmButton).toHaveProperty('disabled', true);
    await user.clear(input);
    await user.type(input, 'DELETE jdoe');
    expect(confirmButton).toHaveProperty('disabled', false);
    await user.click(confirmButton);
    await waitFor(() => expect(answer()).toBe('true'));
  });
});

describe('ConfirmModal', () => {
  it('calls onConfirm and onCancel from its buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmModal
        opened
        title="Revoke"
        message="Revoke all tokens?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke' });
    expect(within(dialog).getByText('Revoke all tokens?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed and disables Cancel while loading', () => {
    const { rerender } = renderWithProviders(
      <ConfirmModal opened={false} message="Sure?" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ConfirmModal opened loading message="Sure?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });
});
