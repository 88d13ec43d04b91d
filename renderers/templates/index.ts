import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { AddButton } from './AddButton.tsx';
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './ArrayFieldTemplate.tsx';
import { FieldTemplate } from './FieldTemplate.tsx';
import { makeIconButton } from './makeIconButton.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';

/** antd versions of rjsf's list buttons; the submit button is the page's own (rjsf's is hidden). */
const ButtonTemplates = {
  AddButton,
  RemoveButton: makeIconButton(createElement(DeleteOutlined), 'Remove', true),
  MoveUpButton: makeIconButton(createElement(ArrowUpOutlined), 'Move up'),
  MoveDownButton: makeIconButton(createElement(ArrowDownOutlined), 'Move down'),
  CopyButton: makeIconButton(createElement(CopyOutlined), 'Copy'),
};

/** Our form templates (a theme is only widgets, fields and templates): label and messages, grid, lists. */
export const formTemplates = { FieldTemplate, ObjectFieldTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, ButtonTemplates };
