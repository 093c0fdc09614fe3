/**
 * Promise-returning confirmation: `if (await confirm({ message: MSG.deleteConfirm })) ...`.
 * Opens in the app's ModalsProvider (loaded on the first confirmation: LazyModals.tsx), so it stacks
 * above an open form modal.
 */
import { useCallback } from 'react';
import { ConfirmContent, type ConfirmOptions } from './ConfirmContent.tsx';
import { useAppModals } from './LazyModals.tsx';
import { UI_TEXT } from './texts.ts';

let nextConfirmId = 0;

export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { openModal, closeModal } = useAppModals();
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        nextConfirmId += 1;
        const modalId = `confirm-${nextConfirmId}`;
        let settled = false;
        // Closing by Escape, the close button or the overlay answers "no"; the first answer wins.
        const answer = (value: boolean) => {
          if (settled) return;
          settled = true;
          resolve(value);
        };
        openModal({
          modalId,
          title: options.title ?? UI_TEXT.confirmTitle,
          centered: true,
          onClose: () => answer(false),
          children: (
            <ConfirmContent
              {...options}
              onConfirm={() => {
                answer(true);
                closeModal(modalId);
              }}
              onCancel={() => {
                answer(false);
                closeModal(modalId);
              }}
            />
          ),
        });
      }),
    [openModal, closeModal],
  );
}
