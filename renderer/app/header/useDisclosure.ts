import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Open/closed state of a disclosure (a button that shows a panel). It closes on Escape pressed
 * inside it (focus returns to the button), on a click outside it, and, with `closeOnFocusOut`,
 * when keyboard focus leaves it.
 */
export function useDisclosure<T extends HTMLElement>({ closeOnFocusOut = false } = {}) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => setOpen((was) => !was), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      // Only the innermost open disclosure closes.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  const onBlur = useCallback(
    (event: FocusEvent) => {
      if (!closeOnFocusOut) return;
      const next = event.relatedTarget as Node | null;
      if (next && !containerRef.current?.contains(next)) setOpen(false);
    },
    [closeOnFocusOut],
  );

  return { open, toggle, close, containerRef, buttonRef, onKeyDown, onBlur };
}
