import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * An in-app confirmation, instead of the browser's confirm(): it looks like the app, reads well on
 * a phone and can be styled for a destructive action. Built on <dialog> with showModal(), so the
 * page behind is inert, focus stays inside, Escape cancels, and focus goes back to the button that
 * opened it when it closes. A tap on the dimmed backdrop cancels too.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Keeps the confirm button off until the dialog's own check passes (e.g. a typed word). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The dialog is removed from the page rather than closed, so focus is handed back by hand.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className="confirm-dialog-body">
        <h2 id={`${id}-title`}>{title}</h2>
        {children && <div id={`${id}-body`}>{children}</div>}
        <div className="confirm-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel} autoFocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={destructive ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
