import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';

/** A tab's title: the row's name (or "New …"), marked when the row has errors. */
export type TEditorTabLabel = { key: string; label: string; hasError: boolean };

type TEditorTabBarProps = {
  tabs: readonly TEditorTabLabel[];
  selected: number;
  onSelect: (index: number) => void;
  /** Ids of each tab and its panel: `${idPrefix}-tab-N`, `${idPrefix}-panel-N`. */
  idPrefix: string;
  /** The tab list's accessible name. */
  tabsLabel: string;
  addLabel: string;
  /** Add; none on a read-only screen. */
  onAdd?: () => void;
  /** A most the screen allows: at it Add is off, with `text` as its tooltip. */
  limit?: { reached: boolean; text: string };
};

/**
 * One scrollable tab per row of a tabbed editor (spec 3 §2.4: fees, site brands) and its Add button; an editor with
 * no row yet shows Add alone.
 */
export function EditorTabBar({
  tabs,
  selected,
  onSelect,
  idPrefix,
  tabsLabel,
  addLabel,
  onAdd,
  limit,
}: TEditorTabBarProps) {
  const add = onAdd && (
    <Button startIcon={<AddIcon />} onClick={onAdd} disabled={limit?.reached} sx={{ whiteSpace: 'nowrap' }}>
      {addLabel}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      {tabs.length > 0 && (
        <Tabs
          value={Math.min(selected, tabs.length - 1)}
          onChange={(_, index: number) => onSelect(index)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={tabsLabel}
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
      {add && limit ? (
        <Tooltip title={limit.reached ? limit.text : ''} describeChild>
          {/* A disabled button takes no pointer events: the tooltip listens on its wrapper. */}
          <span>{add}</span>
        </Tooltip>
      ) : (
        add
      )}
    </Box>
  );
}
