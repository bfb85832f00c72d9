import { DataList, Stack, Text } from '@chakra-ui/react';
import type { StepEstimate } from '@ontoloom/contract';
import { ConfirmDialog, formatCredits } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Notice } from './run-tab-frame';

export type EstimateDialogProps = {
  /** The estimate to confirm; the dialog is open while there is one. */
  estimate: StepEstimate | null;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
};

/** What a step will cost, against the quota left, before the user confirms its start. */
export function EstimateDialog({
  estimate,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
}: EstimateDialogProps) {
  const { t, i18n } = useTranslation('runs');
  const credits = (value: number) => formatCredits(value, i18n.language);
  const usage = estimate?.credits_usage;
  const left = usage ? Math.max(0, usage.credits_quota - usage.credits_used) : 0;
  return (
    <ConfirmDialog
      open={estimate !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      confirmLabel={
        estimate?.within_quota === false ? t('estimate.overQuotaConfirm') : confirmLabel
      }
      onConfirm={onConfirm}
      pending={pending}
      body={
        estimate && usage ? (
          <Stack gap="3" data-testid="estimate">
            <Text fontWeight="semibold">
              {t('estimate.credits', {
                count: estimate.estimated_credits,
                credits: credits(estimate.estimated_credits),
              })}
            </Text>
            <DataList.Root orientation="horizontal" size="sm">
              {(['documents', 'chunks', 'characters', 'comparisons'] as const)
                .filter((key) => estimate.basis[key] > 0)
                .map((key) => (
                  <DataList.Item key={key}>
                    <DataList.ItemLabel>{t(`estimate.basis.${key}`)}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {new Intl.NumberFormat(i18n.language).format(estimate.basis[key])}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              <DataList.Item>
                <DataList.ItemLabel>{t('estimate.left')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {t('estimate.leftValue', {
                    left: credits(left),
                    quota: credits(usage.credits_quota),
                  })}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {estimate.within_quota ? null : (
              <Notice status="warning" title={t('estimate.overQuota')} />
            )}
          </Stack>
        ) : null
      }
    />
  );
}
