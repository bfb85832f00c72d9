import { useId, useState, type DragEvent } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const ACCEPTED_FILES = '.pdf,.docx,.html,.htm,.md,.markdown,.txt';

export type FileDropZoneProps = { onFiles: (files: File[]) => void };

/** Drag several files in, or pick them; the server checks each file's content. */
export function FileDropZone({ onFiles }: FileDropZoneProps) {
  const { t } = useTranslation('projects');
  const inputId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  return (
    <Box
      data-testid="drop-zone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border'}
      bg={over ? 'brand.subtle' : undefined}
      borderRadius="l3"
      p="6"
      textAlign="center"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap="2" align="center">
        <Text fontWeight="medium">{t('collections.upload.dropHere')}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t('collections.upload.accepted')}
        </Text>
        <Button asChild size="sm" variant="outline">
          <label htmlFor={inputId}>{t('collections.upload.choose')}</label>
        </Button>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          aria-label={t('collections.upload.choose')}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </Stack>
    </Box>
  );
}
