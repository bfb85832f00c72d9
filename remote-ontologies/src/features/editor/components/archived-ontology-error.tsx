import { Alert, Button, Stack } from '@chakra-ui/react';
import { IntentLink } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

/** R2.19 / R2.21: versions of an archived ontology can be neither created nor edited. */
export function ArchivedOntologyError({ ontologyPath }: { ontologyPath: string }) {
  const { t } = useTranslation('ontologies');
  return (
    <Stack gap="4" align="start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('archivedError.title')}</Alert.Title>
          <Alert.Description>{t('archivedError.description')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild variant="outline">
        <IntentLink to={ontologyPath}>{t('archivedError.back')}</IntentLink>
      </Button>
    </Stack>
  );
}
