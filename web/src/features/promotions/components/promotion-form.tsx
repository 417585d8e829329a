import {
  PROMOTIONS_ERROR,
  ZPromotionForm,
  type TPromotionChoices,
  type TPromotionFormInput,
  type TPromotionOverlap,
  type TPromotionPreviewResponse,
} from '@mp/contracts/promotions';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueEditorLayout } from '../../../components/catalogue-editor-layout';
import { useCatalogueEditor } from '../../../components/use-catalogue-editor';
import { usePromotionMutation, usePromotionPreview } from '../api/promotions.queries';
import { PROMOTIONS_PATH } from '../promotions-paths';
import { OverlapsAlert } from './overlaps-alert';
import { PromotionPreviewDialog } from './promotion-preview-dialog';
import { PromotionRuleFields } from './promotion-rule-fields';

type TPromotionFormProps = {
  merchantId: number;
  /** 0 for a new promotion. */
  promotionId: number;
  checksum: string;
  initial: TPromotionFormInput;
  /** The saved promotion's overlaps with others (none for a new one). */
  overlaps: TPromotionOverlap[];
  choices: TPromotionChoices;
  onReload: () => void;
};

const SECTION = 'promotions.detail';

/**
 * The promotion form (issue 21 item 6): the rule, its targets, its time and stores; Preview shows the affected items
 * at their promoted prices and the promotions it would overlap (a warning: saving is allowed). Leaving with unsaved
 * changes asks first; Delete asks to confirm; a save over someone else's offers to reload.
 */
export function PromotionForm(props: TPromotionFormProps) {
  const { merchantId, promotionId, checksum, initial, overlaps, choices, onReload } = props;
  const { t } = useTranslation();
  const isNew = promotionId === 0;
  const mutation = usePromotionMutation(merchantId);
  const previewCall = usePromotionPreview();
  const [preview, setPreview] = useState<TPromotionPreviewResponse | null>(null);
  const editor = useCatalogueEditor({
    section: SECTION,
    schema: ZPromotionForm,
    initial,
    fields: [
      'Name',
      'Kind',
      'Value',
      'ItemIds',
      'ItemCategoryIds',
      'Timing',
      'EventScheduleId',
      'StartDate',
      'EndDate',
      'StoreIds',
    ],
    staleKey: PROMOTIONS_ERROR.staleChecksum,
    listPath: PROMOTIONS_PATH,
    isNew,
    save: (values) =>
      mutation.mutateAsync(
        isNew ? { insert: values } : { update: { ...values, PromotionId: promotionId, ConcurrencyChecksum: checksum } },
      ),
    pending: mutation.isPending,
    onReload,
    remove: () => mutation.mutateAsync({ delete: { PromotionId: promotionId, ConcurrencyChecksum: checksum } }),
  });

  const showPreview = editor.form.handleSubmit(async (values) => {
    editor.setFailure(null);
    try {
      setPreview(await previewCall.mutateAsync({ ...values, PromotionId: promotionId }));
    } catch (error) {
      editor.showFailure(error);
    }
  });

  return (
    <CatalogueEditorLayout
      editor={editor}
      titleId="promotion-title"
      name={initial.Name}
      actions={
        <Button variant="outlined" onClick={() => void showPreview()} loading={previewCall.isPending}>
          {t('promotions.detail.preview')}
        </Button>
      }
    >
      <OverlapsAlert overlaps={overlaps} />
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          <PromotionRuleFields choices={choices} />
        </Stack>
      </Paper>
      {preview ? <PromotionPreviewDialog preview={preview} onClose={() => setPreview(null)} /> : null}
    </CatalogueEditorLayout>
  );
}
