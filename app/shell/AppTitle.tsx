import { theme } from 'antd';

/**
 * The product name at the top of the menu and of the sign-in panel, styled like a heading of the UI
 * kit (its Typography would add editing, copying and ellipsis code to the first load for one word).
 */
export function AppTitle({ short = false, large = false }: { short?: boolean; large?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        fontSize: large ? token.fontSizeHeading3 : token.fontSizeHeading4,
        fontWeight: token.fontWeightStrong,
        lineHeight: token.lineHeightHeading4,
        color: token.colorTextHeading,
        whiteSpace: 'nowrap',
      }}
    >
      {short ? 'T' : 'Tabula'}
    </div>
  );
}
