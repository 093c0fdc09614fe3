/**
 * Spec 4 "Forms keep the original and an edited copy": Revert restores the original; after a
 * successful save the saved copy becomes the original. Fresh server data (the page reloads after
 * every change, including other sections' saves) replaces both copies only while the user has no
 * unsaved edits, so a reload never throws away what they typed.
 */
import { useCallback, useEffect, useState } from 'react';

interface Copies<V> {
  original: V | null;
  edited: V | null;
}

export function useFormCopy<V>(source: V | null, unchanged: (a: V, b: V) => boolean) {
  const [copies, setCopies] = useState<Copies<V>>({ original: source, edited: source });

  useEffect(() => {
    if (source === null) return;
    setCopies((current) =>
      current.original === null || current.edited === null || unchanged(current.original, current.edited)
        ? { original: source, edited: source }
        : current,
    );
  }, [source, unchanged]);

  const setEdited = useCallback((update: (edited: V) => V) => {
    setCopies((current) =>
      current.edited === null ? current : { ...current, edited: update(current.edited) },
    );
  }, []);
  const revert = useCallback(() => setCopies((current) => ({ ...current, edited: current.original })), []);
  const commit = useCallback((saved: V) => setCopies({ original: saved, edited: saved }), []);

  return { original: copies.original, edited: copies.edited, setEdited, revert, commit };
}
