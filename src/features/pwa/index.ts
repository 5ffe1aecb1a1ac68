// The PWA feature's public face: other features import from here, never from its files.
export { usePwaState, type PwaState } from './state';
