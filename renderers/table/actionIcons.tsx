import type { ReactNode } from 'react';
import {
  CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlayCircleOutlined, SendOutlined,
  SnippetsOutlined, SwapOutlined,
} from '@ant-design/icons';

/** Icons of row actions by name (the `icon` of a row action definition); unknown names get a play icon. */
const ICONS: Record<string, ReactNode> = {
  edit: <EditOutlined />,
  eye: <EyeOutlined />,
  view: <EyeOutlined />,
  delete: <DeleteOutlined />,
  copy: <CopyOutlined />,
  duplicate: <CopyOutlined />,
  snippets: <SnippetsOutlined />,
  download: <DownloadOutlined />,
  swap: <SwapOutlined />,
  send: <SendOutlined />,
};

/** The icon names a row or page action may give (listed on the /icons page). */
export const ACTION_ICON_NAMES = Object.keys(ICONS);

export function actionIcon(name: string | undefined): ReactNode {
  return (name && ICONS[name]) || <PlayCircleOutlined />;
}
