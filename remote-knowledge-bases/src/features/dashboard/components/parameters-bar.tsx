import { useState } from 'react';
import { Box, CloseButton, Field, HStack, Input, Stack, Tag, Wrap } from '@chakra-ui/react';
import type { DashboardParameter } from '@ontoloom/contract';
import { useDebouncedCallback } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';

export type ParametersBarProps = {
  declared: DashboardParameter[];
  /** Every URL search param (declared or not): all are sent. */
  values: Record<string, string>;
  onChange: (name: string, value: string, options?: { push?: boolean }) => void;
};

const INPUT_TYPE: Record<DashboardParameter['type'], string> = {
  string: 'text',
  number: 'number',
  date: 'date',
  entity: 'text',
};

/** One field per declared parameter, and the active ones as chips that remove them. */
export function ParametersBar({ declared, values, onChange }: ParametersBarProps) {
  const { t } = useTranslation('knowledgeBases');
  const active = Object.entries(values);
  const labelOf = (name: string) =>
    declared.find((parameter) => parameter.name === name)?.label || name;
  if (declared.length === 0 && active.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-label={t('dashboard.parameters')}>
      {declared.length > 0 ? (
        <Wrap gap="3" align="end">
          {declared.map((parameter) => (
            <ParameterField
              key={parameter.name}
              parameter={parameter}
              value={values[parameter.name] ?? ''}
              onChange={(value) => onChange(parameter.name, value, { push: false })}
            />
          ))}
        </Wrap>
      ) : null}
      {active.length > 0 ? (
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={t('dashboard.active')}>
          {active.map(([name, value]) => (
            <li key={name}>
              <Tag.Root size="lg" colorPalette="brand" variant="subtle">
                <Tag.Label>
                  <bdi>{t('dashboard.chip', { name: labelOf(name), value })}</bdi>
                </Tag.Label>
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    aria-label={t('dashboard.removeParam', { name: labelOf(name) })}
                    onClick={() => onChange(name, '')}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

type ParameterFieldProps = {
  parameter: DashboardParameter;
  value: string;
  onChange: (value: string) => void;
};

/** Typing writes to the URL after a pause; a change made elsewhere (a click, Back) shows here. */
function ParameterField({ parameter, value, onChange }: ParameterFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const { debounced } = useDebouncedCallback(onChange, 400);
  if (value !== shown) {
    // The URL changed under the field (a click, a removed chip, Back): follow it.
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <Box minW="40" flex="1" maxW={{ base: 'full', md: 'xs' }}>
      <Field.Root required={parameter.required}>
        <Field.Label>
          {parameter.label || parameter.name}
          {parameter.required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Input
          name={parameter.name}
          type={INPUT_TYPE[parameter.type]}
          value={text}
          placeholder={parameter.default ?? ''}
          onChange={(event) => {
            setText(event.target.value);
            debounced(event.target.value.trim());
          }}
        />
      </Field.Root>
    </Box>
  );
}
