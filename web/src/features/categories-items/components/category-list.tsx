import type { TItemCategory } from '@mp/contracts/menu-items';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TCategoryListProps = {
  categories: TItemCategory[];
  selectedId: number | null;
  onSelect: (categoryId: number) => void;
  onEdit: (category: TItemCategory) => void;
};

/** The categories screen's left list: colour, name and item count; the pencil opens the edit modal. */
export function CategoryList({ categories, selectedId, onSelect, onEdit }: TCategoryListProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return <Typography sx={{ p: 2 }}>{t('categoriesItems.categories.empty')}</Typography>;
  return (
    <List dense aria-label={t('categoriesItems.categories.listLabel')}>
      {categories.map((category) => (
        <ListItem
          key={category.ItemCategoryId}
          disablePadding
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={t('categoriesItems.categories.editCategory', { name: category.CategoryName })}
              onClick={() => onEdit(category)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemButton
            selected={category.ItemCategoryId === selectedId}
            aria-current={category.ItemCategoryId === selectedId ? 'true' : undefined}
            onClick={() => onSelect(category.ItemCategoryId)}
          >
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                mr: 1.5,
                borderRadius: 0.5,
                flexShrink: 0,
                border: 1,
                borderColor: 'divider',
                bgcolor: category.DisplayColor ? `#${category.DisplayColor}` : 'transparent',
              }}
            />
            <ListItemText
              primary={category.CategoryName}
              secondary={t('categoriesItems.categories.itemCount', { count: category.ItemCount })}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
