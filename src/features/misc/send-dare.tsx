import { useId, useState } from 'react';
import { publicUrl } from '../../lib/public-url';
import { copyText } from './copy';
import { dareLinkPath, type DareRef } from './dare-link';

/** "Dare a friend": a link to this dare with the sender's name, which opens offline too. */
export function SendDare({ dare }: { dare: DareRef }) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const make = async () => {
    const url = publicUrl(dareLinkPath(dare, name));
    setLink(url);
    setStatus(
      (await copyText(url))
        ? 'Link copied. Send it to your friend.'
        : 'Copying is blocked here: select the link and copy it.',
    );
  };
  return (
    <form
      className="misc-send"
      onSubmit={(event) => {
        event.preventDefault();
        void make();
      }}
    >
      <label className="field-label" htmlFor={nameId}>
        Your name (the link says who dared them)
      </label>
      <div className="misc-send-row">
        <input
          id={nameId}
          value={name}
          maxLength={40}
          autoComplete="nickname"
          onChange={(event) => {
            setName(event.target.value);
            setLink(null);
          }}
        />
        <button type="submit" className="btn btn-primary">
          Dare a friend
        </button>
      </div>
      {link && (
        <input
          className="misc-link"
          readOnly
          aria-label="Dare link"
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <p role="status" className="misc-status">
        {status}
      </p>
    </form>
  );
}
