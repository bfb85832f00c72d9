import { useId, useState } from 'react';
import { Box, Button, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { compilePattern, findClassMentions, patternFromExamples } from '@ontoloom/contract';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXT } from '../../../ui/error-text';

/**
 * The reasons a pattern fails to compile, by the end of the engine's message (V8's, as in
 * Chromium and in the API's Node): each is said in the reader's language; any other message is
 * shown as the engine wrote it.
 */
const REASONS = [
  [/Unterminated group$/, 'unterminatedGroup'],
  [/Unmatched '\)'$/, 'unmatchedParen'],
  [/Nothing to repeat$/, 'nothingToRepeat'],
  [/Unterminated character class$/, 'unterminatedClass'],
  [/(?:Incomplete quantifier|Lone quantifier brackets)$/, 'quantifier'],
  [/numbers out of order in \{\} quantifier$/, 'quantifierOrder'],
  [/Range out of order in character class$/, 'rangeOrder'],
  [/\\ at end of pattern$/, 'trailingBackslash'],
  [/Invalid (?:escape|[Uu]nicode escape|class escape|decimal escape)$/, 'escape'],
  [/Invalid property name(?: in character class)?$/, 'propertyName'],
  [/(?:capture group name|named capture referenced)$/, 'groupName'],
  [/Invalid group$/, 'group'],
] as const;

export type PatternReason = (typeof REASONS)[number][1];

/** The known reason behind an engine's message, else undefined. */
export const patternReason = (message: string): PatternReason | undefined =>
  REASONS.find(([ending]) => ending.test(message))?.[1];

/** Each line that is not a pattern the engine can compile: its number and the reason. */
export function patternProblems(
  patterns: string[],
): { line: number; reason: string; known?: PatternReason }[] {
  return patterns.flatMap((pattern, index) => {
    const compiled = compilePattern(pattern);
    if (!('error' in compiled)) return [];
    return [{ line: index + 1, reason: compiled.error, known: patternReason(compiled.error) }];
  });
}

/**
 * Lines with a class escape written with two backslashes (`\\b`, `\\d`), as copied from JSON or
 * a quoted string: valid, but they look for a backslash in the text and so spot nothing.
 */
export const doubledEscapes = (patterns: string[]): number[] =>
  patterns.flatMap((pattern, index) => (/\\\\[bBdDwWsS]/.test(pattern) ? [index + 1] : []));

/** The patterns field: one regular expression a line, checked as typed, with a suggestion. */
export function PatternsField({
  value,
  onChange,
  patterns,
  examples,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The lines of `value`, trimmed, without blank ones. */
  patterns: string[];
  examples: string[];
}) {
  const { t } = useTranslation('ontologies');
  const problems = patternProblems(patterns);
  const doubled = doubledEscapes(patterns);
  const suggestion = patternFromExamples(examples);
  const offered = suggestion !== null && !patterns.includes(suggestion) ? suggestion : null;
  return (
    <Field.Root invalid={problems.length > 0}>
      <Field.Label>{t('editor.fields.patterns')}</Field.Label>
      <Textarea
        rows={3}
        fontFamily="mono"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problems.length > 0 ? (
        <Field.ErrorText color={ERROR_TEXT}>
          {problems
            .map((problem) =>
              t('editor.patterns.invalid', {
                line: problem.line,
                reason: problem.known
                  ? t(`editor.patterns.reasons.${problem.known}`)
                  : problem.reason,
              }),
            )
            .join(' ')}
        </Field.ErrorText>
      ) : doubled.length > 0 ? (
        <Field.HelperText
          color={{ base: 'orange.800', _dark: 'orange.300' }}
          data-testid="pattern-doubled"
        >
          {t('editor.patterns.doubled', { lines: doubled.join(', ') })}
        </Field.HelperText>
      ) : (
        <Field.HelperText>{t('editor.help.patterns')}</Field.HelperText>
      )}
      {offered ? (
        <HStack gap="2" wrap="wrap" data-testid="pattern-suggestion">
          <Text textStyle="sm">{t('editor.patterns.suggested')}</Text>
          <Text as="code" textStyle="sm" fontFamily="mono">
            {offered}
          </Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => onChange([...patterns, offered].join('\n'))}
          >
            {t('editor.patterns.add')}
          </Button>
        </HStack>
      ) : null}
    </Field.Root>
  );
}

/**
 * Tries the class's examples and patterns on text the user pastes (kept only while the dialog is
 * open): what the rules engine would spot by them, in order, each with what spotted it.
 */
export function MentionTester({ examples, patterns }: { examples: string[]; patterns: string[] }) {
  const { t } = useTranslation('ontologies');
  const [open, setOpen] = useState(false);
  const [sample, setSample] = useState('');
  const panelId = useId();
  const mentions = sample.trim() === '' ? [] : findClassMentions({ examples, patterns }, sample);
  return (
    <Stack gap="2">
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'editor.tester.hide' : 'editor.tester.show')}
      </Button>
      {open ? (
        <Stack id={panelId} gap="2" borderWidth="1px" borderRadius="md" padding="3">
          <Field.Root>
            <Field.Label>{t('editor.tester.sample')}</Field.Label>
            <Textarea
              rows={4}
              value={sample}
              placeholder={t('editor.tester.placeholder')}
              onChange={(event) => setSample(event.target.value)}
            />
            <Field.HelperText>{t('editor.tester.help')}</Field.HelperText>
          </Field.Root>
          {sample.trim() === '' ? null : (
            <Box aria-live="polite">
              <Text textStyle="sm" fontWeight="medium">
                {t('editor.tester.found', { count: mentions.length })}
              </Text>
              {mentions.length > 0 ? (
                <List.Root as="ol" gap="1" paddingStart="5" aria-label={t('editor.tester.list')}>
                  {mentions.map((mention) => (
                    <List.Item
                      key={`${mention.start}-${mention.end}-${mention.source}-${mention.index}`}
                    >
                      <Text as="mark" paddingX="1" borderRadius="sm" bg="yellow.100" color="fg">
                        {mention.text}
                      </Text>{' '}
                      <Text as="span" textStyle="sm" color="fg.muted">
                        {mention.source === 'example'
                          ? t('editor.tester.byExample')
                          : t('editor.tester.byPattern', { number: mention.index + 1 })}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              ) : null}
            </Box>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
