import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Form from '@rjsf/core';
import type { CardPageState } from '../../cards/page/CardPageContext.ts';
import { CardPageContext, STANDALONE_PAGE } from '../../cards/page/CardPageContext.ts';
import { CardKitSample } from '../../cards/page/CardKitSample.tsx';
import { CardLayoutTemplate } from '../../cards/page/CardLayoutTemplate.tsx';
import { EngineContext, useEngine } from '../../context/EngineContext.ts';
import { whenIdle } from '../../hooks/whenIdle.ts';
import { buildFormModel } from '../model/buildFormModel.ts';
import type { FormSettings } from '../model/FormSettings.ts';
import { WARM_UP_FIELDS, warmUpSchema } from './warmUpSchema.ts';

/**
 * The warm-up's texts are not translated: its labels are no keys of any locale, and translating
 * them would report them as missing translations (to the tenant's Locale record, on every load).
 */
const untranslated = (key: string) => key;

/** Once per page load: a second shell mounted (after a sign-out and in again) does not warm again. */
let warmed = false;

/** Calls `done` once the browser has painted the frame after this call (a frame, then a task). */
function afterPaint(done: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => !cancelled && done();
    channel.port2.postMessage(null);
  });
  return () => ((cancelled = true), cancelAnimationFrame(frame));
}

/** The warm-up is a favour: should a field fail to draw, nothing is shown and the page goes on. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A card page of one card holding the warm-up fields (the card page's frame, columns and field slices). */
const PAGE: CardPageState = {
  ...STANDALONE_PAGE,
  entityName: 'WarmUp',
  layout: {
    left: [
      {
        key: 'warmUp',
        kind: 'Content',
        title: 'warm-up',
        collapsible: true,
        collapsed: false,
        fields: WARM_UP_FIELDS,
        elements: [],
        props: {},
      },
    ],
    right: [],
    workflowPosition: 'none',
    fieldOptions: {},
  },
};

/**
 * Warms the form engine once per page load, when the browser is first idle after the shell is
 * shown: a form of one field of each common kind (warmUpSchema) is drawn as a card page draws it
 * (its card layout template, one card), with one of each other UI kit component the cards draw
 * (CardKitSample), into an element that is never put in the document. The first record a user
 * opens then no longer pays alone what the first form of a page pays: the UI kit's styles
 * registered for each component kind and the form code's first runs (bench/forms: the 300-field
 * form's screen painted ~450-530 ms cold, ~300 ms after the warm-up). The drawing is kept (off the
 * document, drawn again only when the user's locale or tenant changes) while the shell is: the UI
 * kit drops a component kind's style variables when the last component of that kind goes, and a
 * card page would add them again while it renders, each addition making the browser recompute the
 * whole page's styles. Without `IntersectionObserver` (unit tests) nothing is drawn.
 */
export function FormWarmUp(props: { onDone?: () => void; timeout?: number }) {
  const env = useEngine();
  const { user } = env;
  const quietEnv = useMemo(() => ({ ...env, t: untranslated }), [env]);
  // 'skipped': warmed already in this page load, or nothing to warm (no IntersectionObserver)
  const [phase, setPhase] = useState<'waiting' | 'drawing' | 'done' | 'skipped'>(() =>
    warmed || typeof IntersectionObserver === 'undefined' ? 'skipped' : 'waiting',
  );
  const { onDone, timeout = 3000 } = props;
  useEffect(() => {
    if (phase === 'waiting') return whenIdle(() => setPhase('drawing'), timeout);
    if (phase === 'drawing') {
      warmed = true;
      return afterPaint(() => setPhase('done'));
    }
    onDone?.();
    return undefined;
  }, [phase, timeout, onDone]);
  // drawn from the 'drawing' phase on, and kept (below)
  const drew = phase === 'drawing' || phase === 'done';
  const model = useMemo(
    () =>
      drew
        ? buildFormModel(warmUpSchema(), false, {
            t: untranslated,
            tenant: user?.tenant,
            locale: user?.locale,
          })
        : undefined,
    [drew, user?.tenant, user?.locale],
  );
  const formContext = useMemo<FormSettings>(
    () => ({ locale: user?.locale, tenant: user?.tenant }),
    [user?.locale, user?.tenant],
  );
  // a node of its own, never put in the document: nothing of the warm-up can be seen, clicked, read or found
  const box = useMemo(() => (model ? document.createElement('div') : undefined), [model]);
  if (!model || !box) return null;
  return createPortal(
    <Quiet>
      <EngineContext.Provider value={quietEnv}>
        <CardPageContext.Provider value={PAGE}>
          <Form
            {...model}
            idPrefix="warmUp"
            formContext={formContext}
            formData={{}}
            uiSchema={{
              ...model.uiSchema,
              'ui:ObjectFieldTemplate': CardLayoutTemplate,
              'ui:submitButtonOptions': { norender: true },
            }}
            showErrorList={false}
            noHtml5Validate
            tagName="div"
          />
          <CardKitSample />
        </CardPageContext.Provider>
      </EngineContext.Provider>
    </Quiet>,
    box,
  );
}
