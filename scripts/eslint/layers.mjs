// docs/architecture.md's dependency direction as a lint rule: components/lib → features → routes/app; no
// feature reaches into another's files (only its index.ts); sync/ never imports src/; src/ enters
// sync/ only through sync/index.ts. Relative imports are resolved against the importing file.
import path from 'node:path';

const SRC_BASE_LAYERS = ['components', 'lib', 'db', 'content'];
const TOP_LAYERS = ['routes', 'app'];

function resolveTarget(filename, source, root) {
  if (!source.startsWith('.')) return null;
  return path
    .relative(root, path.resolve(path.dirname(filename), source))
    .split(path.sep)
    .join('/');
}

function stripExtension(file) {
  return file.replace(/\.(tsx?|mjs|js)$/, '');
}

/** Returns a message when `from` (repo-relative file) may not import `to` (repo-relative path). */
export function boundaryViolation(from, to) {
  const fromParts = from.split('/');
  const toParts = stripExtension(to).split('/');
  if (fromParts[0] === 'sync' && toParts[0] === 'src') {
    return 'sync/ must not import from src/ (it runs without the app).';
  }
  if (fromParts[0] !== 'src') return null;
  if (toParts[0] === 'sync') {
    const isIndex = toParts.length === 1 || (toParts.length === 2 && toParts[1] === 'index');
    return isIndex ? null : 'Import sync code through sync/index.ts only.';
  }
  if (toParts[0] !== 'src') return null;
  const fromLayer = fromParts[1];
  const toLayer = toParts[1];
  if (
    SRC_BASE_LAYERS.includes(fromLayer) &&
    (toLayer === 'features' || TOP_LAYERS.includes(toLayer))
  ) {
    return `src/${fromLayer} is a base layer: it must not import src/${toLayer}.`;
  }
  if (fromLayer === 'features') {
    if (TOP_LAYERS.includes(toLayer)) return `Features must not import src/${toLayer}.`;
    if (toLayer === 'features' && toParts[2] !== fromParts[2]) {
      const publicEntry = toParts.length === 3 || (toParts.length === 4 && toParts[3] === 'index');
      if (!publicEntry) {
        return `Import another feature only through its index.ts (src/features/${toParts[2]}).`;
      }
    }
  }
  return null;
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the dependency direction of docs/architecture.md' },
    schema: [],
    messages: { violation: '{{message}}' },
  },
  create(context) {
    const root = context.cwd;
    const filename = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveTarget(context.filename, node.source.value, root);
      if (!target) return;
      const message = boundaryViolation(filename, target);
      if (message) context.report({ node: node.source, messageId: 'violation', data: { message } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    };
  },
};

export const layersPlugin = { rules: { boundaries: boundariesRule } };
