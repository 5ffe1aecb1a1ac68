// The moderators' page (/moderation). Loaded with its route, never on the first screen.
export { ModerationPage } from './moderation-page';
