// The one door from the app (src/) into sync/: the app imports sync code only from here.
export * from './protocol';
