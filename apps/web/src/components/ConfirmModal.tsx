/**
 * A controlled confirmation modal, for screens that keep the open state themselves. Most callers
 * want the promise form instead: `const confirm = useConfirm(); if (await confirm({...}))`.
 */
import { Modal } from '@mantine/core';
import { ConfirmContent, type ConfirmContentProps } from './ConfirmContent.tsx';
import { UI_TEXT } from './texts.ts';

export interface ConfirmModalProps extends ConfirmContentProps {
  opened: boolean;
}

export function ConfirmModal({
  opened,
  title = UI_TEXT.confirmTitle,
  onCancel,
  loading,
  ...rest
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      <ConfirmContent onCancel={onCancel} loading={loading} {...rest} />
    </Modal>
  );
}
