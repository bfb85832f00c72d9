import { NotFoundView, PageContainer } from '@ontoloom/platform';

/** Top-level catch-all (R2.28). */
export const NotFoundPage = () => (
  <PageContainer as="main">
    <NotFoundView />
  </PageContainer>
);
