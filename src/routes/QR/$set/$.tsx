import { createFileRoute } from '@tanstack/react-router';
import { allowParams } from '../../../app/route-guards';
import { QrSheetPage } from '../../../features/qr';
import { sheetIn } from '../../../content/qr/danish';
import { useLang } from '../../../lib/i18n';

// Every printable QR sheet (/QR/standard/…, /QR/scrollbar/…) from the one list; any other path is
// the 404 of docs/spec/screens.md "Page Not Found: {path}". The list loads with the page, never on the first screen.
export const Route = createFileRoute('/QR/$set/$')({
  staticData: { layout: 'print', paintsWithoutData: true },
  loader: async ({ params, location }) => {
    const { findQrSheet } = await import('../../../content/qr-sheets');
    const sheet = findQrSheet(params.set, params._splat ?? '');
    allowParams({ sheet: () => sheet !== undefined })({
      params: { sheet: `${params.set}/${params._splat ?? ''}` },
      location,
    });
    return sheet;
  },
  component: QrRoute,
});

function QrRoute() {
  const sheet = Route.useLoaderData();
  const lang = useLang();
  // The loader lets only known sheets through.
  return sheet ? <QrSheetPage sheet={sheetIn(sheet, lang)} /> : null;
}
