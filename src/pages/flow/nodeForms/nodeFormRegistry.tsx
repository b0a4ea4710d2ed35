// One form per node kind (the view's editor is the full-screen view editor). The code form brings CodeMirror, so it is a lazy chunk (a spinner shows meanwhile);
// the others are small and ship with the flow page.
import { lazy, type ComponentType } from 'react';
import type { NodeType } from '../../../../engine/model/index';
import AbTestingForm from './AbTestingForm';
import AiPromptForm from './AiPromptForm';
import AwaitForm from './AwaitForm';
import CollectForm from './CollectForm';
import ConditionForm from './ConditionForm';
import DefineForm from './DefineForm';
import EmailForm from './EmailForm';
import EntrypointForm from './EntrypointForm';
import FunctionForm from './FunctionForm';
import HttpRequestForm from './HttpRequestForm';
import type { NodeFormProps } from './nodeFormProps';
import NoteForm from './NoteForm';
import RedirectForm from './RedirectForm';
import StorageForm from './StorageForm';

// Each form narrows the config to its kind's shape; the modal hands it the node's config as stored.
type AnyNodeForm = ComponentType<NodeFormProps<any>>;

/** Every kind but the view, whose editor is the full-screen view editor (ViewNodeEditor.tsx). */
export type FormNodeType = Exclude<NodeType, 'view'>;

export const NODE_FORMS: Record<FormNodeType, AnyNodeForm> = {
  entrypoint: EntrypointForm,
  redirect: RedirectForm,
  await: AwaitForm,
  storage: StorageForm,
  condition: ConditionForm,
  ab_testing: AbTestingForm,
  ai_prompt: AiPromptForm,
  function: FunctionForm,
  code: lazy(() => import('./CodeForm')),
  define: DefineForm,
  collect: CollectForm,
  http_request: HttpRequestForm,
  email: EmailForm,
  note: NoteForm,
};

