import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` when the pointer goes down outside `ref` while `active`: clicking elsewhere closes a menu. */
export function useOutsidePointerDown(active: boolean, ref: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active, ref, onOutside]);
}
