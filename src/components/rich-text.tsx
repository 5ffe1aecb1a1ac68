import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue message with elements in its slots (a bold address, a link): ask for the message
 * with each such slot filled by its own name (`t('k', { email: '{email}' })`), then this puts the
 * elements where the slots are, wherever the language puts them.
 */
export function richText(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}
