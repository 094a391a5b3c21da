/** The previous web export's browser files kept beside the new one's, one build back only. */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { restorePreviousBuild, setAsidePreviousBuild, writeBuildFiles } from './previous-build-files.mjs';

/** An export of these files (the page too, which is not kept), as `buildWeb` makes it. */
function build(clientDir, files) {
  const previous = setAsidePreviousBuild(clientDir);
  rmSync(clientDir, { recursive: true, force: true });
  for (const file of [...files, 'index.html']) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), file);
  }
  writeBuildFiles(clientDir);
  restorePreviousBuild(previous, clientDir);
}

const has = (clientDir, file) => existsSync(path.join(clientDir, file));

describe('the previous web export’s files', () => {
  it('are kept beside the new ones for one build, never over them', () => {
    const clientDir = path.join(mkdtempSync(path.join(tmpdir(), 'sillon-web-')), 'client');
    const first = [
      '_expo/static/js/web/cart-aaa.js',
      '_expo/static/js/web/cart-aaa.js.br',
      'assets/logo.111.png',
    ];
    build(clientDir, first);
    build(clientDir, ['_expo/static/js/web/cart-bbb.js', 'assets/logo.111.png']);
    for (const file of [...first, '_expo/static/js/web/cart-bbb.js']) assert.ok(has(clientDir, file), file);
    // The new export lists only its own files: the next build keeps these, not the first's.
    assert.deepEqual(JSON.parse(readFileSync(path.join(clientDir, '.build-files.json'), 'utf8')).sort(), [
      '_expo/static/js/web/cart-bbb.js',
      'assets/logo.111.png',
    ]);
    build(clientDir, ['_expo/static/js/web/cart-ccc.js']);
    assert.ok(has(clientDir, '_expo/static/js/web/cart-bbb.js'));
    assert.ok(has(clientDir, '_expo/static/js/web/cart-ccc.js'));
    assert.ok(!has(clientDir, '_expo/static/js/web/cart-aaa.js'));
    assert.ok(!has(clientDir, '_expo/static/js/web/cart-aaa.js.br'));
    rmSync(path.dirname(clientDir), { recursive: true, force: true });
  });

  it('keep nothing on a first build', () => {
    const clientDir = path.join(mkdtempSync(path.join(tmpdir(), 'sillon-web-')), 'client');
    build(clientDir, ['_expo/static/js/web/entry-aaa.js']);
    assert.deepEqual(JSON.parse(readFileSync(path.join(clientDir, '.build-files.json'), 'utf8')), [
      '_expo/static/js/web/entry-aaa.js',
    ]);
    rmSync(path.dirname(clientDir), { recursive: true, force: true });
  });
});
