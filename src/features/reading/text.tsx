import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import type { Link as TextLink, Text } from '../../content/reading/types';

/** "/how-it-works#play-safe" → the router's path and hash, which it takes apart. */
export function splitTarget(to: string): { path: string; hash: string | undefined } {
  const at = to.indexOf('#');
  if (at < 0) return { path: to, hash: undefined };
  return { path: to.slice(0, at) || '/', hash: to.slice(at + 1) || undefined };
}

export function InAppLink({
  link,
  className,
  children,
}: {
  link: TextLink;
  className?: string;
  children?: ReactNode;
}) {
  const { path, hash } = splitTarget(link.to);
  return (
    <Link to={path} hash={hash} className={className}>
      {children ?? link.text}
    </Link>
  );
}

function plain(part: string | TextLink): string {
  return typeof part === 'string' ? part : part.text;
}

/**
 * Whether two neighbouring parts of a sentence need a space between them. Writers split a
 * sentence around its links with or without the spaces ("See ", link, "." or "See", link, "."),
 * so the renderer decides: a space, unless one is already there or punctuation follows.
 */
export function needsSpace(before: string, after: string): boolean {
  if (/\s$/.test(before) || /^\s/.test(after)) return false;
  if (/^[.,;:!?)\]}’'”…%]/.test(after)) return false;
  if (/[([{‘“/-]$/.test(before)) return false;
  return true;
}

/** Running text: strings become text nodes (never markup), links go through the router. */
export function RichText({ text }: { text: Text }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    const previous = index > 0 ? text[index - 1] : undefined;
    const space = previous !== undefined && needsSpace(plain(previous), plain(part)) ? ' ' : '';
    return (
      <Fragment key={index}>
        {space}
        {typeof part === 'string' ? part : <InAppLink link={part} />}
      </Fragment>
    );
  });
}
