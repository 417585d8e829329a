import type { TImageManager } from '@mp/contracts/image-manager';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TStoreAssignmentProps = {
  stores: TImageManager['stores'];
  assigned: readonly number[];
  busy: boolean;
  onSave: (storeIds: number[]) => void;
};

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/** Spec 3 §2.4: in the company view of several stores, which stores show the company's customer display image. */
export function StoreAssignment({ stores, assigned, busy, onSave }: TStoreAssignmentProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<number[]>([...assigned]);
  // A save or reload brings new assignments: the choice starts again from them.
  const [loaded, setLoaded] = useState(assigned);
  if (loaded !== assigned) {
    setLoaded(assigned);
    setChosen([...assigned]);
  }
  const toggle = (storeId: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, storeId] : ids.filter((id) => id !== storeId)));

  return (
    <Box component="fieldset" aria-labelledby={titleId} sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography id={titleId} variant="subtitle1" component="legend">
        {t('imageManager.assignment.title')}
      </Typography>
      <FormGroup>
        {stores.map((store) => (
          <FormControlLabel
            key={store.storeId}
            label={store.storeName}
            control={
              <Checkbox
                checked={chosen.includes(store.storeId)}
                disabled={busy}
                onChange={(event) => toggle(store.storeId, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Button variant="contained" disabled={busy || sameSet(chosen, assigned)} onClick={() => onSave(chosen)}>
        {t('imageManager.assignment.save')}
      </Button>
    </Box>
  );
}
