import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// UI text that bypasses the message catalogue (issue 39): words written straight into JSX, and
// string literals in the props people read or hear (aria-label, title, placeholder, alt, label).
// Text from the catalogue, from content files or from variables is not inline.

/** Props whose string is read or heard by a person. */
export const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'heading',
  'description',
  'message',
  'confirmLabel',
  'cancelLabel',
]);

/** Text with at least two letters in a row: a word, not "×" or "·" or "3". */
const WORDY = /\p{L}{2}/u;

export interface InlineText {
  line: number;
  text: string;
}

/** Every piece of inline UI text in one .tsx source. */
export function inlineTexts(fileName: string, source: string): InlineText[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: InlineText[] = [];
  const note = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (WORDY.test(clean))
      found.push({
        line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: clean,
      });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) note(node, node.text);
    else if (ts.isJsxExpression(node) && node.parent && ts.isJsxElement(node.parent)) {
      const inner = node.expression;
      if (inner && (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)))
        note(node, inner.text);
      if (inner && ts.isTemplateExpression(inner)) note(node, inner.head.text);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) note(node, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression) {
        const inner = value.expression;
        if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner))
          note(node, inner.text);
        if (ts.isTemplateExpression(inner)) note(node, inner.head.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every .tsx file under `dir` that is not a test. */
function tsxFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...tsxFiles(path));
    else if (entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** How many pieces of inline UI text each file of the app has, files with none left out. */
export function inlineTextCounts(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const path of tsxFiles(join(root, 'src')).sort()) {
    const count = inlineTexts(path, readFileSync(path, 'utf8')).length;
    if (count > 0) counts[relative(root, path)] = count;
  }
  return counts;
}

// `npx tsx scripts/inline-text.ts`: rewrites the list of files still to move to the catalogue.
if (process.argv[1]?.endsWith('inline-text.ts')) {
  const { writeFileSync } = await import('node:fs');
  const counts = inlineTextCounts(process.cwd());
  writeFileSync('scripts/inline-text-left.json', `${JSON.stringify(counts, null, 2)}\n`);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`${Object.keys(counts).length} files, ${total} pieces of inline text left.`);
}
