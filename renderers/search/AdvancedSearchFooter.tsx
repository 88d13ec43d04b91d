import { Button, Input, Space, Tooltip } from 'antd';
import { useT } from '../context/useT.ts';

interface AdvancedSearchFooterProps {
  name: string;
  onNameChange: (name: string) => void;
  canReset: boolean;
  saving: boolean;
  onClose: () => void;
  onReset: () => void;
  onSave: () => void;
  onSearch: () => void;
}

/** Close, Reset (disabled when nothing is set), Save search (Ctrl/Cmd+S) and Search (Alt+S). */
export function AdvancedSearchFooter(props: AdvancedSearchFooterProps) {
  const { name, onNameChange, canReset, saving, onClose, onReset, onSave, onSearch } = props;
  const t = useT();
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
      <Input
        size="middle"
        style={{ width: 220 }}
        placeholder={t('Name of the saved search')}
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
        data-testid="search-save-name"
      />
      <Tooltip title="Ctrl/Cmd+S">
        <Button onClick={onSave} loading={saving} data-testid="search-save">
          {t('Save search')}
        </Button>
      </Tooltip>
      <Button onClick={onClose} data-testid="search-close">
        {t('Close')}
      </Button>
      <Button onClick={onReset} disabled={!canReset} data-testid="search-reset">
        {t('Reset')}
      </Button>
      <Tooltip title="Alt+S">
        <Button type="primary" onClick={onSearch} data-testid="search-submit">
          {t('Search')}
        </Button>
      </Tooltip>
    </Space>
  );
}
