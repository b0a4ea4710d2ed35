import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface PopoverProps {
  /** The trigger's content (icon, avatar). */
  trigger: ReactNode;
  label: string;
  children: (close: () => void, open: boolean) => ReactNode;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'end';
  testId?: string;
  panelClassName?: string;
  role?: 'menu' | 'dialog';
  /** Keeps the closed panel mounted (hidden) this long, e.g. so a frame can take a last message. */
  unmountDelayMs?: number;
}

/** A button that opens a floating panel; Escape or a click outside closes it. */
export function Popover({ trigger, label, children, onOpenChange, align = 'end', testId, panelClassName, role = 'menu', unmountDelayMs = 0 }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    if (unmountDelayMs <= 0) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), unmountDelayMs);
    return () => clearTimeout(timer);
  }, [open, unmountDelayMs]);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const setOpenState = (next: boolean) => {
    setOpen(next);
    onOpenChangeRef.current?.(next);
  };
  // A choice made inside the panel closes it and gives focus back to the trigger (as Escape does), so whatever the
  // choice opens — a modal — has a control to return focus to when it closes, not a menu item that is gone.
  const closeFromPanel = () => {
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpenState(false);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        onOpenChangeRef.current?.(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        onOpenChangeRef.current?.(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="popover" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button popover__trigger"
        aria-label={label}
        aria-haspopup={role}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid={testId}
        onClick={() => setOpenState(!open)}
      >
        {trigger}
      </button>
      {open || mounted ? (
        <div id={panelId} role={role} aria-label={label} hidden={!open} className={`popover__panel popover__panel--${align} ${panelClassName ?? ''}`}>
          {children(closeFromPanel, open)}
        </div>
      ) : null}
    </div>
  );
}
