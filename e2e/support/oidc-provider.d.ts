// oidc-provider ships no type declarations; the test server uses a small part of it.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  type Account = {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    listen(port: number, host: string, callback?: () => void): Server;
    on(event: string, listener: (...args: unknown[]) => void): void;
    static Account: Account;
  }
}
