import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

// Reading printed output the way a printer and a phone would: the PDF's pages and sizes, its text
// (pdftotext) and every QR code on its rasterised pages (pdftoppm from Debian's poppler-utils,
// decoded with jsQR).

const run = promisify(execFile);
const PT_PER_MM = 72 / 25.4;

export interface PdfPage {
  widthMm: number;
  heightMm: number;
}

/** The page boxes of a PDF, in millimetres, read with pdfinfo. */
export async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '999', file]);
    const pages: PdfPage[] = [];
    for (const match of stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)) {
      pages.push({
        widthMm: Number(match[1]) / PT_PER_MM,
        heightMm: Number(match[2]) / PT_PER_MM,
      });
    }
    return pages;
  });
}

/** The text a PDF prints. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => (await run('pdftotext', [file, '-'])).stdout);
}

/**
 * Every QR code on every page. Pages are rasterised at up to 200 dpi (less for the banner, so no
 * page exceeds ~2600 px); each found code is painted over and the page searched again.
 */
export async function decodePdfCodes(pdf: Buffer, longestSideMm: number): Promise<string[]> {
  const dpi = Math.min(200, Math.floor(2600 / (longestSideMm / 25.4)));
  return withFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', String(dpi), '-gray', file, join(dir, 'page')]);
    const found: string[] = [];
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.pgm')).sort();
    for (const name of pages) found.push(...decodeAll(parsePgm(await readFile(join(dir, name)))));
    return found;
  });
}

interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function parsePgm(data: Buffer): Gray {
  // "P5\n<w> <h>\n255\n" then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: data.subarray(header[0].length) };
}

function decodeAll({ width, height, pixels }: Gray): string[] {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = pixels[i] ?? 255;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const codes: string[] = [];
  for (let guard = 0; guard < 24; guard++) {
    const code = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
    if (!code) break;
    codes.push(code.data);
    const corners = [
      code.location.topLeftCorner,
      code.location.topRightCorner,
      code.location.bottomLeftCorner,
      code.location.bottomRightCorner,
    ];
    const xs = corners.map((c) => c.x);
    const ys = corners.map((c) => c.y);
    const pad = (Math.max(...xs) - Math.min(...xs)) * 0.15;
    const x0 = Math.max(0, Math.floor(Math.min(...xs) - pad));
    const x1 = Math.min(width, Math.ceil(Math.max(...xs) + pad));
    const y0 = Math.max(0, Math.floor(Math.min(...ys) - pad));
    const y1 = Math.min(height, Math.ceil(Math.max(...ys) + pad));
    for (let y = y0; y < y1; y++) rgba.fill(255, (y * width + x0) * 4, (y * width + x1) * 4);
  }
  return codes;
}

async function withFile<T>(
  pdf: Buffer,
  use: (file: string, dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'qr-print-'));
  try {
    const file = join(dir, 'sheet.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
