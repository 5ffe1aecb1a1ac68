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
 * Every QR code on every page. Pages are rasterised at up to 150 dpi (less for the banner, so no
 * page exceeds ~2000 px). Each found code is painted over and the page searched again; when fewer
 * than `expected` turn up (two codes side by side can confuse the finder), halves, quarters and
 * card-sized tiles of the page are searched too.
 */
export async function decodePdfCodes(
  pdf: Buffer,
  longestSideMm: number,
  expected: number,
): Promise<string[]> {
  const dpi = Math.min(150, Math.floor(2000 / (longestSideMm / 25.4)));
  return withFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', String(dpi), '-gray', file, join(dir, 'page')]);
    const found: string[] = [];
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.pgm')).sort();
    for (const name of pages) {
      const image = toRgba(parsePgm(await readFile(join(dir, name))));
      found.push(...decodeRegion(image, 0, 0, image.width, image.height, expected - found.length));
      for (const [cols, rows] of TILINGS) {
        if (found.length >= expected) break;
        const w = Math.ceil(image.width / cols);
        const h = Math.ceil(image.height / rows);
        for (let y = 0; y < rows; y++) {
          for (let x = 0; x < cols && found.length < expected; x++) {
            found.push(...decodeRegion(image, x * w, y * h, w, h, expected - found.length));
          }
        }
      }
    }
    return found;
  });
}

const TILINGS: readonly (readonly [number, number])[] = [
  [2, 1],
  [1, 2],
  [2, 2],
  [2, 5],
];

interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

interface Rgba {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function parsePgm(data: Buffer): Gray {
  // "P5\n<w> <h>\n255\n" then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PGM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: data.subarray(header[0].length) };
}

function toRgba({ width, height, pixels }: Gray): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = pixels[i] ?? 255;
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** Decodes every code inside one rectangle of the page, painting each found one white. */
function decodeRegion(
  image: Rgba,
  left: number,
  top: number,
  w: number,
  h: number,
  limit: number,
): string[] {
  const width = Math.min(w, image.width - left);
  const height = Math.min(h, image.height - top);
  const codes: string[] = [];
  for (let guard = 0; guard < 12 && codes.length < limit; guard++) {
    const crop = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      const from = ((top + y) * image.width + left) * 4;
      crop.set(image.data.subarray(from, from + width * 4), y * width * 4);
    }
    const code = jsQR(crop, width, height, { inversionAttempts: 'dontInvert' });
    if (!code) break;
    // An empty read is marks that look like a code's corners (a card's pattern), never a code
    // that was printed: painted over like a code, so the search goes on past it, but not counted.
    if (code.data !== '') codes.push(code.data);
    const corners = [
      code.location.topLeftCorner,
      code.location.topRightCorner,
      code.location.bottomLeftCorner,
      code.location.bottomRightCorner,
    ];
    const xs = corners.map((c) => c.x + left);
    const ys = corners.map((c) => c.y + top);
    const pad = (Math.max(...xs) - Math.min(...xs)) * 0.15;
    const x0 = Math.max(0, Math.floor(Math.min(...xs) - pad));
    const x1 = Math.min(image.width, Math.ceil(Math.max(...xs) + pad));
    const y0 = Math.max(0, Math.floor(Math.min(...ys) - pad));
    const y1 = Math.min(image.height, Math.ceil(Math.max(...ys) + pad));
    for (let y = y0; y < y1; y++)
      image.data.fill(255, (y * image.width + x0) * 4, (y * image.width + x1) * 4);
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
