import { List, Stack, Text } from '@chakra-ui/react';
import { errorMessage, isApiError } from '@ontoloom/platform';
import type { OntologyYamlError } from '@ontoloom/contract/ontology-yaml';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXT } from '../../../ui/error-text';

type Item = { line?: number; column?: number; message: string };

export type SaveErrorsProps = { yamlErrors: OntologyYamlError[]; error: Error | null };

/** Problems as you type (the YAML check) or from the API (422 items carry line and column). */
export function SaveErrors({ yamlErrors, error }: SaveErrorsProps) {
  const { t } = useTranslation('ontologies');
  let items: Item[] = yamlErrors;
  let title = t('editor.yamlProblems', { count: yamlErrors.length });
  if (error) {
    const body = isApiError(error) ? (error.body as { errors?: Item[] } | undefined) : undefined;
    items = body?.errors ?? [];
    title = errorMessage(t, error);
  }
  if (items.length === 0 && !error) return null;
  return (
    <Stack gap="1" role="alert" color={ERROR_TEXT} data-testid="editor-errors">
      <Text fontWeight="semibold">{title}</Text>
      <List.Root ps="5">
        {items.map((item, index) => (
          <List.Item key={index}>
            {item.line
              ? t('editor.at', { line: item.line, column: item.column ?? 1, message: item.message })
              : item.message}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
