import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import {
  defineEarlyConfig,
  defineHostConfig,
  defineRemoteConfig,
  EARLY_BUILD,
  EARLY_DIR,
  SHARED_SINGLETONS,
  configEnvDefinitions,
} from '../src';

const repoRoot = path.resolve(__dirname, '../../..');
const hostDir = path.join(repoRoot, 'host');
const remoteDir = path.join(repoRoot, 'remote-projects');

import { API_VERSION } from '@ontoloom/contract/api-version';
import { chakraKit } from '../src/chakra-subpaths';
import { earlyScriptTag } from '../src/define-early-config';
import { CONTRACT_VERSION_FIELD } from '../src/runtime/contract-version';

type MfOptions = {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<
    string,
    {
      singleton: boolean;
      eager: boolean;
      version?: string;
      requiredVersion: string | false;
      import?: string | false;
    }
  >;
  shareStrategy: string;
  manifest: boolean | { additionalData?: (args: { stats: { metaData: object } }) => unknown };
  dts: boolean;
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
};

const federationOptions = (config: Configuration): MfOptions => {
  const plugin = (config.plugins ?? []).find(
    (candidate) => (candidate as { name?: string } | null)?.name === 'RspackModuleFederationPlugin',
  ) as unknown as { _options: MfOptions } | undefined;
  if (!plugin) throw new Error('no Module Federation plugin in config');
  return plugin._options;
};

type DevServer = Exclude<Configuration['devServer'], false | undefined>;
const devServerOf = (config: Configuration): DevServer => config.devServer as DevServer;

const pluginNames = (config: Configuration): string[] =>
  (config.plugins ?? []).map(
    (plugin) => (plugin as { name?: string }).name ?? (plugin as object).constructor.name,
  );

const host = () => defineHostConfig({ rootDir: hostDir, mode: 'production' });
const remote = (mode: 'development' | 'production' = 'production') =>
  defineRemoteConfig({
    rootDir: remoteDir,
    exposes: { './routes': './src/routes.tsx' },
    devShellEntry: './src/dev/index.ts',
    mode,
  });

describe('defineHostConfig', () => {
  test('names the container and sets a unique output.uniqueName', () => {
    const config = host();
    expect(federationOptions(config).name).toBe('ontoloom_host');
    expect(config.output?.uniqueName).toBe('ontoloom_host');
  });

  test("shares every singleton and each group of the Chakra kit, eagerly but for Chakra's other groups, the platform and the contract's rest, with explicit versions", () => {
    const { shared } = federationOptions(host());
    const groups = Object.keys(chakraKit(hostDir).modules);
    expect(groups).toEqual(
      expect.arrayContaining(['@ontoloom/chakra-kit/core', '@ontoloom/chakra-kit/forms']),
    );
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS, ...groups].sort());
    for (const [name, entry] of Object.entries(shared)) {
      // The first screen's groups are in the host's first bundle; a page loads the others.
      const firstScreen = ['@ontoloom/chakra-kit/core', '@ontoloom/chakra-kit/forms'];
      const lazy =
        name === '@chakra-ui/react' ||
        (name.startsWith('@ontoloom/chakra-kit/') && !firstScreen.includes(name)) ||
        name === '@ontoloom/platform' ||
        name === '@ontoloom/contract';
      expect({ name, singleton: entry.singleton, eager: entry.eager }).toEqual({
        name,
        singleton: true,
        eager: !lazy,
      });
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
  });

  test('workspace packages get their package.json version, not workspace:*', () => {
    const { shared } = federationOptions(host());
    expect(shared['@ontoloom/platform']?.version).toBe('0.43.0');
    expect(shared['@ontoloom/contract']?.requiredVersion).toBe('^0.43.0');
    expect(shared['react/jsx-runtime']?.version).toBe(shared.react?.version);
  });

  test('loaded-first, manifest on, dts off, no static remotes, error runtime plugin', () => {
    const options = federationOptions(host());
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.manifest).toBe(true);
    expect(options.dts).toBe(false);
    expect(options.remotes).toEqual({});
    expect(options.runtimePlugins).toEqual([
      path.join(repoRoot, 'shared/federation/src/runtime/error-plugin.ts'),
    ]);
  });

  test('absolute dist/ output, no runtime chunk, HTML page and build-time env', () => {
    const config = host();
    expect(config.output?.path).toBe(path.join(hostDir, 'dist'));
    expect(config.output?.publicPath).toBe('/');
    expect(config.optimization?.runtimeChunk).toBe(false);
    expect(pluginNames(config)).toEqual(
      expect.arrayContaining(['DefinePlugin', 'HtmlRspackPlugin', 'RspackModuleFederationPlugin']),
    );
  });

  test('dev server on the given port with CORS and the public/ folder', () => {
    const devServer = devServerOf(host());
    expect(devServer.port).toBe(3000);
    expect(devServer.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    expect(devServer.historyApiFallback).toBe(true);
  });

  test('TypeScript (also workspace sources) has its Chakra imports regrouped, then goes through builtin:swc-loader', () => {
    const rules = host().module?.rules ?? [];
    const loaders = rules.map((rule) =>
      (rule as { use: { loader: string }[] }).use.map((use) => path.basename(use.loader)),
    );
    // Loaders run last first: the Chakra rewrite, then swc.
    expect(
      loaders.every(
        ([first, second]) =>
          first === 'builtin:swc-loader' && second === 'chakra-imports-loader.cjs',
      ),
    ).toBe(true);
    const tsx = rules.find((rule) => (rule as { test: RegExp }).test.test('routes.tsx')) as {
      exclude: RegExp;
    };
    expect(tsx.exclude.test('/work/main/shared/platform/src/index.ts')).toBe(false);
    expect(tsx.exclude.test('/x/node_modules/react/index.js')).toBe(true);
  });
});

describe('favicon', () => {
  const htmlOptions = (config: Configuration) =>
    (
      (config.plugins ?? []).find(
        (plugin) => (plugin as { name?: string } | null)?.name === 'HtmlRspackPlugin',
      ) as unknown as { options: { favicon?: string } }
    ).options;

  test("the shell's page and every remote's dev shell link the one icon of host/public", () => {
    const icon = path.join(hostDir, 'public', 'favicon.svg');
    expect(readFileSync(icon, 'utf8')).toMatch(/^<svg /);
    expect(htmlOptions(host()).favicon).toBe(icon);
    expect(htmlOptions(remote('development')).favicon).toBe(icon);
  });
});

describe('defineRemoteConfig', () => {
  test('exposes the routes module from a remoteEntry', () => {
    const options = federationOptions(remote());
    expect(options.name).toBe('remote_projects');
    expect(options.filename).toBe('remoteEntry.js');
    expect(options.exposes).toEqual({ './routes': './src/routes.tsx' });
  });

  test('singletons are shared but never eager in a remote', () => {
    const { shared } = federationOptions(remote());
    expect(Object.keys(shared).sort()).toEqual(
      [...SHARED_SINGLETONS, ...Object.keys(chakraKit(remoteDir).modules)].sort(),
    );
    expect(Object.values(shared).every((entry) => entry.singleton && !entry.eager)).toBe(true);
  });

  test('in production a remote takes every singleton from the host, with no copy of its own', () => {
    const production = Object.values(federationOptions(remote('production')).shared);
    expect(production.every((entry) => entry.import === false)).toBe(true);
    // The standalone dev shell has no host: it keeps its own copies.
    const development = Object.values(federationOptions(remote('development')).shared);
    expect(development.some((entry) => entry.import === false)).toBe(false);
  });

  test('builds into dist/<package version>/ with publicPath auto and its own uniqueName', () => {
    const config = remote();
    expect(config.output?.path).toBe(path.join(remoteDir, 'dist', '0.43.0'));
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe('remote_projects');
    expect(config.output?.uniqueName).not.toBe(host().output?.uniqueName);
  });

  test('loaded-first and a manifest that declares the contract version; no runtime chunk', () => {
    const config = remote();
    const options = federationOptions(config);
    expect(options.shareStrategy).toBe('loaded-first');
    const manifest = options.manifest as Exclude<MfOptions['manifest'], boolean>;
    const stats = { metaData: { name: 'remote_projects' } };
    manifest.additionalData?.({ stats });
    expect(stats.metaData).toEqual({
      name: 'remote_projects',
      [CONTRACT_VERSION_FIELD]: API_VERSION,
    });
    expect(options.dts).toBe(false);
    expect(config.optimization?.runtimeChunk).toBe(false);
  });

  test('in production a remote uses the federation runtime the host provides; its dev shell keeps its own', () => {
    // The runtime is built for the browser only (no Node script loading): -10 KiB gzip on login.
    expect(federationOptions(host()).experiments).toEqual({
      provideExternalRuntime: true,
      optimization: { target: 'web' },
    });
    expect(federationOptions(remote('production')).experiments).toEqual({
      externalRuntime: true,
      optimization: { target: 'web' },
    });
    expect(federationOptions(remote('development')).experiments).toBeUndefined();
  });

  test('dev shell HTML only in development; dev server keeps the versioned URL layout', () => {
    expect(pluginNames(remote('production'))).not.toContain('HtmlRspackPlugin');
    const dev = remote('development');
    expect(pluginNames(dev)).toContain('HtmlRspackPlugin');
    expect(dev.entry).toEqual({ 'dev-shell': './src/dev/index.ts' });
    expect(devServerOf(dev).port).toBe(3002);
    expect(devServerOf(dev).headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    expect(devServerOf(dev).devMiddleware).toEqual({ publicPath: '/0.43.0/' });
  });
});

describe('configEnvDefinitions', () => {
  test('defines every config variable, unset ones as undefined', () => {
    const definitions = configEnvDefinitions({ API_URL: 'http://api.test' });
    expect(definitions['process.env.API_URL']).toBe('"http://api.test"');
    expect(definitions['process.env.CHAT_URL']).toBe('undefined');
    expect(Object.keys(definitions)).toHaveLength(9);
  });
});

describe('defineEarlyConfig (the page’s first script)', () => {
  test('is a build of its own, without Module Federation, written to dist/early with hashed names', () => {
    const config = defineEarlyConfig({ rootDir: hostDir, mode: 'production' });
    expect(config.name).toBe(EARLY_BUILD);
    expect(config.entry).toEqual({ early: './src/early.ts' });
    expect(config.output?.path).toBe(path.join(hostDir, 'dist', EARLY_DIR));
    expect(config.output?.filename).toBe('[name].[contenthash:8].js');
    expect(pluginNames(config)).not.toContain('RspackModuleFederationPlugin');
  });

  test('the host built after it keeps its folder when cleaning and loads it before its own scripts', async () => {
    const config = defineHostConfig({ rootDir: hostDir, mode: 'production', early: true });
    expect(config.dependencies).toEqual([EARLY_BUILD]);
    const clean = config.output?.clean as { keep: (file: string) => boolean };
    const dist = path.join(hostDir, 'dist');
    expect(clean.keep(dist)).toBe(true);
    expect(clean.keep(path.join(dist, EARLY_DIR, 'early.0123abcd.js'))).toBe(true);
    expect(clean.keep(path.join(dist, 'main.0123abcd.js'))).toBe(false);
    // Without the early build (development), nothing is kept and nothing depends.
    const plain = host();
    expect(plain.dependencies).toBeUndefined();
    expect(plain.output?.clean).toBe(true);
  });

  test('its tag names the file its build wrote, and is empty before that build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'early-'));
    expect(earlyScriptTag(dist, '/')).toBe('');
    mkdirSync(path.join(dist, EARLY_DIR));
    writeFileSync(path.join(dist, EARLY_DIR, 'early.0123abcd.js.map'), '');
    writeFileSync(path.join(dist, EARLY_DIR, 'early.0123abcd.js'), '');
    expect(earlyScriptTag(dist, '/')).toBe(
      '<script defer src="/early/early.0123abcd.js"></script>',
    );
  });
});
