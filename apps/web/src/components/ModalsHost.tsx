/** Mantine's ModalsProvider, loaded by LazyModalsProvider on the first modal it is asked for. */
import { ModalsProvider, type ModalsProviderProps, useModals } from '@mantine/modals';
import { useEffect } from 'react';
import type { AppModals } from './LazyModals.tsx';

function Bridge({ onReady }: { onReady: (modals: AppModals) => void }) {
  const { openModal, closeModal } = useModals();
  useEffect(() => onReady({ openModal, closeModal }), [openModal, closeModal, onReady]);
  return null;
}

export default function ModalsHost({
  labels,
  onReady,
}: {
  labels?: ModalsProviderProps['labels'];
  onReady: (modals: AppModals) => void;
}) {
  return (
    <ModalsProvider labels={labels}>
      <Bridge onReady={onReady} />
    </ModalsProvider>
  );
}
