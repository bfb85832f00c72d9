import { Box, Heading, List, Text } from '@chakra-ui/react';
import { CONFIG_ERROR_HEADING, ConfigError } from './config-error';

export type ConfigErrorViewProps = { error: unknown };

/**
 * Start-up stopped on a bad configuration (R5.02). The heading is the exact spec text, not a
 * translation: operators search logs and tickets for it.
 */
export const ConfigErrorView = ({ error }: ConfigErrorViewProps) => (
  <Box role="alert" padding="8" maxW="breakpoint-md">
    <Heading as="h1" size="lg" marginBottom="4">
      {CONFIG_ERROR_HEADING}
    </Heading>
    {error instanceof ConfigError ? (
      <List.Root gap="1">
        {error.lines.map((line) => (
          <List.Item key={line.variable} fontFamily="mono">
            {line.variable}: {line.messages.join(', ')}
          </List.Item>
        ))}
      </List.Root>
    ) : (
      <Text fontFamily="mono">{error instanceof Error ? error.message : String(error)}</Text>
    )}
  </Box>
);
