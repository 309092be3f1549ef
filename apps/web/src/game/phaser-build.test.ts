import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const phaserSrc = join(dirname(require.resolve('phaser/package.json')), 'src');
const phaserConst = require(join(phaserSrc, 'const.js')) as object;
const buildText = readFileSync(join(import.meta.dirname, 'phaser-build.ts'), 'utf8');

/** What the build's `Phaser` object holds: nested namespaces, or `true` for a module taken whole. */
type Tree = { [name: string]: Tree | true };

function buildTree(): Tree {
  const file = ts.createSourceFile('phaser-build.ts', buildText, ts.ScriptTarget.Latest);
  let literal: ts.ObjectLiteralExpression | null = null;
  file.forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'Phaser' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      literal = node.initializer;
    }
    node.forEachChild(find);
  });
  if (!literal) throw new Error('phaser-build.ts has no `const Phaser = { … }`');
  const toTree = (object: ts.ObjectLiteralExpression): Tree => {
    const tree: Tree = {};
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) {
        for (const name of Object.keys(phaserConst)) tree[name] = true;
      } else if (ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) {
        tree[property.name.getText(file)] = toTree(property.initializer);
      } else if (property.name) {
        tree[property.name.getText(file)] = true;
      }
    }
    return tree;
  };
  return toTree(literal);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'phaser-build.ts' ? [path] : [];
  });
}

/** The game-object factories the build registers (`this.add.<name>`), read from the imported factory modules. */
function registeredFactories(): Set<string> {
  const names = new Set<string>();
  for (const [, module] of buildText.matchAll(/^import 'phaser-src\/(.+Factory\.js)';$/gm)) {
    const text = readFileSync(join(phaserSrc, module!), 'utf8');
    for (const [, name] of text.matchAll(/GameObjectFactory\.register\('(\w+)'/g)) names.add(name!);
  }
  return names;
}

/**
 * Every `Phaser.A.B…` the game reads at run time (type positions are qualified names, not property
 * reads) and every `add.<name>(…)` factory it calls, each with a file that uses it.
 */
function gameUses(): { reads: Map<string, string>; factories: Map<string, string> } {
  const reads = new Map<string, string>();
  const factories = new Map<string, string>();
  for (const path of sourceFiles(srcDir)) {
    const text = readFileSync(path, 'utf8');
    if (!/from 'phaser'/.test(text)) continue;
    const where = path.slice(srcDir.length + 1);
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        const chain = node.getText(file).replace(/\s/g, '');
        if (!ts.isPropertyAccessExpression(node.parent) && /^Phaser\./.test(chain)) reads.set(chain, where);
        if (ts.isCallExpression(node.parent) && node.parent.expression === node && /(^|\.)add$/.test(node.expression.getText(file))) {
          factories.set(node.name.text, where);
        }
      }
      node.forEachChild(visit);
    };
    visit(file);
  }
  return { reads, factories };
}

describe('the Phaser build', () => {
  it('holds every part of Phaser the game reads at run time (add it to phaser-build.ts when this fails)', () => {
    const tree = buildTree();
    const { reads } = gameUses();
    expect(reads.size).toBeGreaterThan(10);
    const missing = [...reads].filter(([chain]) => {
      let node: Tree | true = tree;
      for (const name of chain.split('.').slice(1)) {
        if (node === true) return false;
        const next: Tree | true | undefined = node[name];
        if (next === undefined) return true;
        node = next;
      }
      return false;
    });
    expect(missing.map(([chain, file]) => `${chain} (${file})`)).toEqual([]);
  });

  it('registers every game-object factory the scenes call (import its *Factory.js in phaser-build.ts when this fails)', () => {
    const registered = registeredFactories();
    const { factories } = gameUses();
    expect(factories.size).toBeGreaterThan(5);
    expect([...factories].filter(([name]) => !registered.has(name)).map(([name, file]) => `add.${name} (${file})`)).toEqual([]);
  });
});
