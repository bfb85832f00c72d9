import type { ReactNode } from 'react';
import { Alert, Stack } from '@chakra-ui/react';
import { AuthCard } from './auth-card';

export type NoticeCardProps = {
  title: string;
  status: 'success' | 'error';
  /** The alert's bold line, when it has one. */
  heading?: ReactNode;
  message?: ReactNode;
  /** What the user can do next: hints, links, a form. */
  children?: ReactNode;
};

/**
 * An auth screen that reports how something went (a link sent, a link refused) and offers the
 * next step. A success is announced politely (role status); an error is an alert.
 */
export function NoticeCard({ title, status, heading, message, children }: NoticeCardProps) {
  return (
    <AuthCard title={title}>
      <Stack gap="4">
        <Alert.Root status={status} role={status === 'success' ? 'status' : 'alert'}>
          <Alert.Indicator />
          <Alert.Content>
            {heading ? <Alert.Title>{heading}</Alert.Title> : null}
            {message ? <Alert.Description>{message}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        {children}
      </Stack>
    </AuthCard>
  );
}
