import type { ReactNode } from 'react';
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';

export type AuthCardProps = { title: string; description?: ReactNode; children?: ReactNode };

/** The frame of every auth screen: one centred card, full width on a phone. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Box py={{ base: '2', md: '10' }}>
      <Card.Root maxW="md" mx="auto" variant="elevated">
        <Card.Body>
          <Stack gap="6">
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {description ? <Text color="fg.muted">{description}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
