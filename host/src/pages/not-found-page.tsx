import { NotFoundView } from '@ontoloom/platform';

/** Top-level catch-all (R2.28), inside the app layout's main area. */
export const NotFoundPage = () => <NotFoundView />;
