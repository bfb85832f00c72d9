import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { createBaseConfig, currentMode, type Mode } from './base-config';

/** The early script's build: its name (the host's build depends on it) and its folder in dist. */
export const EARLY_BUILD = 'ontoloom_early';
export const EARLY_DIR = 'early';

/**
 * The page's first script, a build of its own (Module Federation puts its runtime and every eager
 * shared module into each entry of a build it is in): a few KiB that ask for the shell's runtime
 * files and this address's remote (manifest, entry, exposed chunks) as soon as `remotes.json` is
 * in, while the shell's bundle still downloads. The shell picks the answers up.
 */
export const defineEarlyConfig = ({
  rootDir,
  entry = './src/early.ts',
  publicPath = '/',
  mode = currentMode(),
}: {
  rootDir: string;
  entry?: string;
  publicPath?: string;
  mode?: Mode;
}): Configuration => ({
  ...createBaseConfig({
    name: EARLY_BUILD,
    rootDir,
    mode,
    outputPath: path.join(rootDir, 'dist', EARLY_DIR),
    publicPath: `${publicPath}${EARLY_DIR}/`,
    entry: { early: entry },
  }),
  name: EARLY_BUILD,
});

/** The early script's tag for the page, once its build has written it (production only). */
export const earlyScriptTag = (distDir: string, publicPath: string): string => {
  let files: string[];
  try {
    files = readdirSync(path.join(distDir, EARLY_DIR));
  } catch {
    return '';
  }
  const file = files.find((name) => /^early\.[0-9a-f]{8}\.js$/.test(name));
  return file ? `<script defer src="${publicPath}${EARLY_DIR}/${file}"></script>` : '';
};
