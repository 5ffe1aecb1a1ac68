// The rooms feature's public face: a game on everyone's phone, over Supabase Realtime.
export { RoomPage, RoomCodeField } from './room-page';
export { RoomEntry } from './room-entry';
export { hasRoomGame } from './games';
