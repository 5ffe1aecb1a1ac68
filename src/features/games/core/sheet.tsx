import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * A modal sheet (A2, G11): focus moves into it and stays there (Tab and Shift+Tab wrap), Escape
 * and a tap on the dimmed backdrop close it, and focus returns to the button that opened it.
 */
export function Sheet({
  labelledBy,
  onClose,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A text box is where the user starts (player names); otherwise the first control.
    const first =
      panel.current?.querySelector<HTMLElement>('input:not([type]), input[type="text"]') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      // The opener may have re-rendered; it is still the same element in the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed in the sheet work its controls; they never deal the card behind it.
    if (event.key === ' ' || event.key === 'Enter' || event.key === 'ArrowRight') {
      event.stopPropagation();
      return;
    }
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) return;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    } else if (!panel.current.contains(document.activeElement)) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return (
    <div
      className="sheet"
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // Only a tap on the backdrop itself, never one inside the panel.
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div className="sheet-panel" ref={panel} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
