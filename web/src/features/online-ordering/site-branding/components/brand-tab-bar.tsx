import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';

/** A tab's title: the brand's name, marked when the brand has errors. */
export type TBrandTabLabel = { key: string; label: string; hasError: boolean };

type TBrandTabBarProps = {
  tabs: readonly TBrandTabLabel[];
  selected: number;
  onSelect: (index: number) => void;
  /** Ids of each tab and its panel: `${idPrefix}-tab-N`, `${idPrefix}-panel-N`. */
  idPrefix: string;
  /** Add new brand; none on a read-only screen. */
  onAdd?: () => void;
};

/** One scrollable tab per brand and Add new brand (spec 3 §2.4). */
export function BrandTabBar({ tabs, selected, onSelect, idPrefix, onAdd }: TBrandTabBarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      {tabs.length > 0 && (
        <Tabs
          value={Math.min(selected, tabs.length - 1)}
          onChange={(_, index: number) => onSelect(index)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('siteBranding.tabs')}
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
      )}
      {tabs.length === 0 && <Box sx={{ flex: 1 }} />}
      {onAdd && (
        <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ whiteSpace: 'nowrap' }}>
          {t('siteBranding.addBrand')}
        </Button>
      )}
    </Box>
  );
}
