import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Mutant } from './catalogue';

/** A throw-away copy of the repository (its files as committed or added, node_modules hard-linked). */
export interface RepositoryCopy {
  readonly root: string;
  /** Writes the mutant's edits into the copy; throws when an edit's text is not found exactly once. */
  plant(mutant: Mutant): void;
  /** Puts back every file the last `plant` changed. */
  restore(): void;
  remove(): void;
}

function countOf(text: string, find: string): number {
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + find.length)) count += 1;
  return count;
}

/** The repository's node_modules folders: the root's and each workspace's own (a version the root does not hold). */
function nodeModulesFolders(source: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { workspaces: string[] };
  return ['.', ...workspaces]
    .map((folder) => join(folder, 'node_modules'))
    .filter((folder) => existsSync(join(source, folder)));
}

/**
 * Copies the working tree's files (tracked and untracked, not ignored) into a temporary directory
 * and hard-links every node_modules folder into it: the workspace links in node_modules are
 * relative, so the copy's `@sportsbook/*` packages are the copy's own sources, where mutants are planted.
 */
export function copyRepository(source: string): RepositoryCopy {
  const root = mkdtempSync(join(tmpdir(), 'sim-mutants-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: source,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.toString('utf8').split('\0')) {
    if (!file) continue;
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      cpSync(join(source, file), target);
    } catch (error) {
      // A file deleted in the working tree but not yet in the index is simply not copied.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  for (const folder of nodeModulesFolders(source)) {
    mkdirSync(dirname(join(root, folder)), { recursive: true });
    execFileSync('cp', ['-al', join(source, folder), join(root, folder)]);
  }
  let originals = new Map<string, string>();
  return {
    root,
    plant(mutant) {
      originals = new Map();
      for (const edit of mutant.edits) {
        const path = join(root, edit.file);
        const text = originals.get(path) ?? readFileSync(path, 'utf8');
        if (!originals.has(path)) originals.set(path, text);
        const current = readFileSync(path, 'utf8');
        const found = countOf(current, edit.find);
        if (found !== 1) {
          throw new Error(
            `mutant "${mutant.name}": ${edit.file} holds its text ${found} times, not once; update the mutant to the code.`,
          );
        }
        writeFileSync(
          path,
          current.replace(edit.find, () => edit.replace),
        );
      }
    },
    restore() {
      for (const [path, text] of originals) writeFileSync(path, text);
      originals = new Map();
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
