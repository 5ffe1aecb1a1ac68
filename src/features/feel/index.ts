// The table-side feel's public face: sound cues, vibration, the screen kept on, and cards coloured
// by type. Other features and the app import from here, never from its files. The Web Audio code
// itself (audio.ts) is only ever loaded lazily, on a game page.
export { CardLead, cardSurface, useDealAnimation } from './card-look';
export { CARD_PALETTES, cardTypeFor, type CardType } from './card-types';
export type { Cue } from './cues';
export { cue } from './play';
export { isSoundOn, setSoundOn, useSoundOn } from './settings';
export { SoundSwitch } from './sound-switch';
export { useScreenAwake, useTableFeel, useTimerCues } from './use-table-feel';
