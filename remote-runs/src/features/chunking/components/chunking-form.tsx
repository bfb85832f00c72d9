import {
  Button,
  Checkbox,
  Field,
  Fieldset,
  Group,
  Input,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@ontoloom/platform';
import {
  CHUNKING_PRESETS,
  draftOf,
  presetOf,
  SIZE_MAX,
  SIZE_MIN,
  type ChunkingDraft,
  type ChunkingErrors,
  type ChunkingPreset,
} from '../chunking-presets';

export type ChunkingFormProps = {
  value: ChunkingDraft;
  onChange: (value: ChunkingDraft) => void;
  errors: ChunkingErrors;
  disabled?: boolean;
};

/** Presets, then every parameter; errors show beside the field they concern. */
export function ChunkingForm({ value, onChange, errors, disabled = false }: ChunkingFormProps) {
  const { t } = useTranslation('runs');
  const preset = presetOf(value);
  return (
    <Stack gap="4">
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {t('chunking.presets')}
        </Fieldset.Legend>
        <Group attached={false} gap="2" flexWrap="wrap">
          {(Object.keys(CHUNKING_PRESETS) as ChunkingPreset[]).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={preset === name ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={preset === name}
              onClick={() => onChange(draftOf(CHUNKING_PRESETS[name]))}
              disabled={disabled}
            >
              {t(`chunking.preset.${name}`)}
            </Button>
          ))}
        </Group>
      </Fieldset.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label={t('chunking.strategy')}
          name="strategy"
          value={value.strategy}
          disabled={disabled}
          options={[
            { value: 'structure', label: t('chunking.strategies.structure') },
            { value: 'fixed', label: t('chunking.strategies.fixed') },
          ]}
          onChange={(strategy) =>
            onChange({ ...value, strategy: strategy as ChunkingDraft['strategy'] })
          }
        />
        <SelectField
          label={t('chunking.unit')}
          name="size_unit"
          value={value.size_unit}
          disabled={disabled}
          options={[
            { value: 'characters', label: t('chunking.units.characters') },
            { value: 'tokens', label: t('chunking.units.tokens') },
          ]}
          onChange={(unit) => onChange({ ...value, size_unit: unit as ChunkingDraft['size_unit'] })}
        />
        <Field.Root invalid={Boolean(errors.size)} disabled={disabled} required>
          <Field.Label>
            {t('chunking.size')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="size"
            type="number"
            inputMode="numeric"
            min={SIZE_MIN}
            max={SIZE_MAX}
            value={value.size}
            onChange={(event) => onChange({ ...value, size: event.target.value })}
          />
          <Field.ErrorText>
            {errors.size
              ? t(`chunking.errors.${errors.size}`, { min: SIZE_MIN, max: SIZE_MAX })
              : null}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.overlap)} disabled={disabled} required>
          <Field.Label>
            {t('chunking.overlap')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="overlap"
            type="number"
            inputMode="numeric"
            min={0}
            value={value.overlap}
            onChange={(event) => onChange({ ...value, overlap: event.target.value })}
          />
          <Field.HelperText>{t('chunking.overlapHelp')}</Field.HelperText>
          <Field.ErrorText>
            {errors.overlap ? t(`chunking.errors.${errors.overlap}`) : null}
          </Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Checkbox.Root
        checked={value.respect_pages}
        disabled={disabled}
        onCheckedChange={(details) =>
          onChange({ ...value, respect_pages: details.checked === true })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('chunking.respectPages')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
