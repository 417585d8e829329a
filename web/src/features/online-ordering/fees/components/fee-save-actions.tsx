import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { StickyActionBar } from '../../../../components/sticky-action-bar';

type TFeeSaveActionsProps = {
  dirty: boolean;
  pending: boolean;
  /** The names of the fees with errors (spec 3 §8 SaveError tooltip). */
  feesWithErrors: readonly string[];
  onDiscard: () => void;
  onSave: () => void;
};

/**
 * Discard (the fees read again) and Save; while fees have errors the Save tooltip names them (spec 3 §5), and Save
 * answers with the FormInputError warning instead of saving.
 */
export function FeeSaveActions({ dirty, pending, feesWithErrors, onDiscard, onSave }: TFeeSaveActionsProps) {
  const { t } = useTranslation();
  const tooltip = feesWithErrors.length > 0 ? t('fees.saveErrorTooltip', { names: feesWithErrors.join(', ') }) : '';
  return (
    <StickyActionBar dirty={dirty}>
      <Button onClick={onDiscard} disabled={!dirty || pending}>
        {t('fees.discard')}
      </Button>
      <Tooltip title={tooltip} describeChild>
        <span>
          <Button variant="contained" onClick={onSave} disabled={!dirty || pending}>
            {t('fees.save')}
          </Button>
        </span>
      </Tooltip>
    </StickyActionBar>
  );
}
