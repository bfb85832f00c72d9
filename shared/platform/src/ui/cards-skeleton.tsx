import { Box, SimpleGrid, Skeleton, SkeletonText, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const DEFAULT_SKELETON_CARDS = 6;

export type CardsSkeletonProps = { count?: number };

/** Loading placeholder for card lists: 6 cards unless told otherwise (R2.13). */
export const CardsSkeleton = ({ count = DEFAULT_SKELETON_CARDS }: CardsSkeletonProps) => {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{t('pending.loading')}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {Array.from({ length: count }, (_, index) => (
          <Box
            key={index}
            data-testid="card-skeleton"
            borderWidth="1px"
            borderRadius="l2"
            padding="4"
          >
            <Skeleton height="5" width="60%" marginBottom="3" />
            <SkeletonText noOfLines={2} gap="2" />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
};
