import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';

// The architecture's "never" arrows (eslint.boundaries.mjs) linted over a miniature repository
// with the real layout: each file in lint-fixtures breaks exactly the rule named here, or none.
const fixtures = join(__dirname, 'lint-fixtures');
const eslintBin = join(__dirname, '../../../node_modules/eslint/bin/eslint.js');

type LintResult = { filePath: string; messages: { ruleId: string | null; message: string }[] };

const lintFixtures = (): Record<string, string[]> => {
  const run = spawnSync(
    process.execPath,
    [eslintBin, '--config', 'boundaries.config.mjs', '--format', 'json', '.'],
    { cwd: fixtures, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(run.stderr);
  const results = JSON.parse(run.stdout) as LintResult[];
  return Object.fromEntries(
    results.map((result) => [
      relative(fixtures, result.filePath),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
};

const restricted = 'import-x/no-restricted-paths';

describe('issue 11: architecture boundaries are checked by lint', () => {
  let found: Record<string, string[]>;
  beforeAll(() => {
    found = lintFixtures();
  });

  it.each([
    ['a remote importing another remote', 'remote-a/src/imports-remote.ts', restricted],
    ['a remote importing the host', 'remote-a/src/imports-host.ts', restricted],
    ['a remote importing a service', 'remote-a/src/imports-service.ts', restricted],
    [
      'a feature reaching into another feature',
      'remote-a/src/features/one/reaches-into-two.ts',
      restricted,
    ],
    ['the host importing a remote', 'host/src/imports-remote.ts', restricted],
    ['a shared package importing a remote', 'shared/platform/src/imports-remote.ts', restricted],
    ['the contract importing the platform', 'shared/contract/src/imports-platform.ts', restricted],
    ['the pipeline importing the API', 'services/pipeline/src/imports-api.ts', restricted],
    [
      'the pipeline importing the endpoint entry of the contract',
      'services/pipeline/src/imports-endpoints.ts',
      restricted,
    ],
    [
      'the platform taking a value from the whole contract (the first screen would load it)',
      'shared/platform/src/imports-whole-contract.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'the platform building a schema with classic zod (the first screen would carry all of it)',
      'shared/platform/src/imports-classic-zod.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      "a module of the contract's session entry building a schema with classic zod",
      'shared/contract/src/users.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
    ['an import cycle (one side)', 'remote-a/src/features/one/cycle-a.ts', 'import-x/no-cycle'],
    ['an import cycle (other side)', 'remote-a/src/features/one/cycle-b.ts', 'import-x/no-cycle'],
  ])('%s is an error', (_what, file, rule) => {
    expect(found[file]).toEqual([rule]);
  });

  it.each([
    ['a feature using the remote’s shared components', 'remote-a/src/features/one/one.ts'],
    ['the remote’s routes composing its features', 'remote-a/src/routes.ts'],
    ['the pipeline importing domain schemas', 'services/pipeline/src/imports-domain.ts'],
    ['the API importing the contract', 'services/api/src/index.ts'],
    ['the platform importing the contract', 'shared/platform/src/index.ts'],
    [
      'the platform importing types of the whole contract',
      'shared/platform/src/imports-contract-types.ts',
    ],
  ])('%s is allowed', (_what, file) => {
    expect(found[file]).toEqual([]);
  });
});
