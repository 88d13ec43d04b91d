import { useMemo } from 'react';
import CodeMirror from '@uiw/react-codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { unifiedMergeView } from '@codemirror/merge';

interface Props {
  value: string;
  language: 'javascript' | 'json';
  onChange: (value: string) => void;
  /** When given, the editor shows the changes against it (deleted lines in red above the new ones). */
  original?: string;
  readOnly?: boolean;
}

/** CodeMirror 6 for scripts and JSON items, with an optional unified diff against another text. */
export default function CodeEditor({ value, language, onChange, original, readOnly }: Props) {
  const extensions = useMemo(() => {
    const lang = language === 'json' ? json() : javascript();
    return original === undefined ? [lang] : [lang, unifiedMergeView({ original, mergeControls: false })];
  }, [language, original]);
  return <CodeMirror value={value} onChange={onChange} extensions={extensions} readOnly={readOnly} height="60vh" basicSetup={{ tabSize: 2 }} data-testid="code-editor" />;
}
