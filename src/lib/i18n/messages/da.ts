import type { Catalogue } from '../types';
import { account } from './da/account';
import { app } from './da/app';
import { bars } from './da/bars';
import { feel } from './da/feel';
import { home } from './da/home';
import { premium } from './da/premium';
import { shell } from './da/shell';
import { sync } from './da/sync';

// The Danish table: written for Danes, not word for word. Each area's file under da/ answers the
// same area's file under en/.

export const da: Catalogue = {
  ...shell,
  ...account,
  ...app,
  ...home,
  ...feel,
  ...bars,
  ...sync,
  ...premium,
};
