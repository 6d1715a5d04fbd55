#!/usr/bin/env node
// The public pages are drawn on the server and taken over in the browser (docs/decisions/004): their first render
// must be the same in both places. This check keeps what only a browser knows, or what differs from one moment to
// the next, out of the code that runs while they render: at a module's top level, and in the body of a component
// or a hook (including the functions React calls during render: useState, useMemo and useReducer initialisers).
// Effects, event handlers and other callbacks run in the browser only and may read them; so may code that asks
// `useServerRender()` first, which this check cannot follow: such a line says so with `render-purity: <why>`.
// Usage: node scripts/check-render-purity.mjs [root]   (exit 1 and one line per finding)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

/** The code that is drawn on the server: the public features and everything they are built from. */
export const PUBLIC_CODE = [
  'apps/web/src/app',
  'apps/web/src/ui',
  'apps/web/src/lib',
  'apps/web/src/features/home',
  'apps/web/src/features/rooms',
  'apps/web/src/features/booking',
  'apps/web/src/features/static-pages',
];

const BROWSER_GLOBALS = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']);
/**
 * Calls whose function argument React runs during render (useSyncExternalStore is not one: during a take-over
 * React reads its server snapshot).
 */
const RENDER_CALLBACKS = new Set(['useState', 'useMemo', 'useReducer']);

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isFunction = (node) =>
  node?.type === 'ArrowFunctionExpression' ||
  node?.type === 'FunctionExpression' ||
  node?.type === 'FunctionDeclaration';

/** A component (PascalCase) or a hook (useX): its body runs during render. */
const isRenderFunctionName = (name) => typeof name === 'string' && /^(?:[A-Z]|use[A-Z])/.test(name);

function lineOf(text, offset) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** What the node reads that a server render cannot, or null. */
function impurity(node, parent) {
  if (node.type === 'Identifier' && BROWSER_GLOBALS.has(node.name)) {
    // `x.window`, `{ window: 1 }`, a declaration's own name or a type are not reads of the global.
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return null;
    if (parent?.type === 'Property' && parent.key === node && !parent.computed) return null;
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return null;
    if (parent?.type?.startsWith('TS')) return null;
    return node.name;
  }
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.object.type === 'Identifier' &&
    node.callee.object.name === 'Date' &&
    node.callee.property.name === 'now'
  ) {
    return 'Date.now()';
  }
  if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Date') {
    if (node.arguments.length === 0) return 'new Date()';
  }
  return null;
}

/** `typeof window !== 'undefined'` (or document): a branch only the browser takes. */
function isBrowserGuard(test) {
  return (
    test?.type === 'BinaryExpression' &&
    (test.operator === '!==' || test.operator === '!=') &&
    test.left.type === 'UnaryExpression' &&
    test.left.operator === 'typeof' &&
    BROWSER_GLOBALS.has(test.left.argument.name) &&
    test.right.value === 'undefined'
  );
}

/**
 * Walks the tree; `rendering` is true where code runs while a page renders (module top level, component and hook
 * bodies, render-time callbacks), false inside other functions. `depth` counts the functions around the node.
 */
function walk(node, parent, rendering, found, depth = 0) {
  if (!node || typeof node.type !== 'string') return;
  // At a module's top level, a browser-only branch sets up listeners and draws nothing. Inside a render it would
  // draw differently on the server, so it is checked like any other code there.
  if (depth === 0 && node.type === 'IfStatement' && isBrowserGuard(node.test)) {
    walk(node.alternate, node, rendering, found, depth);
    return;
  }
  if (rendering) {
    const read = impurity(node, parent);
    if (read) found.push({ start: node.start, read });
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end' || !value || typeof value !== 'object') continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (!child || typeof child.type !== 'string') continue;
      walk(child, node, childRendering(node, key, child, rendering), found, depth + (isFunction(child) ? 1 : 0));
    }
  }
}

function childRendering(node, key, child, rendering) {
  if (!isFunction(child)) return rendering;
  // A function declared as a component or a hook renders; any other function runs when it is called.
  if (child.type === 'FunctionDeclaration') return isRenderFunctionName(child.id?.name);
  if (node.type === 'VariableDeclarator' && key === 'init') return isRenderFunctionName(node.id?.name);
  if (node.type === 'CallExpression' && key === 'arguments') {
    const callee = node.callee.type === 'Identifier' ? node.callee.name : node.callee.property?.name;
    // useState(() => ...), useMemo(() => ...): run during render. memo(function X() {...}) / forwardRef: a component.
    if (RENDER_CALLBACKS.has(callee)) return rendering;
    if (callee === 'memo' || callee === 'forwardRef') return true;
  }
  return false;
}

export function findImpureRenders(root) {
  const findings = [];
  for (const dir of PUBLIC_CODE) {
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      const ast = parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
      const found = [];
      walk(ast, null, true, found);
      const lines = text.split('\n');
      for (const { start, read } of found) {
        const line = lineOf(text, start);
        const allowed = /render-purity:/.test(lines[line - 1] ?? '') || /render-purity:/.test(lines[line - 2] ?? '');
        if (!allowed) {
          findings.push(`${relative(root, file).split(sep).join('/')}:${line}: ${read} read while rendering`);
        }
      }
    }
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const findings = findImpureRenders(root);
  for (const line of findings) console.error(line);
  if (findings.length > 0) {
    console.error(
      `${findings.length} read(s) of the browser or the clock during a public render: move them into an effect or ` +
        'a handler, or behind useServerRender() with a `render-purity:` comment saying why',
    );
    process.exit(1);
  }
}
