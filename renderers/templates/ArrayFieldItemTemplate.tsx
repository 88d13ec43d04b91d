import { Flex } from 'antd';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One item of a list: its content, then its buttons (move, copy, remove) on the right. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <Flex className={`tabula-array-item ${className}`} gap={8} align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {hasToolbar ? (
        <Flex gap={4}>
          <Buttons {...buttonsProps} />
        </Flex>
      ) : null}
    </Flex>
  );
}
