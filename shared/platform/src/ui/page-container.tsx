import { Container, type ContainerProps } from '@chakra-ui/react';

export type PageContainerProps = ContainerProps;

/** Page content width is capped at the xl breakpoint (R9.05). */
export const PageContainer = (props: PageContainerProps) => (
  <Container maxW="breakpoint-xl" px={{ base: '4', md: '6' }} py="6" {...props} />
);
