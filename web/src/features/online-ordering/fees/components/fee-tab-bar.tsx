import { FEES_ERROR, MAX_FEES } from '@mp/contracts/online-ordering/fees';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** A tab's title: the fee's name (or "New fee"), marked when the fee has errors. */
export type TFeeTabLabel = { key: string; label: string; hasError: boolean };

type TFeeTabBarProps = {
  tabs: readonly TFeeTabLabel[];
  selected: number;
  onSelect: (index: number) => void;
  /** Ids of each tab and its panel: `${idPrefix}-tab-N`, `${idPrefix}-panel-N`. */
  idPrefix: string;
  /** Add fee; none on a read-only screen. */
  onAdd?: () => void;
};

/** One scrollable tab per fee (spec 3 §2.4) and Add fee, disabled at 20 fees with MaxFeeToolTip (spec 3 §8, §9). */
export function FeeTabBar({ tabs, selected, onSelect, idPrefix, onAdd }: TFeeTabBarProps) {
  const { t } = useTranslation();
  const full = tabs.length >= MAX_FEES;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={Math.min(selected, tabs.length - 1)}
        onChange={(_, index: number) => onSelect(index)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('fees.tabs')}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            label={tab.label}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
            sx={tab.hasError ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        ))}
      </Tabs>
      {onAdd && (
        <Tooltip title={full ? t(FEES_ERROR.maxFee) : ''} describeChild>
          {/* A disabled button takes no pointer events: the tooltip listens on its wrapper. */}
          <span>
            <Button startIcon={<AddIcon />} onClick={onAdd} disabled={full} sx={{ whiteSpace: 'nowrap' }}>
              {t('fees.addFee')}
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
