import { useLayoutEffect, useRef } from 'react';
import { dropdownPlacement } from './dropdownPlacement';

/**
 * Places a dropdown panel when it opens (`dropdownPlacement`): `data-side="above"` flips it over its field (CSS),
 * `--dropdown-list-max` sizes its list. The field is the panel's positioned parent, which its CSS hangs it from.
 */
export function useDropdownPlacement<T extends HTMLElement>(open: boolean) {
  const panel = useRef<T>(null);
  useLayoutEffect(() => {
    const element = panel.current;
    const field = element?.offsetParent;
    if (!open || !element || !field) return;
    const placement = dropdownPlacement(field.getBoundingClientRect(), document.documentElement.clientHeight);
    element.dataset.side = placement.side;
    element.style.setProperty('--dropdown-list-max', `${placement.listMax}px`);
  }, [open]);
  return panel;
}
