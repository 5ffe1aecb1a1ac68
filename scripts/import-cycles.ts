// The import graph of the app, the sync engine, the local backend, the scripts and the test
// helpers, and its cycles. Every relative import counts:
// `import type`, `export … from`, and lazy `import('…')` too, because a cycle through a type or a
// lazy edge still ties two modules together (one cannot be read, moved or tested without the
// other). `import-cycles.test.ts` runs this in the unit lane, so a new cycle fails the gate with
// the cycle printed. Run it alone with `npx tsx scripts/import-cycles.ts`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOTS = ['src', 'sync', 'supabase/local', 'scripts', 'tests'];
const EXTENSIONS = ['.ts', '.tsx'];
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$|^src\/route-tree\.gen\.ts$/;

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(root, path));
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !SKIPPED.test(path)) out.push(path);
  }
  return out;
}

/** Every module specifier a file names: static imports and re-exports (type-only included) and
 * lazy `import('…')` calls. */
export function specifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveRelative(root: string, from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(root, dirname(from), spec.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, 'index' + e)),
  ];
  for (const c of candidates) {
    if (existsSync(c) && statSync(c).isFile() && EXTENSIONS.some((e) => c.endsWith(e))) {
      return relative(root, c);
    }
  }
  return undefined;
}

export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of ROOTS) {
    for (const file of sourceFiles(root, dir)) {
      const text = readFileSync(join(root, file), 'utf8');
      const targets = specifiers(file, text)
        .map((s) => resolveRelative(root, file, s))
        .filter((t): t is string => t !== undefined && !SKIPPED.test(t));
      graph.set(file, [...new Set(targets)].sort());
    }
  }
  return graph;
}

/** The strongly connected components with more than one module (or a module importing itself),
 * each given as one cycle through it, printed `a → b → a`. Tarjan's algorithm, iterative. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components.map((component) => cycleThrough(graph, component));
}

/** One shortest cycle inside a component, starting at its first module in name order. */
function cycleThrough(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = cycles(importGraph(process.cwd()));
  for (const cycle of found) console.log(cycle.join(' → '));
  console.log(`${found.length} import cycle(s) in ${ROOTS.join(', ')}`);
  process.exit(found.length === 0 ? 0 : 1);
}
