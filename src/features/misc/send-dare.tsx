import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { publicUrl } from '../../lib/public-url';
import { copyText } from './copy';
import { dareLinkPath, type DareRef } from './dare-link';

/** "Dare a friend": a link to this dare with the sender's name, which opens offline too. */
export function SendDare({ dare }: { dare: DareRef }) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const t = useT();
  const make = async () => {
    const url = publicUrl(dareLinkPath(dare, name));
    setLink(url);
    setStatus((await copyText(url)) ? t('misc.send.copied') : t('misc.send.blocked'));
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
        {t('misc.send.name')}
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
          {t('misc.send.button')}
        </button>
      </div>
      {link && (
        <input
          className="misc-link"
          readOnly
          aria-label={t('misc.send.link')}
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
