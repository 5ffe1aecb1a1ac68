import { useId, type ChangeEvent } from 'react';
import type * as Y from 'yjs';
import { applyTextEdit } from './draft-doc';
import { useYText } from './use-yjs';

/** A text input bound to a Y.Text: every keystroke is a Yjs edit, persisted at once. */
export function YTextField({
  text,
  label,
  maxLength,
  multiline = false,
  error,
  placeholder,
}: {
  text: Y.Text;
  label: string;
  maxLength: number;
  multiline?: boolean;
  /** Shown while the field is still blank. */
  error?: string | undefined;
  placeholder?: string;
}) {
  const id = useId();
  const value = useYText(text);
  const shown = error && value.trim() === '' ? error : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    applyTextEdit(text, event.target.value.slice(0, maxLength));
  const common = {
    id,
    value,
    onChange,
    maxLength,
    placeholder,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': `${id}-foot`,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} /> : <input type="text" {...common} />}
      <div className="field-foot" id={`${id}-foot`}>
        <span className="field-error" role={shown ? 'alert' : undefined}>
          {shown}
        </span>
        <span className="counter" data-full={value.length >= maxLength}>
          {value.length}/{maxLength}
        </span>
      </div>
    </div>
  );
}
