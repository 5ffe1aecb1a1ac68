// The printable QR kit (SPEC §2 "QR pages"): one page renders every sheet in its real format.
export { QrSheetPage } from './qr-sheet';
