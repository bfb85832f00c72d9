import { Card, HStack, IconButton, Link, Menu, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { IntentLink } from '../routing/preload';

export type EntityCardAction<A extends string> = { value: A; label: string; danger?: boolean };

export type EntityCardProps<A extends string> = {
  /** Where the title links (relative to the list's route); hover or focus preloads it (R2.32). */
  to: string;
  title: string;
  /** An untitled item's stand-in title is shown in italics. */
  untitled?: boolean;
  description: string;
  noDescription: string;
  /** The actions menu: its button's accessible name, its items, what choosing one does. */
  actionsLabel: string;
  actions: EntityCardAction<A>[];
  onAction: (action: A) => void;
  footer: ReactNode;
  testId?: string;
};

/** One card of a project-area list (projects, collections, …): title link, actions, description. */
export function EntityCard<A extends string>({
  to,
  title,
  untitled = false,
  description,
  noDescription,
  actionsLabel,
  actions,
  onAction,
  footer,
  testId,
}: EntityCardProps<A>) {
  return (
    <Card.Root size="sm" height="full" variant="outline" data-testid={testId}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title minW="0" wordBreak="break-word">
            <Link asChild colorPalette="brand" fontStyle={untitled ? 'italic' : undefined}>
              <IntentLink to={to}>
                <bdi>{title}</bdi>
              </IntentLink>
            </Link>
          </Card.Title>
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={(details) => onAction(details.value as A)}
          >
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="xs" aria-label={actionsLabel}>
                <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
                  ⋯
                </Text>
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {actions.map((action) => (
                    <Menu.Item
                      key={action.value}
                      value={action.value}
                      {...(action.danger
                        ? { color: 'fg.error', _hover: { bg: 'bg.error', color: 'fg.error' } }
                        : {})}
                    >
                      {action.label}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        {description ? (
          <Text lineClamp={3} color="fg.muted" textStyle="sm" dir="auto">
            {description}
          </Text>
        ) : (
          <Text color="fg.muted" textStyle="sm" fontStyle="italic">
            {noDescription}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>{footer}</Card.Footer>
    </Card.Root>
  );
}
