/**
 * The confirmations' modals provider, loaded on the first confirmation (issue 24 §3: My Sahod Home
 * on a slow phone paints without Mantine's Modal and its focus trap). `useAppModals()` answers the
 * `openModal`/`closeModal` of Mantine's `useModals()` at once; until Mantine's ModalsProvider
 * (ModalsHost.tsx) is loaded, the calls wait in order and run when it is there. The host is rendered
 * beside the screen, not around it, so loading it remounts nothing.
 */
import type { ModalSettings, ModalsProviderProps } from '@mantine/modals';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface AppModals {
  openModal: (settings: ModalSettings) => string;
  closeModal: (id: string) => void;
}

const LazyModalsContext = createContext<AppModals | null>(null);
const ModalsHost = lazy(() => import('./ModalsHost.tsx'));

let nextModalId = 0;

export function LazyModalsProvider({
  labels,
  children,
}: {
  labels?: ModalsProviderProps['labels'];
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const host = useRef<AppModals | null>(null);
  const waiting = useRef<((modals: AppModals) => void)[]>([]);
  const run = useCallback((call: (modals: AppModals) => void) => {
    if (host.current) call(host.current);
    else {
      waiting.current.push(call);
      setWanted(true);
    }
  }, []);
  const value = useMemo<AppModals>(
    () => ({
      openModal: (settings) => {
        nextModalId += 1;
        const modalId = settings.modalId ?? `app-modal-${nextModalId}`;
        run((modals) => modals.openModal({ ...settings, modalId }));
        return modalId;
      },
      closeModal: (id) => run((modals) => modals.closeModal(id)),
    }),
    [run],
  );
  const ready = useCallback((modals: AppModals) => {
    host.current = modals;
    const calls = waiting.current;
    waiting.current = [];
    for (const call of calls) call(modals);
  }, []);
  return (
    <LazyModalsContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ModalsHost labels={labels} onReady={ready} />
        </Suspense>
      )}
    </LazyModalsContext.Provider>
  );
}

/** `openModal`/`closeModal` of the app's modals (Mantine's, loaded on first use). */
export function useAppModals(): AppModals {
  const modals = useContext(LazyModalsContext);
  if (!modals) throw new Error('useAppModals needs a LazyModalsProvider above it');
  return modals;
}
