/**
 * The browser's files of the web export before, kept beside the new one's. Their names carry their
 * content's hash, so the two never collide. A server still running the previous export (rebuilt
 * under it, or the other copies of a rolling deploy) renders pages that name them: they must still
 * be served. One build back only: each export lists its own files (`.build-files.json`), and only
 * those of the export before are kept.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The export's files named by their content: the scripts and styles, and the pictures and fonts. */
const HASHED_FOLDERS = ['_expo/static', 'assets'];
const MANIFEST = '.build-files.json';

function filesUnder(root, folder) {
  const start = path.join(root, folder);
  if (!existsSync(start)) return [];
  return readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Lists the export's own hashed files, for the next build to keep. */
export function writeBuildFiles(clientDir) {
  const files = HASHED_FOLDERS.flatMap((folder) => filesUnder(clientDir, folder));
  writeFileSync(path.join(clientDir, MANIFEST), JSON.stringify(files));
}

/** Copies the export's own files aside before it is replaced; undefined when there is none. */
export function setAsidePreviousBuild(clientDir) {
  const manifest = path.join(clientDir, MANIFEST);
  if (!existsSync(manifest)) return undefined;
  const files = JSON.parse(readFileSync(manifest, 'utf8'));
  const aside = mkdtempSync(path.join(tmpdir(), 'sillon-previous-web-'));
  for (const file of files) {
    const from = path.join(clientDir, file);
    if (existsSync(from)) cpSync(from, path.join(aside, file));
  }
  return aside;
}

/** Puts the files set aside back beside the new export's, never over one of its own. */
export function restorePreviousBuild(aside, clientDir) {
  if (!aside) return;
  cpSync(aside, clientDir, { recursive: true, force: false, errorOnExist: false });
  rmSync(aside, { recursive: true, force: true });
}
