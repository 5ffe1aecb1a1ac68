// The printable QR kit (docs/spec/screens.md "QR pages"): one page renders every sheet in its real format.
export { QrSheetPage } from './qr-sheet';
