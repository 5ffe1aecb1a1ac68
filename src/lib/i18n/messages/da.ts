import type { Catalogue } from '../types';
import { shell } from './da/shell';
import { tools } from './da/tools';
import { gallery } from './da/gallery';
import { contact } from './da/contact';
import { misc } from './da/misc';
import { qr } from './da/qr';

// The Danish table: written for Danes, not word for word. Each area's file under da/ answers the
// same area's file under en/.

export const da: Catalogue = {
  ...shell,
  ...tools,
  ...gallery,
  ...contact,
  ...misc,
  ...qr,
};
