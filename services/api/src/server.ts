import { ConfigError, DataFolderInUseError, startApi } from './index';

const api = await startApi().catch((error: unknown) => {
  // What the operator must fix, said plainly (no stack trace).
  if (error instanceof ConfigError || error instanceof DataFolderInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
console.log(
  [
    '',
    `  Ontoloom API ${api.url}  (OpenAPI ${api.url}/api/docs)`,
    `  Super admin  ${api.admin.email}`,
    `  Password     ${api.admin.password ?? '(set by ADMIN_PASSWORD or changed since first start)'}`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
