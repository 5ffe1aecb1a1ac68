import { shell } from './en/shell';
import { tools } from './en/tools';
import { gallery } from './en/gallery';
import { contact } from './en/contact';
import { misc } from './en/misc';
import { qr } from './en/qr';

// The English table: the spec's words (docs/spec), word for word. Each area of the app keeps its
// messages in its own file under en/ (and da/, with the same keys and the same \`{slots}\`); this
// file puts them together. Keys start with their area's name.

export const en = {
  ...shell,
  ...tools,
  ...gallery,
  ...contact,
  ...misc,
  ...qr,
} as const;
