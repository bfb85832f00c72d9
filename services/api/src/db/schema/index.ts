export * from './users';
export * from './access-tokens';
export * from './email-verification-tokens';
export * from './projects';
