import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';
import type { Lang } from '../../lib/i18n';
import type { Block, Body, KitItem, Link as TextLink } from '../../content/reading/types';
import { outline } from './anchors';
import { InAppLink, RichText } from './text';
import { Widget } from './widgets';

export function KitList({ kit }: { kit: readonly KitItem[] }) {
  return (
    <ul className="reading-kit">
      {kit.map((entry, index) => (
        <li key={index}>
          {entry.count !== undefined && <span className="reading-kit-count">{entry.count} ×</span>}
          <span>{entry.item}</span>
        </li>
      ))}
    </ul>
  );
}

function renderBlock(block: Block, key: number, id: string | undefined): ReactNode {
  if ('h' in block)
    return (
      <h2 key={key} id={id}>
        {block.h}
      </h2>
    );
  if ('h3' in block)
    return (
      <h3 key={key} id={id}>
        {block.h3}
      </h3>
    );
  if ('p' in block)
    return (
      <p key={key}>
        <RichText text={block.p} />
      </p>
    );
  if ('list' in block)
    return (
      <ul key={key}>
        {block.list.map((item, index) => (
          <li key={index}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  if ('steps' in block)
    return (
      <ol key={key} className="reading-steps">
        {block.steps.map((item, index) => (
          <li key={index}>
            <RichText text={item} />
          </li>
        ))}
      </ol>
    );
  if ('tip' in block)
    return (
      <aside key={key} className="reading-tip">
        {block.title !== undefined && <p className="reading-tip-title">{block.title}</p>}
        <p>
          <RichText text={block.tip} />
        </p>
      </aside>
    );
  if ('kit' in block) return <KitList key={key} kit={block.kit} />;
  if ('table' in block)
    return (
      // A wide table scrolls sideways on a phone (Danish words run longer): the scrolling box
      // takes the keyboard's focus so it can be scrolled without a pointer, named by its columns.
      <div
        key={key}
        className="reading-table"
        role="region"
        tabIndex={0}
        aria-label={block.table.head.join(', ')}
      >
        <table>
          <thead>
            <tr>
              {block.table.head.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  if ('play' in block)
    return (
      <p key={key} className="reading-play">
        <PlayButton link={block.play} />
      </p>
    );
  return <Widget key={key} name={block.widget} />;
}

/** The "play it here" call to action: the one thing on a guide that looks like a button. */
export function PlayButton({ link }: { link: TextLink }) {
  return (
    <InAppLink link={link} className="btn btn-primary btn-large reading-play-button">
      <Icon name="play" size={20} />
      {link.text}
    </InAppLink>
  );
}

/**
 * A page's body, block by block, as React elements: no HTML string is ever parsed. Its root says
 * the language it is written in (an English body on a Danish page while its Danish is unwritten).
 */
export function BodyView({ body, lang }: { body: Body; lang: Lang }) {
  const { ids } = outline(body);
  return (
    <div className="reading-body" lang={lang}>
      {body.map((block, index) => renderBlock(block, index, ids.get(index)))}
    </div>
  );
}
