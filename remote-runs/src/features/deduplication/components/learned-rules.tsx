import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { DnfRule } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { ruleInWords } from '../rule-in-words';

export type LearnedRulesProps = { rules: DnfRule[] };

/** Each class's blocking rule in words, with its estimated comparisons and recall. */
export function LearnedRules({ rules }: LearnedRulesProps) {
  const { t, i18n } = useTranslation('runs');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <Stack as="section" gap="3" aria-labelledby="dedup-rules-heading">
      <Heading as="h4" size="sm" id="dedup-rules-heading">
        {t('dedup.rulesTitle')}
      </Heading>
      {rules.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('dedup.noRules')}
        </Text>
      ) : (
        <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" aria-labelledby="dedup-rules-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('dedup.class')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('dedup.rule')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('dedup.comparisons')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('dedup.recall')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rules.map((rule) => (
                <Table.Row key={rule.class_name} data-testid="dedup-rule">
                  <Table.Cell fontWeight="medium">{rule.class_name}</Table.Cell>
                  <Table.Cell>{ruleInWords(t, rule)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {number.format(rule.estimated_comparisons)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{percent.format(rule.estimated_recall)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
