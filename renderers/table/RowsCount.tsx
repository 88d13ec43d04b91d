import { Typography } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { totalLabel, type ListTotal } from '../../engine/lists/pagination.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { Clipped } from '../elements/Clipped.tsx';

/** "{{count}} rows" with its count a left-to-right island (`100,000+` keeps its order in Arabic). */
function countSentence(sentence: string, count: string) {
  const parts = sentence.split('{{count}}');
  if (parts.length !== 2) return fillText(sentence, { count });
  return (
    <>
      {parts[0]}
      <Clipped text={count} ltr />
      {parts[1]}
    </>
  );
}

/** The rows count of a list: `1 row`, `1,234 rows`, `100,000+ rows`, "about 120,000 rows". */
export function RowsCount({ total, totalIsLowerBound, totalEstimate }: ListTotal) {
  const t = useT();
  const locale = useUserLocale();
  const sentence = total === 1 && !totalIsLowerBound ? t('{{count}} row') : t('{{count}} rows');
  return <Typography.Text data-testid="rows-count">{countSentence(sentence, totalLabel({ total, totalIsLowerBound, totalEstimate }, t, locale))}</Typography.Text>;
}
