import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TItemHeaderProps = {
  isNew: boolean;
  extended: boolean;
  busy: boolean;
  onUseBasic: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** Title (basic or extended setup) and the header buttons of spec 2 §2. */
export function ItemHeader({ isNew, extended, busy, onUseBasic, onDuplicate, onDelete }: TItemHeaderProps) {
  const { t } = useTranslation();
  const setup = extended ? 'extended' : 'basic';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="h5" component="h1">
        {t(`categoriesItems.itemDetail.title.${isNew ? 'new' : 'edit'}.${setup}`)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {isNew && extended ? (
          <Button onClick={onUseBasic} disabled={busy}>
            {t('categoriesItems.itemDetail.useBasic')}
          </Button>
        ) : null}
        <Button startIcon={<ContentCopyIcon />} onClick={onDuplicate} disabled={isNew || busy}>
          {t('categoriesItems.itemDetail.duplicate')}
        </Button>
        <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={isNew || busy}>
          {t('categoriesItems.itemDetail.delete')}
        </Button>
      </Stack>
    </Stack>
  );
}
